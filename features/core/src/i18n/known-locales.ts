import { intlLocale } from './i18n';

/** The site's locales, as its languages and as the locales it formats in (`intlLocale`). */
const siteLocales = new Set<string>([...Object.keys(intlLocale), ...Object.values(intlLocale)]);

const answered = Symbol.for('cepa.knownLocales');

/**
 * Answers "which of these locales can you format?" for the site's own locales without asking the
 * engine: @formatjs asks `Intl.NumberFormat.supportedLocalesOf` (and `Intl.DateTimeFormat`'s) before
 * it formats a first message, and the browser answers by listing every locale it has, about 30 ms of
 * main thread in Chromium on this machine (four times that on Lighthouse's phone) on every page. Every
 * browser the site supports ships Spanish and English; any other question is the engine's to answer.
 * The site calls it once, in the browser, before any page code formats a message.
 */
export function answerSiteLocalesAhead() {
  for (const format of [Intl.NumberFormat, Intl.DateTimeFormat] as const) {
    const engine = format.supportedLocalesOf as typeof format.supportedLocalesOf & { [answered]?: true };
    if (engine[answered]) continue;
    const known = (
      locales?: string | readonly string[],
      options?: Intl.NumberFormatOptions & Intl.DateTimeFormatOptions,
    ): string[] => {
      const asked = typeof locales === 'string' ? [locales] : locales;
      if (Array.isArray(asked) && asked.length > 0 && asked.every((locale) => siteLocales.has(locale)))
        return [...new Set(asked)];
      return engine.call(format, locales as string | string[], options);
    };
    format.supportedLocalesOf = Object.assign(known, { [answered]: true as const });
  }
}
