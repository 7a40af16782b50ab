import { createContext, useContext, useMemo } from 'react';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { UiLocaleProvider } from '@cepa/ui';
import type { Language, PseudoLanguage } from '../config/config';

const LanguageContext = createContext<Language | null>(null);

/** The locale each language's numbers, dates and prices are written in: one for each of `languages`. */
export const intlLocale: Record<Language, string> = {
  es: 'es-ES',
  en: 'en-GB',
  // The pseudo-language is English made longer. Only where the build has it (tools/vite-messages.ts): the
  // condition is a constant there, so a production build holds neither the entry nor the condition.
  ...(import.meta.env.CEPA_PSEUDO_LANGUAGE === '1' ? { qps: 'en-GB' } : ({} as { qps: string })),
};

/**
 * Each language's name in itself, as the language switch shows it on every page ("English" on a Spanish
 * page, "Español" on an English one) and Storybook's language toolbar lists it: one for each of `languages`,
 * the same in every catalogue, so not in one.
 */
export const languageNames: Record<Language, string> = {
  es: 'Español',
  en: 'English',
  // The pseudo-language written as it writes its texts (`pseudoMessageText`, @cepa/ui), where the build has it.
  ...(import.meta.env.CEPA_PSEUDO_LANGUAGE === '1' ? { qps: '[Ƥşḗḗŭŭḓǿǿ]' } : ({} as { qps: string })),
};

/** Sets the page's language for every slice's messages and for the ui's own assistive text. */
export function I18nProvider({ language, children }: { language: Language; children: React.ReactNode }) {
  return (
    <LanguageContext value={language}>
      <UiLocaleProvider locale={language}>{children}</UiLocaleProvider>
    </LanguageContext>
  );
}

export function useLanguage(): Language {
  const language = useContext(LanguageContext);
  if (!language) throw new Error('useLanguage must be used inside <I18nProvider>');
  return language;
}

// Catalogues arrive precompiled (tools/vite-messages.ts) as ICU ASTs; plain strings work too (unit tests).
type Catalogue = Record<string, unknown>;

/**
 * Declares a slice's message catalogue in each language and returns its hook. The hook gives a
 * translator for the page's language: `t('layout.footer.title', { brand })`. The pseudo-language's is made
 * from the English one by the build (`./messages/qps.json`), so its ids are not checked here.
 */
export function defineMessages<C extends Catalogue>(
  catalogues: Record<Exclude<Language, PseudoLanguage>, C> & Record<PseudoLanguage, Catalogue>,
) {
  const cache = createIntlCache();
  const intls = new Map<Language, IntlShape>();
  const intlFor = (language: Language) => {
    let intl = intls.get(language);
    if (!intl) {
      intl = createIntl(
        {
          locale: intlLocale[language],
          defaultLocale: intlLocale.es,
          messages: catalogues[language] as Record<string, never>,
          onError: (error) => {
            // A missing id is a defect the catalogue check catches; never show a raw id silently in tests.
            if (import.meta.env?.MODE !== 'production') console.error(error.message);
          },
        },
        cache,
      );
      intls.set(language, intl);
    }
    return intl;
  };
  function useMessages() {
    const language = useLanguage();
    return useMemo(() => {
      const intl = intlFor(language);
      const t = (id: keyof C & string, values?: Record<string, string | number | React.ReactNode>) =>
        intl.formatMessage({ id }, values as Record<string, string>) as string;
      return Object.assign(t, { intl, language });
    }, [language]);
  }
  return Object.assign(useMessages, { intlFor });
}
