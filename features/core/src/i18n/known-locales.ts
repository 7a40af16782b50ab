import { intlLocale } from './i18n';

/** The site's locales, as its languages and as the locales it formats in (`intlLocale`). */
const siteLocales = new Set<string>([...Object.keys(intlLocale), ...Object.values(intlLocale)]);

const answered = Symbol.for('cepa.knownLocales');

/** The languages the browser runs in, in their canonical form (none on a server). */
function browserLanguages(): string[] {
  if (typeof navigator === 'undefined') return [];
  try {
    return Intl.getCanonicalLocales([...(navigator.languages ?? []), navigator.language].filter(Boolean));
  } catch {
    return [];
  }
}

/**
 * Answers "which of these locales can you format?" for the site's own locales and the browser's own
 * languages without asking the engine: @formatjs asks `Intl.NumberFormat.supportedLocalesOf` (and
 * `Intl.DateTimeFormat`'s) before it formats a first message, react-aria asks about the browser's
 * language as it loads, and the browser answers by listing every locale it has, about 30 ms of main
 * thread in Chromium on this machine (four times that on Lighthouse's phone). Every browser the site
 * supports ships Spanish and English, and formats in the language it runs in; a malformed tag still
 * throws (the answer is the tags in their canonical form), and any other question is the engine's.
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
      const asked = Intl.getCanonicalLocales(locales as string | string[] | undefined);
      const own = new Set([...siteLocales, ...browserLanguages()]);
      if (asked.length > 0 && asked.every((locale) => own.has(locale))) return asked;
      return engine.call(format, locales as string | string[], options);
    };
    format.supportedLocalesOf = Object.assign(known, { [answered]: true as const });
  }
}
