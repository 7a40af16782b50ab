import { createContext, useContext } from 'react';
import { uiStrings, type UiLocale, type UiStringKey } from './strings';

const UiLocaleContext = createContext<UiLocale>('es');

/** Sets the language of the assistive text that ui components own. Defaults to Spanish. */
export function UiLocaleProvider({ locale, children }: { locale: UiLocale; children: React.ReactNode }) {
  return <UiLocaleContext value={locale}>{children}</UiLocaleContext>;
}

export function useUiLocale(): UiLocale {
  return useContext(UiLocaleContext);
}

/** Returns a translator for the ui's own assistive strings, with {name} placeholders filled in. */
export function useUiStrings() {
  const locale = useContext(UiLocaleContext);
  return (key: UiStringKey, values?: Record<string, string | number>) => {
    const template: string = uiStrings[locale][key];
    return values
      ? template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''))
      : template;
  };
}
