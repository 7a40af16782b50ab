import { describe, expect, it } from 'vitest';
import { uiStrings } from './strings';

describe('ui assistive strings', () => {
  it('has every key in both Spanish and English, none empty', () => {
    expect(Object.keys(uiStrings.es).sort()).toEqual(Object.keys(uiStrings.en).sort());
    for (const locale of ['es', 'en'] as const) {
      for (const [key, value] of Object.entries(uiStrings[locale])) {
        expect(value.trim(), `${locale}.${key}`).not.toBe('');
      }
    }
  });
});
