/**
 * Returns `next` when it is a same-site path ("/club/orders?tab=2#top"), otherwise the fallback.
 * Rejects absolute and protocol-relative URLs, backslash tricks, encoded variants of those, schemes
 * such as javascript:, control characters and whitespace. The result always starts with a single "/".
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > 2048) return fallback;
  // Decode repeatedly so that %2F%2F, %252F%252F and friends are judged by what a browser would follow.
  let decoded = next;
  for (let i = 0; i < 3; i++) {
    let once: string;
    try {
      once = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (once === decoded) break;
    decoded = once;
  }
  for (const candidate of [next, decoded]) {
    if (!candidate.startsWith('/')) return fallback;
    if (candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
    if (candidate.includes('\\')) return fallback;
    // Control characters (browsers strip tabs and newlines inside URLs, joining what they split) and DEL.
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(candidate)) return fallback;
  }
  // A raw space is not part of a path a link would produce; an encoded one (%20) is.
  if (/\s/.test(next)) return fallback;
  // Resolve against a fixed origin: a path that lands anywhere else is not a same-site path.
  const origin = 'https://cepa.invalid';
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login address that brings the member back to `fullPath` afterwards. */
export function loginPathFor(fullPath: string): string {
  return `/login?next=${encodeURIComponent(safeNextPath(fullPath))}`;
}
