import { HttpResponse, type RequestHandler } from 'msw';
import { backend, closeSession, members, openSession, sessionCookie } from '@cepa/core/backend';
import { newsletterPayloadSchema, type NewsletterPayload } from '../api';
import { bannerRoute, layoutRoutes } from '../routes';
import { credentialsSchema, fundingBannerEndpoint, initialSubscribers } from './fixtures';

/** Everyone on the newsletter list, per brand (`site`); stories and tests read what was sent here. */
export const newsletterSubscribers = backend.store<NewsletterPayload[]>(() => [...initialSubscribers]);

/** How many times the banner endpoint was called, per brand. */
export const bannerClosures = backend.store<string[]>(() => []);

const newsletter = backend.call(layoutRoutes.newsletter, async ({ request }) => {
  const parsed = newsletterPayloadSchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return HttpResponse.json({ detail: 'Invalid payload' }, { status: 400 });
  const payload = parsed.data;
  const email = payload.email.trim().toLowerCase();
  const already = newsletterSubscribers
    .get()
    .some((s) => s.site === payload.site && s.email.trim().toLowerCase() === email);
  if (already) return HttpResponse.json({ detail: 'Already registered' }, { status: 400 });
  newsletterSubscribers.set([...newsletterSubscribers.get(), payload]);
  return HttpResponse.json({ status: 'ok' });
});

const banner = backend.call(bannerRoute(fundingBannerEndpoint), ({ request }) => {
  const brand = new URL(request.url).searchParams.get('_brand') ?? '';
  bannerClosures.set([...bannerClosures.get(), brand]);
  return HttpResponse.json({ status: 'ok' });
});

// Cepa's own login: SPEC shows only logout; the session is a cookie set by this call.
const login = backend.call(layoutRoutes.login, async ({ request }) => {
  const parsed = credentialsSchema.safeParse(await request.json().catch(() => null));
  const email = parsed.success ? parsed.data.email.trim().toLowerCase() : '';
  const member = members.find(
    (m) => parsed.success && m.email === email && m.password === parsed.data.password,
  );
  if (!member) return HttpResponse.json({ detail: 'INVALID_CREDENTIALS' }, { status: 401 });
  const token = openSession(member);
  return HttpResponse.json(
    { status: 'ok' },
    { headers: { 'Set-Cookie': `${sessionCookie}=${token}; Path=/; HttpOnly; SameSite=Lax` } },
  );
});

const logout = backend.call(layoutRoutes.logout, ({ cookies }) => {
  closeSession({ cookies });
  return HttpResponse.json(
    { status: 'ok' },
    { headers: { 'Set-Cookie': `${sessionCookie}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` } },
  );
});

/** The layout slice's calls, by name, for faults: `backend.faults.set(layoutCalls.newsletter, ...)`. */
export const layoutCalls = {
  newsletter: newsletter.name,
  banner: banner.name,
  login: login.name,
  logout: logout.name,
} as const;

/** A page of content with the layout's parts, for stories and tests of other slices. */
export { layoutPage, type LayoutPageOptions } from './page-fixtures';

/** The layout slice's calls in the embedded backend. */
export const handlers: RequestHandler[] = [newsletter, banner, login, logout].map((call) => call.handler);
