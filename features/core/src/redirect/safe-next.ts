const probeOrigin = 'https://cepa.invalid';

/**
 * A path or address from the address bar, the content system or the backend, as the same-site path a
 * browser would follow ("/club/orders?tab=2#top"), or null when it would lead anywhere else or run
 * anything: absolute and protocol-relative URLs (an absolute URL on `siteOrigin` gives its path),
 * schemes such as javascript: and data:, backslash tricks, control characters and whitespace, encoded
 * variants of all of these, and dot segments that end in "//" ("/.//evil.example", "/x/..//evil"). The
 * value is parsed the way the browser will parse it, then the result is parsed again and must still
 * be on the site: nothing raw reaches `href`, `location` or a payment provider's return URL.
 */
export function sameSitePath(value: unknown, siteOrigin?: string): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  // A raw space, control character or backslash is not part of an address a link would produce
  // (browsers strip tabs and newlines inside URLs, joining what they split, and read "\" as "/").
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f-\u009f\u2028\u2029\\]/.test(value)) return null;
  // Decode repeatedly so that %2F%2F, %252F%252F and friends are judged by what a browser would follow.
  let decoded = value;
  for (let i = 0; i < 3; i++) {
    let once: string;
    try {
      once = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (once === decoded) break;
    decoded = once;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029\\]/.test(decoded) || decoded.startsWith('//')) return null;
  const origin = siteOrigin ? new URL(siteOrigin).origin : probeOrigin;
  if (!value.startsWith('/') && !(siteOrigin && /^https?:\/\//i.test(value))) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments resolved ("/.//x" is "//x"): the path must still be a path of this site.
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  if (new URL(path, probeOrigin).origin !== probeOrigin) return null;
  return path;
}

/** `next` as a same-site path (see `sameSitePath`), otherwise the fallback. */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  return sameSitePath(next) ?? fallback;
}

/** The login address that brings the member back to `fullPath` afterwards. */
export function loginPathFor(fullPath: string): string {
  return `/login?next=${encodeURIComponent(safeNextPath(fullPath))}`;
}
