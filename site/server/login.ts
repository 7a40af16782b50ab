import type { Request, Response } from 'express';
import { config } from '@cepa/core/config';
import { safeNextPath } from '@cepa/core/redirect';
import { routeName } from '@cepa/core/http';
import { layoutRoutes } from '@cepa/layout/routes';
import { languageOfPath } from '../src/routing/route';
import { observeBackendCall, outcomeOf } from '../src/server/backend-calls';
import { rateLimitedOf } from './rate-limits';
import { currentTrace, traceHeaders } from '../src/server/request-context';

const loginCall = routeName(layoutRoutes.login);

/** `Retry-After` in seconds (a number of them; a date is read as none), or undefined. */
export function retryAfterOf(value: string | null | undefined): number | undefined {
  const seconds = Number(value);
  return value && Number.isInteger(seconds) && seconds > 0 ? seconds : undefined;
}

/**
 * The address of the home page that frames `/login` (its header, banner and footer): the home of the
 * language of `next`, as the login page's data hook frames it.
 */
export function loginFrameAddress(req: Request): string {
  const next = safeNextPath(typeof req.query.next === 'string' ? req.query.next : null);
  return `/${languageOfPath(next) ?? config.defaultLanguage}/`;
}

export type LoginFailure = 'invalidCredentials' | 'tooManyAttempts' | 'unknownError';

/**
 * Whether a form post may come from where it says: a browser names the page that sent it (`Origin`,
 * which current browsers send with every form post, else `Sec-Fetch-Site` or the `Referer`), and it must
 * be the site itself: a page on another site must not log a visitor into an account of its choosing
 * (login CSRF), nor send forms in their name. A client that names none is no browser (curl, a script):
 * it can only act with its own cookies, so it is let through.
 */
export function postedFromTheSite(req: Request, protocol: 'http' | 'https'): boolean {
  const own = `${protocol}://${req.headers.host ?? ''}`;
  const origin = req.headers.origin;
  if (origin) return origin === own;
  const site = req.headers['sec-fetch-site'];
  if (site) return site === 'same-origin';
  const referer = req.headers.referer;
  if (referer) return referer === own || referer.startsWith(`${own}/`);
  return true;
}

/** The failure a login answer stands for, as the login page shows it (the browser's `loginErrorOutcome`). */
export function loginFailureOf(status: number, body: unknown): LoginFailure {
  const detail = (body as { detail?: unknown } | null)?.detail;
  if (status === 401 || detail === 'INVALID_CREDENTIALS') return 'invalidCredentials';
  if (status === 429) return 'tooManyAttempts';
  return 'unknownError';
}

export type LoginOptions = {
  backendUrl: string;
  timeoutMs: number;
  protocolOf: (req: Request) => 'http' | 'https';
  /** Renders the login page again with what failed and the e-mail typed, with `status`. */
  renderAgain: (
    req: Request,
    res: Response,
    attempt: { email: string; failure: LoginFailure; retryAfterSeconds?: number },
    status: number,
  ) => Promise<void>;
};

/**
 * `POST /login`: the login form sent the browser's way (without JavaScript, or before the page's code
 * runs). The server logs in through the backend's login call (JSON, with the visitor's cookie), passes
 * its session cookie on and answers 303 to `next` (a same-site path only); a refusal renders the login
 * page again with the SPEC's message and the e-mail kept.
 */
export function loginByForm({ backendUrl, timeoutMs, protocolOf, renderAgain }: LoginOptions) {
  return async (req: Request, res: Response) => {
    const protocol = protocolOf(req);
    if (!postedFromTheSite(req, protocol)) {
      res.status(403).set('Cache-Control', 'no-store').type('text').send('Forbidden');
      return;
    }
    const fields = (req.body ?? {}) as Record<string, unknown>;
    const email = typeof fields.email === 'string' ? fields.email.trim() : '';
    const password = typeof fields.password === 'string' ? fields.password : '';
    const next = safeNextPath(typeof req.query.next === 'string' ? req.query.next : null, '/');
    // Tried too often from this client (the site's limits, site/server/rate-limits.ts): not sent on.
    const limited = rateLimitedOf(res);
    if (limited)
      return renderAgain(
        req,
        res,
        { email, failure: 'tooManyAttempts', retryAfterSeconds: limited.retryAfterSeconds },
        429,
      );
    if (!email || !password) return renderAgain(req, res, { email, failure: 'invalidCredentials' }, 400);
    let answer: globalThis.Response;
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      answer = await fetch(`${backendUrl.replace(/\/+$/, '')}/club/login/`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          ...(req.headers.cookie ? { Cookie: req.headers.cookie } : {}),
          'X-Forwarded-Host': req.headers.host ?? '',
          'X-Forwarded-Proto': protocol,
          ...traceHeaders(currentTrace()),
        },
        body: JSON.stringify({ email: email.toLowerCase(), password }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      observeBackendCall(loginCall, outcomeOf(undefined, error), undefined, seconds());
      return renderAgain(req, res, { email, failure: 'unknownError' }, 503);
    }
    observeBackendCall(loginCall, outcomeOf(answer.status), answer.status, seconds());
    const body: unknown = await answer.json().catch(() => null);
    if (!answer.ok) {
      const failure = loginFailureOf(answer.status, body);
      const retryAfterSeconds =
        failure === 'tooManyAttempts' ? retryAfterOf(answer.headers.get('retry-after')) : undefined;
      return renderAgain(
        req,
        res,
        { email, failure, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) },
        failure === 'tooManyAttempts' ? 429 : failure === 'invalidCredentials' ? 400 : 502,
      );
    }
    res.set('Cache-Control', 'no-store');
    const cookies = answer.headers.getSetCookie();
    if (cookies.length) res.setHeader('Set-Cookie', cookies);
    res.redirect(303, next);
  };
}
