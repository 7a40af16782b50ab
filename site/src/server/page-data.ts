import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import {
  config,
  createClient,
  fetchPageContent,
  reportError,
  type Brand,
  type Language,
  type Member,
} from '@cepa/core';
import { fetchMember } from '@cepa/core/session-api';
import { brandOfHost } from '../routing';
import { asFrame, type ErrorReason } from '../site-data';

/**
 * The backend's base for calls made on the server: the real backend's absolute address
 * (`VITE_API_BASE`), or the embedded backend that the same server answers under /api, on the address
 * the server listens on (`CEPA_INTERNAL_API_BASE`, set by the production and dev servers).
 */
export function serverApiBase(): string {
  const internal = process.env.CEPA_INTERNAL_API_BASE;
  if (internal) return internal;
  if (/^https?:\/\//.test(config.apiBase)) return config.apiBase;
  throw new Error('CEPA_INTERNAL_API_BASE is not set: the server does not know where its backend answers');
}

/**
 * A client made for one request: the visitor's cookie goes along (a member's page is the member's),
 * and nothing of it outlives the request.
 */
export function clientFor(pageContext: PageContextServer) {
  const cookie = pageContext.headers?.cookie;
  return createClient(serverApiBase()).headers(cookie ? { Cookie: cookie } : {});
}

/**
 * Who is logged in, asked with the request's cookie: nobody without a cookie; nobody when the call
 * fails (SPEC §6), as in the browser.
 */
export async function memberOf(pageContext: PageContextServer): Promise<Member | null> {
  if (!pageContext.headers?.cookie) return null;
  try {
    return await fetchMember({ client: clientFor(pageContext) });
  } catch (error) {
    reportError(error, 'session: reading who is logged in');
    return null;
  }
}

/** The brand of the host the request came to ("brava.localhost" → brava). */
export function brandOf(pageContext: PageContextServer): Brand {
  return brandOfHost((pageContext.headers?.host ?? '').split(':')[0] ?? '', config.brand);
}

/** The language's home page content as a frame for pages without content of their own, or null. */
export async function frameOf(language: Language, brand: Brand, pageContext: PageContextServer) {
  try {
    return asFrame(
      await fetchPageContent(`/${language}/`, language, brand, { client: clientFor(pageContext) }),
    );
  } catch (error) {
    reportError(error, 'site: loading the frame of a page without content');
    return null;
  }
}

/** Ends the request with the error page of `status` (SPEC §2), framed in the language's layout. */
export async function errorPage(
  status: number,
  language: Language,
  brand: Brand,
  pageContext: PageContextServer,
) {
  const reason: ErrorReason = { brand, language, frame: await frameOf(language, brand, pageContext) };
  return render(status as 404, reason as unknown as string);
}
