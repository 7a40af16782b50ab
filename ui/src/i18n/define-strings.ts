import { useContext } from 'react';
import { UiLocaleContext } from './ui-locale-context';
import type { UiLocale } from './ui-locale-context';

type Catalogue<K extends string> = Record<UiLocale, Record<K, string>>;

/** Registry of every component family's strings, so one test can prove both languages are complete. */
export const uiCatalogues = new Map<string, Catalogue<string>>();

/**
 * Declares the assistive text a component family owns, in Spanish and English, and returns a hook
 * that translates it in the language of the nearest UiLocaleProvider. `{name}` placeholders are filled
 * from the values passed.
 */
export function defineUiStrings<K extends string>(family: string, catalogue: Catalogue<K>) {
  uiCatalogues.set(family, catalogue);
  return function useStrings() {
    const locale = useContext(UiLocaleContext);
    return (key: K, values?: Record<string, string | number>) => {
      const template = catalogue[locale][key];
      return values
        ? template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`))
        : template;
    };
  };
}
