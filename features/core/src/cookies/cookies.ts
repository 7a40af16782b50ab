export type CookieOptions = {
  /** Lifetime in seconds; omitted for a session cookie. */
  maxAge?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict';
  /** Defaults to true on https pages; a cookie is never sent over plain http when this holds. */
  secure?: boolean;
};

/** Serialises a cookie with every attribute written out, never relying on browser defaults. */
export function serializeCookie(
  name: string,
  value: string,
  options: CookieOptions = {},
  isHttps = true,
): string {
  if (!/^[\w-]+$/.test(name)) throw new Error(`Invalid cookie name: ${name}`);
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure ?? isHttps) parts.push('Secure');
  return parts.join('; ');
}

export function parseCookies(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const key = part.slice(0, index).trim();
    if (!key) continue;
    try {
      out[key] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      out[key] = part.slice(index + 1).trim();
    }
  }
  return out;
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return parseCookies(document.cookie)[name];
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  document.cookie = serializeCookie(name, value, options, window.location.protocol === 'https:');
}

export const oneYear = 60 * 60 * 24 * 365;
