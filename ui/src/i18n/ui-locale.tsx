import { useContext } from 'react';
import { UiLocaleContext, type UiLocale } from './ui-locale-context';

export type { UiLocale };

/** Sets the language of the assistive text that ui components own. Defaults to Spanish. */
export function UiLocaleProvider({ locale, children }: { locale: UiLocale; children: React.ReactNode }) {
  return <UiLocaleContext value={locale}>{children}</UiLocaleContext>;
}

export function useUiLocale(): UiLocale {
  return useContext(UiLocaleContext);
}
