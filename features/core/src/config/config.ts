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
  /** Stripe publishable key; empty means the embedded test payment provider stands in. */
  stripePublishableKey: z.string(),
  /** Captcha site key; empty means a local token stands in and no script is loaded. */
  captchaSiteKey: z.string(),
  /** Tag-manager container id; empty means events only go to the in-page data layer. */
  tagManagerId: z.string(),
});

export type Config = z.infer<typeof configSchema>;

/** Reads the configuration from Vite's env (VITE_*), with defaults that point at the embedded backend. */
export function readConfig(env: Record<string, string | boolean | undefined>): Config {
  return configSchema.parse({
    brand: env.VITE_BRAND || 'solera',
    defaultLanguage: env.VITE_DEFAULT_LANGUAGE || 'es',
    apiBase: env.VITE_API_BASE || '/api',
    stripePublishableKey: env.VITE_STRIPE_PUBLISHABLE_KEY || '',
    captchaSiteKey: env.VITE_CAPTCHA_SITE_KEY || '',
    tagManagerId: env.VITE_TAG_MANAGER_ID || '',
  });
}

export const config: Config = readConfig(import.meta.env ?? {});
