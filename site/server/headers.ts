import type { IncomingHttpHeaders } from 'node:http';
import { videoHosts } from '@cepa/content/server';
import { tagManagerSources } from '@cepa/core/consent';

/** The address that takes the policy's violation reports. */
export const cspReportEndpoint = '/csp-reports';

/** Hosts a page may load scripts from and talk to, when the services' keys (or container) are set. */
export type ThirdParties = { stripe: boolean; captcha: boolean; tagManager?: boolean };

/**
 * How an HTML answer allows its inline scripts: by their hashes (an answer a shared cache may keep,
 * the same for every visitor), or by a nonce of its own (a private answer) besides.
 */
export type InlineScripts = { hashes: readonly string[]; nonce?: string };

/**
 * The Content-Security-Policy of an HTML answer: scripts only from the site and the inline scripts
 * this answer wrote (their hashes, and its nonce when it has one); Stripe's and the captcha provider's
 * hosts only when their keys are set, the tag manager's only when a container is named (it loads only
 * with the visitor's consent, `@cepa/core/consent`); never framed by another site.
 */
export function contentSecurityPolicy(inline: InlineScripts, third: ThirdParties): string {
  const script = ["'self'", ...inline.hashes, ...(inline.nonce ? [`'nonce-${inline.nonce}'`] : [])];
  const frame: string[] = [];
  const connect = ["'self'"];
  if (third.stripe) {
    script.push('https://js.stripe.com');
    frame.push('https://js.stripe.com', 'https://hooks.stripe.com');
    connect.push('https://api.stripe.com');
  }
  if (third.captcha) {
    script.push('https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/');
    frame.push('https://www.google.com/recaptcha/');
  }
  if (third.tagManager) {
    script.push(...tagManagerSources.script);
    connect.push(...tagManagerSources.connect);
  }
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    // Components position pop-ins with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src ${connect.join(' ')}`,
    // The CMS's video blocks play in frames from the video hosts it names.
    ['frame-src', "'self'", ...videoHosts.map((host) => `https://${host}`), ...frame].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Violations are reported to the site itself (site/server/reports.ts) by `report-uri`, which Chromium,
    // Firefox and WebKit all send. Not `report-to`: a browser that has it uses it instead, and Chromium's
    // Reporting API queued this site’s reports without ever sending one here (README, "Seen while it runs").
    `report-uri ${cspReportEndpoint}`,
  ].join('; ');
}

/** The headers every HTML answer carries, whatever its status. */
export function securityHeaders(
  inline: InlineScripts,
  third: ThirdParties,
  https: boolean,
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(inline, third),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    'X-Frame-Options': 'DENY',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** The member's session cookie: a request that carries it is a member's, and never cached. */
export const memberCookie = 'cepa_session';

export function hasMemberSession(headers: IncomingHttpHeaders): boolean {
  return (headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${memberCookie}=`));
}

/**
 * Cache-Control of a rendered page: an anonymous page that rendered is cacheable by a CDN for five
 * minutes and served stale for a day while it refreshes (browsers always ask again); a member's page
 * (rendered for a member, or asked with the member's session cookie), a redirect or an error never is.
 */
export function pageCacheControl(status: number, headers: IncomingHttpHeaders, forMember: boolean): string {
  if (status !== 200 || forMember || hasMemberSession(headers)) return 'private, no-store';
  return 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';
}
