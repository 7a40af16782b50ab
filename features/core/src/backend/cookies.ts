/**
 * The embedded backend's cookies, with every attribute written out rather than left to browser
 * defaults: the whole site reads them (`Path=/`), no script does (`HttpOnly`), a cross-site post does
 * not carry them (`SameSite=Lax`), they end (`Max-Age`), and behind the site's TLS proxy they never
 * travel in clear (`Secure`).
 */

const day = 24 * 60 * 60;

/** How long a member stays logged in; the backend forgets the session then too. */
export const sessionMaxAgeSeconds = 30 * day;

/** How long a visitor is recognised (the basket, the bookings they may read back). */
export const visitorMaxAgeSeconds = 30 * day;

/**
 * Whether the browser reached the site over HTTPS: the request's own address, or, behind the site's
 * proxy that ends TLS, its `x-forwarded-proto` (the first value, the one facing the browser). Over
 * plain HTTP a browser would drop a `Secure` cookie.
 */
export function reachedOverHttps(request: Request): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return proto === 'https';
}

/** A `Set-Cookie` value for a cookie that lasts `maxAgeSeconds`. */
export function setCookie(name: string, value: string, request: Request, maxAgeSeconds: number): string {
  const secure = reachedOverHttps(request) ? '; Secure' : '';
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * A `Set-Cookie` value that removes the cookie, with the attributes it was set with: a browser
 * replaces a cookie only by one of the same name and path, and a `Secure` one only over HTTPS.
 */
export function clearCookie(name: string, request: Request): string {
  return setCookie(name, '', request, 0);
}
