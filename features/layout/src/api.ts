import { z } from 'zod/mini';
import { isApiError, routeName, send, tooManyAttemptsOf, type SendOptions } from '@cepa/core/http';
import { bannerRoute, layoutRoutes } from './routes';
import { brandIds, languages, type Brand, type Language } from '@cepa/core/config';

/** A plain acknowledgement, the body of most of this slice's calls. */
export const statusOkSchema = z.object({ status: z.literal('ok') });

// ---- Newsletter (SPEC §7: POST /api/newsletter/) ----

export const newsletterPayloadSchema = z.object({
  email: z.string(),
  site: z.enum(brandIds),
  language: z.enum(languages),
  origin: z.literal('footer'),
});
export type NewsletterPayload = z.infer<typeof newsletterPayloadSchema>;

/** The footer form's values, in the form's own words. */
export type NewsletterForm = { email: string; consent: boolean };

/** Form → wire: the e-mail trimmed (SPEC §5), the brand as the site, always from the footer. */
export function toNewsletterPayload(
  form: NewsletterForm,
  brand: Brand,
  language: Language,
): NewsletterPayload {
  return { email: form.email.trim(), site: brand, language, origin: 'footer' };
}

/** SPEC §7; on the server (a form sent without JavaScript), through the request's client. */
export function subscribeNewsletter(payload: NewsletterPayload, options: Pick<SendOptions, 'client'> = {}) {
  return send(layoutRoutes.newsletter, statusOkSchema, { body: payload, ...options });
}

export type NewsletterOutcome = 'success' | 'alreadySubscribed' | 'tooManyAttempts' | 'unknownError';

/**
 * SPEC §8, the one place the newsletter's failures become messages: a detail 'Already registered'
 * or 'conflict' means already subscribed; a 429 that it was sent too often (the site's limits);
 * anything else (500, no response, a bad body) is unknown.
 */
export function newsletterErrorOutcome(error: unknown): Exclude<NewsletterOutcome, 'success'> {
  const detail = isApiError(error) ? error.detail?.trim().toLowerCase() : undefined;
  if (detail === 'already registered' || detail === 'conflict') return 'alreadySubscribed';
  if (tooManyAttemptsOf(error) !== null) return 'tooManyAttempts';
  return 'unknownError';
}

// ---- Funding banner (SPEC §7: GET /api/{banner_endpoint}/?_brand=) ----

/** The call's name for a banner endpoint taken from the page content, e.g. "funding_banner". */
export function bannerEndpoint(endpoint: string) {
  return routeName(bannerRoute(endpoint));
}

/** SPEC does not show the body; closing only has to reach the server, so any JSON body will do. */
export const closeBannerResponseSchema = z.unknown();

export function closeBanner(endpoint: string, brand: Brand) {
  return send(bannerRoute(endpoint), closeBannerResponseSchema, { query: { _brand: brand } });
}

// ---- Member login and logout ----
// Cepa's own: SPEC §7 shows only the logout call; the login call and its body are Cepa's design.

export const loginPayloadSchema = z.object({ email: z.string(), password: z.string() });
export type LoginPayload = z.infer<typeof loginPayloadSchema>;
export type LoginForm = { email: string; password: string };

/** Form → wire: the e-mail lower-cased and trimmed (SPEC §5), the password as typed. */
export function toLoginPayload(form: LoginForm): LoginPayload {
  return { email: form.email.trim().toLowerCase(), password: form.password };
}

export function login(payload: LoginPayload) {
  return send(layoutRoutes.login, statusOkSchema, { body: payload });
}

export function logout() {
  return send(layoutRoutes.logout, statusOkSchema);
}

/** The login's failures as the form shows them: wrong credentials, or anything else. */
export function loginErrorOutcome(error: unknown): 'invalidCredentials' | 'tooManyAttempts' | 'unknownError' {
  if (isApiError(error) && (error.status === 401 || error.detail === 'INVALID_CREDENTIALS')) {
    return 'invalidCredentials';
  }
  if (isApiError(error) && error.status === 429) return 'tooManyAttempts';
  return 'unknownError';
}
