import { useContext } from 'react';
import { UiLocaleContext } from './ui-locale-context';
import type { UiLocale } from './ui-locale-context';
import { pseudoText } from './pseudo-text';

/** Every language but the pseudo one, whose strings are made from the English. */
type Catalogue<K extends string> = Record<Exclude<UiLocale, 'qps'>, Record<K, string>>;

/** Registry of every component family's strings, so one test can prove both languages are complete. */
export const uiCatalogues = new Map<string, Catalogue<string>>();

/**
 * Declares the assistive text a component family owns, in Spanish and English (the pseudo-language's made
 * from the English), and returns a hook
 * that translates it in the language of the nearest UiLocaleProvider. `{name}` placeholders are filled
 * from the values passed.
 */
export function defineUiStrings<K extends string>(family: string, catalogue: Catalogue<K>) {
  uiCatalogues.set(family, catalogue);
  return function useStrings() {
    const locale = useContext(UiLocaleContext);
    return (key: K, values?: Record<string, string | number>) => {
      // The pseudo-language's made from the English, only where the build has it (tools/vite-messages.ts):
      // the condition is a constant there, so a production build holds neither it nor pseudoText.
      const template =
        import.meta.env.CEPA_PSEUDO_LANGUAGE === '1' && locale === 'qps'
          ? `[${catalogue.en[key]
              .split(/(\{\w+\})/)
              .map((part, i) => (i % 2 ? part : pseudoText(part)))
              .join('')}]`
          : catalogue[locale as Exclude<UiLocale, 'qps'>][key];
      return values
        ? template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`))
        : template;
    };
  };
}
