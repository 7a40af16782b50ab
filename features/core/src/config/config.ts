export const brandIds = ['solera', 'brava'] as const;
export type Brand = (typeof brandIds)[number];
/**
 * The site's languages: the one list that routes' languages, the language switch, hreflang, the locales
 * numbers and dates are written in, the contracts' language fields and the embedded backend's content
 * follow (ARCHITECTURE.md, "A language, added"). What each is to the site lives where it is used, in a
 * `Record<Language, …>` the type checker asks to complete: its locale (`intlLocale`, `@cepa/core/i18n`),
 * its name in itself (`languageNames`, `@cepa/core/i18n`). The first is the default.
 */
export const languages: readonly [Language, ...Language[]] =
  import.meta.env?.CEPA_PSEUDO_LANGUAGE === '1' ? ['es', 'en', 'qps'] : ['es', 'en'];
export type Language = 'es' | 'en' | PseudoLanguage;

/**
 * The pseudo-language, a development-only language of the list: the English catalogues accented, a third
 * longer and bracketed (`tools/pseudo-messages.ts`), so that a screen shown in it tells a text from a
 * catalogue from one written into the code, and a layout that breaks on a longer language. `qps` is in
 * BCP 47's private-use range (qaa–qtz; Windows' pseudo-locales are `qps-ploc`…), so never a real language.
 * The type has it, so every `Record<Language, …>` asks for it; the list has it only where the build says
 * so (`CEPA_PSEUDO_LANGUAGE`, which `precompiledMessages` in tools/vite-messages.ts defines: the dev
 * server, Storybook, the unit tests), so a production build routes, links and lists only es and en.
 */
export type PseudoLanguage = 'qps';
export const pseudoLanguage: PseudoLanguage = 'qps';
/**
 * The languages a person writes: every language but the pseudo one, whose texts are made from the English
 * (`inLanguage`, `pathIn`, @cepa/core/i18n). Content written for each language is a `Record<WrittenLanguage, …>`.
 */
export type WrittenLanguage = Exclude<Language, PseudoLanguage>;

/**
 * A page's versions in the site's other languages, as its content lists them (`alternates`): each
 * language but `language`, with the path `pathIn` gives it. The embedded backend's pages are written with it.
 */
export function alternatesOf(language: Language, pathIn: (other: Language) => string) {
  return languages
    .filter((other) => other !== language)
    .map((other) => ({ language: other, path: pathIn(other) }));
}

/** Whether a value (a query, a host's first label, a setting) names one of the site's brands. */
export function isBrand(value: unknown): value is Brand {
  return (brandIds as readonly unknown[]).includes(value);
}

/** Whether a value (a query, a path's first segment, a setting) names one of the site's languages. */
export function isLanguage(value: unknown): value is Language {
  return (languages as readonly unknown[]).includes(value);
}

/**
 * The build's configuration, from Vite's env (VITE_*). Checked by hand, not with a schema: every page
 * reads it, and the browser should load no schema library before its first call. Which backend answers
 * is not in it: that is decided when the server starts (`CEPA_BACKEND_URL`), so one build serves any
 * environment (`embeddedBackendAnswers`).
 */
export type Config = {
  /** The brand this build serves when the address does not say otherwise. */
  brand: Brand;
  defaultLanguage: Language;
  /** Base of every call the browser makes: the site's own origin, which proxies it to the backend. */
  apiBase: string;
  /** Stripe publishable key; empty means the embedded test payment provider stands in. */
  stripePublishableKey: string;
  /** Captcha site key; empty means a local token stands in and no script is loaded. */
  captchaSiteKey: string;
};

type Env = Record<string, string | boolean | undefined>;

/** The attribute of `<html>` by which the server tells the browser that the embedded backend answers. */
export const embeddedBackendAttribute = 'data-backend';

/**
 * Whether the backend that answers is Cepa's embedded one, whose test card provider and stand-in video
 * player stand in for the real services. The server knows it from how it was started
 * (`CEPA_BACKEND_EMBEDDED=1`, which the production server sets once the backend named itself the embedded
 * one, `site/server/serve.ts`) and
 * says it in the page (`<html data-backend="embedded">`); Storybook, where the embedded backend
 * always answers, sets the same attribute.
 */
export function embeddedBackendAnswers(): boolean {
  if (typeof document !== 'undefined')
    return document.documentElement.getAttribute(embeddedBackendAttribute) === 'embedded';
  return typeof process !== 'undefined' && process.env.CEPA_BACKEND_EMBEDDED === '1';
}

/**
 * Which card form a page shows: Stripe's with a publishable key; the embedded test provider's only
 * when the embedded backend answers (it posts card numbers to it); otherwise none: payment is
 * unavailable.
 */
export function paymentProviderOf(stripePublishableKey: string, embeddedBackend: boolean) {
  if (stripePublishableKey) return 'stripe' as const;
  return embeddedBackend ? ('embedded' as const) : ('unavailable' as const);
}

/**
 * Why the production server must not start, or null: against a real backend the card payment needs
 * Stripe's publishable key, which is part of the build (fail closed: never offer the embedded test
 * card form, nor no card form at all, against a real backend).
 */
export function productionConfigProblem(options: {
  embeddedBackend: boolean;
  stripePublishableKey: string;
  backendUrl: string;
}): string | null {
  if (options.embeddedBackend || options.stripePublishableKey) return null;
  return (
    `CEPA_BACKEND_URL names a real backend (${options.backendUrl}) but this build has no ` +
    'VITE_STRIPE_PUBLISHABLE_KEY: card payment would be unavailable. Build with the key, or start ' +
    'without CEPA_BACKEND_URL for the embedded backend.'
  );
}

/** Reads the configuration from Vite's env (VITE_*). */
export function readConfig(env: Env): Config {
  return {
    brand: oneOf('VITE_BRAND', env.VITE_BRAND || 'solera', brandIds),
    defaultLanguage: oneOf('VITE_DEFAULT_LANGUAGE', env.VITE_DEFAULT_LANGUAGE || 'es', languages),
    apiBase: '/api',
    stripePublishableKey: text('VITE_STRIPE_PUBLISHABLE_KEY', env.VITE_STRIPE_PUBLISHABLE_KEY || ''),
    captchaSiteKey: text('VITE_CAPTCHA_SITE_KEY', env.VITE_CAPTCHA_SITE_KEY || ''),
  };
}

function oneOf<const T extends string>(name: string, value: unknown, allowed: readonly T[]): T {
  if ((allowed as readonly unknown[]).includes(value)) return value as T;
  throw new Error(`${name}=${String(value)} is not one of ${allowed.join(', ')}`);
}

function text(name: string, value: unknown): string {
  if (typeof value === 'string') return value;
  throw new Error(`${name} must be text, not ${typeof value}`);
}

export const config: Config = readConfig(import.meta.env ?? {});
