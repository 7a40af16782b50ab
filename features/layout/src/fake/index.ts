import { HttpResponse } from 'msw';
import {
  appendBounded,
  backend,
  BoundedMap,
  callNames,
  closeSession,
  handlersOf,
  members,
  openSession,
  sessionClearCookie,
  sessionSetCookie,
  storeCap,
} from '@cepa/core/backend';
import { newsletterPayloadSchema, type NewsletterPayload } from '../api';
import { bannerRoute, layoutRoutes } from '../routes';
import { credentialsSchema, fundingBannerEndpoint, initialSubscribers } from './fixtures';

/** Everyone on the newsletter list, per brand (`site`); stories and tests read what was sent here. */
export const newsletterSubscribers = backend.store<NewsletterPayload[]>(() => [...initialSubscribers]);

/** How many times the banner endpoint was called, per brand. */
export const bannerClosures = backend.store<string[]>(() => []);

const newsletter = backend.call(layoutRoutes.newsletter, async ({ request }) => {
  const parsed = newsletterPayloadSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    return HttpResponse.json({ detail: 'INVALID_PAYLOAD', errors: parsed.error.issues }, { status: 400 });
  }
  const payload = parsed.data;
  const email = payload.email.trim().toLowerCase();
  const already = newsletterSubscribers
    .get()
    .some((s) => s.site === payload.site && s.email.trim().toLowerCase() === email);
  if (already) return HttpResponse.json({ detail: 'Already registered' }, { status: 400 });
  appendBounded(newsletterSubscribers.get(), payload, storeCap, initialSubscribers.length);
  return HttpResponse.json({ status: 'ok' });
});

const banner = backend.call(bannerRoute(fundingBannerEndpoint), ({ request }) => {
  const brand = new URL(request.url).searchParams.get('_brand') ?? '';
  appendBounded(bannerClosures.get(), brand);
  return HttpResponse.json({ status: 'ok' });
});

/** Failed logins per e-mail (their times), to slow down guessing: 5 a minute, then 429. */
export const failedLogins = backend.store(() => new BoundedMap<string, number[]>());
export const loginAttemptsPerMinute = 5;

/** Whether a request's body is declared JSON (`application/json`, parameters such as charset allowed). */
function declaresJson(request: Request): boolean {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json';
}

// Cepa's own login: SPEC shows only logout; the session is a cookie set by this call.
const login = backend.call(layoutRoutes.login, async ({ request }) => {
  // A page on another site can post a form or text/plain here without asking first, and would log
  // the visitor into an account of its choosing; JSON needs a CORS preflight, which is never granted.
  if (!declaresJson(request)) {
    return HttpResponse.json({ detail: 'UNSUPPORTED_MEDIA_TYPE' }, { status: 415 });
  }
  const parsed = credentialsSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) {
    return HttpResponse.json({ detail: 'INVALID_PAYLOAD', errors: parsed.error.issues }, { status: 400 });
  }
  const email = parsed.data.email.trim().toLowerCase();
  const now = Date.now();
  const recent = (failedLogins.get().get(email) ?? []).filter((at) => now - at < 60_000);
  if (recent.length >= loginAttemptsPerMinute) {
    return HttpResponse.json(
      { detail: 'TOO_MANY_ATTEMPTS' },
      { status: 429, headers: { 'Retry-After': '60' } },
    );
  }
  const member = members.find((m) => m.email === email && m.password === parsed.data.password);
  if (!member) {
    failedLogins.get().set(email, [...recent, now]);
    return HttpResponse.json({ detail: 'INVALID_CREDENTIALS' }, { status: 401 });
  }
  failedLogins.get().delete(email);
  const token = openSession(member);
  return HttpResponse.json({ status: 'ok' }, { headers: { 'Set-Cookie': sessionSetCookie(token, request) } });
});

const logout = backend.call(layoutRoutes.logout, ({ cookies, request }) => {
  closeSession({ cookies });
  return HttpResponse.json({ status: 'ok' }, { headers: { 'Set-Cookie': sessionClearCookie(request) } });
});

const calls = { newsletter, banner, login, logout };

/** The layout slice's calls, by name, for faults: `backend.faults.set(layoutCalls.newsletter, ...)`. */
export const layoutCalls = callNames(calls);

/** A page of content with the layout's parts, for stories and tests of other slices. */
export { layoutPage, type LayoutPageOptions } from './page-fixtures';

/** The layout slice's calls in the embedded backend. */
export const handlers = handlersOf(calls);
