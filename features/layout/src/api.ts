import { z } from 'zod/mini';
import { isApiError, routeName, send } from '@cepa/core/http';
import { bannerRoute, layoutRoutes } from './routes';
import type { Brand, Language } from '@cepa/core/config';

/** A plain acknowledgement, the body of most of this slice's calls. */
export const statusOkSchema = z.object({ status: z.literal('ok') });

// ---- Newsletter (SPEC §7: POST /api/newsletter/) ----

export const newsletterPayloadSchema = z.object({
  email: z.string(),
  site: z.enum(['solera', 'brava']),
  language: z.enum(['es', 'en']),
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

export function subscribeNewsletter(payload: NewsletterPayload) {
  return send(layoutRoutes.newsletter, statusOkSchema, { body: payload });
}

export type NewsletterOutcome = 'success' | 'alreadySubscribed' | 'unknownError';

/**
 * SPEC §8, the one place the newsletter's failures become messages: a detail 'Already registered'
 * or 'conflict' means already subscribed; anything else (500, no response, a bad body) is unknown.
 */
export function newsletterErrorOutcome(error: unknown): Exclude<NewsletterOutcome, 'success'> {
  const detail = isApiError(error) ? error.detail?.trim().toLowerCase() : undefined;
  if (detail === 'already registered' || detail === 'conflict') return 'alreadySubscribed';
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

// ---- Who is logged in (SPEC §7: GET /api/club/checkout/member_data/) ----

export const billingAddressSchema = z.object({
  document_type: z.string(),
  document_number: z.string(),
  company: z.nullish(z.string()),
  first_name: z.nullish(z.string()),
  last_name: z.nullish(z.string()),
  email: z.string(),
  line1: z.string(),
  line2: z.nullish(z.string()),
  country: z.string(),
  state: z.nullish(z.string()),
  postcode: z.string(),
  locality: z.string(),
});

export const memberDataSchema = z.object({
  personal_information: z.object({
    document_type: z.string(),
    document_number: z.string(),
    name: z.string(),
    surname: z.string(),
    email: z.string(),
    phone_number: z.nullable(z.string()),
    has_newsletter_subscription: z.boolean(),
  }),
  billing_address: z.nullable(billingAddressSchema),
});
export type MemberData = z.infer<typeof memberDataSchema>;

/** What the header needs to know about the member. */
export type Member = { name: string; surname: string; email: string; hasNewsletterSubscription: boolean };

export function toMember(data: MemberData): Member {
  const info = data.personal_information;
  return {
    name: info.name,
    surname: info.surname,
    email: info.email,
    hasNewsletterSubscription: info.has_newsletter_subscription,
  };
}

export function fetchMemberData() {
  return send(layoutRoutes.memberData, memberDataSchema);
}

/** SPEC §6: any failure of the member call means the visitor is treated as a non-member. */
export async function fetchMember(): Promise<Member | null> {
  try {
    return toMember(await fetchMemberData());
  } catch {
    return null;
  }
}

/** The login's failures as the form shows them: wrong credentials, or anything else. */
export function loginErrorOutcome(error: unknown): 'invalidCredentials' | 'unknownError' {
  if (isApiError(error) && (error.status === 401 || error.detail === 'INVALID_CREDENTIALS')) {
    return 'invalidCredentials';
  }
  return 'unknownError';
}

// ---- Basket line count for the header ----
// Cepa's own: SPEC leaves the basket fetch path out. The shop slice owns the full basket; the header
// reads only the lines, permissively, so extra fields never break it.

export const basketSummarySchema = z.looseObject({
  lines: z.array(z.looseObject({ id: z.union([z.number(), z.string()]), quantity: z.number() })),
});
export type BasketSummary = z.infer<typeof basketSummarySchema>;

/** SPEC §9: the header shows the number of lines (not units). */
export function basketLineCount(basket: BasketSummary): number {
  return basket.lines.length;
}

export function fetchBasketSummary() {
  return send(layoutRoutes.basket, basketSummarySchema);
}
