export const brandIds = ['solera', 'brava'] as const;
export type Brand = (typeof brandIds)[number];
export const languages = ['es', 'en'] as const;
export type Language = (typeof languages)[number];

/**
 * The build's configuration, from Vite's env (VITE_*). Checked by hand, not with a schema: every page
 * reads it, and the browser should load no schema library before its first call.
 */
export type Config = {
  /** The brand this build serves when the address does not say otherwise. */
  brand: Brand;
  defaultLanguage: Language;
  /** Base of every backend call; the embedded backend answers on the same origin under /api. */
  apiBase: string;
  /** Whether the embedded backend answers the calls (no real API base given). */
  embeddedBackend: boolean;
  /** Stripe publishable key; empty means the embedded test payment provider stands in. */
  stripePublishableKey: string;
  /** Captcha site key; empty means a local token stands in and no script is loaded. */
  captchaSiteKey: string;
  /** Tag-manager container id; empty means events only go to the in-page data layer. */
  tagManagerId: string;
};

type Env = Record<string, string | boolean | undefined>;

/** A real backend is named by its API base; without one (or with `/api`) the embedded backend answers. */
export function usesEmbeddedBackend(env: Env): boolean {
  return !env.VITE_API_BASE || env.VITE_API_BASE === '/api';
}

/**
 * Which card form a build shows: Stripe's with a publishable key; the embedded test provider's only
 * with the embedded backend (it posts card numbers to it); otherwise none: payment is unavailable.
 */
export function paymentProviderOf(config: Pick<Config, 'stripePublishableKey' | 'embeddedBackend'>) {
  if (config.stripePublishableKey) return 'stripe' as const;
  return config.embeddedBackend ? ('embedded' as const) : ('unavailable' as const);
}

/**
 * Why a production build must not be made, or null: against a real backend the card payment needs
 * Stripe's publishable key (fail closed: never ship the embedded test card form with a real backend).
 */
export function productionConfigProblem(env: Env): string | null {
  if (usesEmbeddedBackend(env) || env.VITE_STRIPE_PUBLISHABLE_KEY) return null;
  return (
    `VITE_API_BASE names a real backend (${String(env.VITE_API_BASE)}) but VITE_STRIPE_PUBLISHABLE_KEY is not set: ` +
    'card payment would be unavailable. Set the key, or build without VITE_API_BASE for the embedded backend.'
  );
}

/** Reads the configuration from Vite's env (VITE_*), with defaults that point at the embedded backend. */
export function readConfig(env: Env): Config {
  return {
    brand: oneOf('VITE_BRAND', env.VITE_BRAND || 'solera', brandIds),
    defaultLanguage: oneOf('VITE_DEFAULT_LANGUAGE', env.VITE_DEFAULT_LANGUAGE || 'es', languages),
    apiBase: text('VITE_API_BASE', env.VITE_API_BASE || '/api'),
    embeddedBackend: usesEmbeddedBackend(env),
    stripePublishableKey: text('VITE_STRIPE_PUBLISHABLE_KEY', env.VITE_STRIPE_PUBLISHABLE_KEY || ''),
    captchaSiteKey: text('VITE_CAPTCHA_SITE_KEY', env.VITE_CAPTCHA_SITE_KEY || ''),
    tagManagerId: text('VITE_TAG_MANAGER_ID', env.VITE_TAG_MANAGER_ID || ''),
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
