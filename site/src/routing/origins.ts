import { brandIds, isBrand, type Brand } from '@cepa/core';

/** One public address of a brand: `https://www.casasolera.example` serves Casa Solera. */
export type SiteOrigin = { brand: Brand; origin: string; host: string };

/**
 * The addresses each brand is served at, from `CEPA_SITE_ORIGINS`
 * (`solera=https://www.casasolera.example,brava=https://www.islabrava.example`; a brand may have more
 * than one, its first is the canonical one). Without it, this machine's: 127.0.0.1 and localhost for
 * Casa Solera, brava.localhost for Isla Brava, on the server's port. A request's host must be one of
 * them exactly: the brand comes from it, never from a prefix, and the canonical and hreflang addresses
 * from the configuration, never from the request's headers (a shared cache keeps what is written).
 */
export function parseSiteOrigins(value: string | undefined, port: number): SiteOrigin[] {
  const text =
    value?.trim() ||
    `solera=http://127.0.0.1:${port},solera=http://localhost:${port},brava=http://brava.localhost:${port}`;
  return text.split(',').map((entry) => {
    const [brand, address] = entry.trim().split('=');
    if (!isBrand(brand))
      throw new Error(`CEPA_SITE_ORIGINS: "${entry}" names no brand (${brandIds.join(', ')})`);
    let url: URL;
    try {
      url = new URL(address ?? '');
    } catch {
      throw new Error(`CEPA_SITE_ORIGINS: "${entry}" is not brand=scheme://host`);
    }
    if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username)
      throw new Error(`CEPA_SITE_ORIGINS: "${entry}" must be an origin alone (https://host[:port])`);
    return { brand, origin: url.origin, host: url.host };
  });
}

/** The configured origins of this process (`CEPA_SITE_ORIGINS`, `PORT`), read once. */
let configured: SiteOrigin[] | undefined;
export function siteOrigins(): SiteOrigin[] {
  configured ??= parseSiteOrigins(process.env.CEPA_SITE_ORIGINS, Number(process.env.PORT ?? 4173));
  return configured;
}

/** The configured origin a request's `Host` names exactly, or null (the server answers 421). */
export function originOfHost(host: string | undefined, origins = siteOrigins()): SiteOrigin | null {
  const wanted = (host ?? '').trim().toLowerCase();
  return origins.find((origin) => origin.host === wanted) ?? null;
}

/** A brand's canonical origin: its first configured one. */
export function canonicalOrigin(brand: Brand, origins = siteOrigins()): string | null {
  return origins.find((origin) => origin.brand === brand)?.origin ?? null;
}
