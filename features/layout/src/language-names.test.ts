import { describe, expect, it } from 'vitest';
import { languages } from '@cepa/core';
import { languageNames } from './language-names';

describe('the language switch', () => {
  it('names every one of the site’s languages in itself, and no other', () => {
    expect(Object.keys(languageNames)).toEqual([...languages]);
    expect(languageNames).toEqual({ es: 'Español', en: 'English' });
  });
});
