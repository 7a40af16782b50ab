import { z } from 'zod/mini';

export const brandIds = ['solera', 'brava'] as const;
export type Brand = (typeof brandIds)[number];
export const languages = ['es', 'en'] as const;
export type Language = (typeof languages)[number];

const configSchema = z.object({
  /** The brand this build serves when the address does not say otherwise. */
  brand: z.enum(brandIds),
  defaultLanguage: z.enum(languages),
  /** Base of every backend call; the embedded backend answers on the same origin under /api. */
  apiBase: z.string(),
  /** Whether the embedded backend answers the calls (no real API base given). */
  embeddedBackend: z.boolean(),
  /** Stripe publishable key; empty means the embedded test payment provider stands in. */
  stripePublishableKey: z.string(),
  /** Captcha site key; empty means a local token stands in and no script is loaded. */
  captchaSiteKey: z.string(),
  /** Tag-manager container id; empty means events only go to the in-page data layer. */
  tagManagerId: z.string(),
});

export type Config = z.infer<typeof configSchema>;

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
  return configSchema.parse({
    brand: env.VITE_BRAND || 'solera',
    defaultLanguage: env.VITE_DEFAULT_LANGUAGE || 'es',
    apiBase: env.VITE_API_BASE || '/api',
    embeddedBackend: usesEmbeddedBackend(env),
    stripePublishableKey: env.VITE_STRIPE_PUBLISHABLE_KEY || '',
    captchaSiteKey: env.VITE_CAPTCHA_SITE_KEY || '',
    tagManagerId: env.VITE_TAG_MANAGER_ID || '',
  });
}

export const config: Config = readConfig(import.meta.env ?? {});
