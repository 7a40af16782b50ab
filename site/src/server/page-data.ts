import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import {
  config,
  createClient,
  isApiError,
  fetchPageContent,
  reportError,
  type Brand,
  type Language,
  type Member,
} from '@cepa/core';
import { fetchMember } from '@cepa/core/session-api';
import { originOfHost } from '../routing/origins';
import { backendCallName, observeBackendCall, outcomeOf } from './backend-calls';
import { currentTrace, traceHeaders } from './request-context';
import { asFrame, type ErrorReason } from '../site-data';
import type { PostedForm } from '@cepa/core/form';

/**
 * The backend's base for calls made on the server: `CEPA_BACKEND_URL`, which the production server
 * (`site/server/main.ts`) and the dev server always set (to the embedded backend's process when no
 * real backend is named). The browser never calls it: it calls the site's own `/api`, which the server
 * proxies there.
 */
export function serverApiBase(): string {
  const base = process.env.CEPA_BACKEND_URL;
  if (base) return base;
  throw new Error('CEPA_BACKEND_URL is not set: the server does not know where its backend answers');
}

/**
 * How long a call made while rendering may take (`CEPA_BACKEND_TIMEOUT_MS`, 3 s by default): a slow or
 * dead backend gives the error page in bounded time instead of holding the visitor and the process.
 */
export function backendTimeoutMs(): number {
  const ms = Number(process.env.CEPA_BACKEND_TIMEOUT_MS);
  return Number.isFinite(ms) && ms > 0 ? ms : 3000;
}

/**
 * A client of the backend for calls made on the server: `headers` on every call, the request's id and
 * trace (`traceHeaders`), every call cut at `timeoutMs`, and counted in the metrics by its name and outcome.
 */
export function backendClient(base: string, timeoutMs: number, headers: Record<string, string> = {}) {
  const basePath = new URL(base).pathname.replace(/\/+$/, '');
  return createClient(base)
    .headers(headers)
    .middlewares([
      (next) => async (url, options) => {
        const name = backendCallName(options.method ?? 'GET', new URL(url).pathname.slice(basePath.length));
        const started = performance.now();
        const seconds = () => (performance.now() - started) / 1000;
        try {
          const response = await next(url, {
            ...options,
            headers: { ...options.headers, ...traceHeaders(currentTrace()) },
            signal: AbortSignal.timeout(timeoutMs),
          });
          observeBackendCall(name, outcomeOf(response.status), response.status, seconds());
          return response;
        } catch (error) {
          observeBackendCall(name, outcomeOf(undefined, error), undefined, seconds());
          throw error;
        }
      },
    ]);
}

/**
 * A client made for one request: the visitor's cookie goes along (a member's page is the member's),
 * the host the visitor asked for too (the backend builds the other brand's addresses from it), every
 * call is cut at the time budget, and nothing of it outlives the request.
 */
export function clientFor(pageContext: PageContextServer) {
  const { cookie, host } = pageContext.headers ?? {};
  return backendClient(serverApiBase(), backendTimeoutMs(), {
    ...(cookie ? { Cookie: cookie } : {}),
    ...(host ? { 'X-Forwarded-Host': host } : {}),
  });
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

/** A failure where the backend gave no answer in time (down, unreachable, or over the time budget). */
export const backendDidNotAnswer = (error: unknown) => isApiError(error) && error.kind === 'network';

/**
 * The brand of the host the request came to, one of the configured origins exactly (the production
 * server refuses any other host with 421 before anything renders; the dev server takes the build's brand).
 */
export function brandOf(pageContext: PageContextServer): Brand {
  return originOfHost(pageContext.headers?.host)?.brand ?? config.brand;
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

/**
 * Ends the request with the error page of `status` (SPEC §2), framed in the language's layout; without
 * the frame when the backend did not answer (`unanswered`), since it would not answer for the frame
 * either and the visitor would wait a second time budget.
 */
export async function errorPage(
  status: number,
  language: Language,
  brand: Brand,
  pageContext: PageContextServer,
  { unanswered = false } = {},
) {
  const frame = unanswered ? null : await frameOf(language, brand, pageContext);
  // The frame's footer newsletter sent from the error page without JavaScript: what came of it.
  const { postedForm } = pageContext as { postedForm?: PostedForm };
  const reference = status >= 500 ? currentTrace()?.id : undefined;
  const reason: ErrorReason = {
    brand,
    language,
    frame,
    ...(frame && postedForm ? { postedForm } : {}),
    ...(reference ? { reference } : {}),
  };
  return render(status as 404, reason as unknown as string);
}
