import { describe, expect, it } from 'vitest';
import { uiCatalogues } from './define-strings';

// Each family keeps its assistive text in <family>/strings.ts; loading them all registers every catalogue.
import.meta.glob('../*/strings.ts', { eager: true });

describe('ui assistive strings', () => {
  it('registers the catalogues of the component families', () => {
    expect(uiCatalogues.has('common')).toBe(true);
  });

  it.each([...uiCatalogues.keys()])('%s has every key in Spanish and English, none empty', (family) => {
    const catalogue = uiCatalogues.get(family)!;
    expect(Object.keys(catalogue.es).sort()).toEqual(Object.keys(catalogue.en).sort());
    for (const locale of ['es', 'en'] as const) {
      for (const [key, value] of Object.entries(catalogue[locale])) {
        expect(value.trim(), `${family} ${locale}.${key}`).not.toBe('');
      }
    }
  });
});
