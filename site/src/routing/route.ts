import { isBrand, isLanguage, type Brand, type Language } from '@cepa/core';

/** The language a path is in: its first segment (/es/..., /en/...), or none for the bare root. */
export function languageOfPath(pathname: string): Language | null {
  const first = pathname.split('/')[1] ?? '';
  return isLanguage(first) ? first : null;
}

/**
 * The brand a host serves: each brand has its own domain; a host starting with a brand id
 * ("brava.localhost", "brava.example.com") serves that brand, anything else the configured one.
 */
export function brandOfHost(hostname: string, fallback: Brand): Brand {
  const first = hostname.split('.')[0] ?? '';
  return isBrand(first) ? first : fallback;
}
