import { z } from 'zod/mini';
import { send, type SendOptions } from '../http/send';
import { sessionRoutes } from './routes';

// zod/mini: the header reads the session on every first page.

/** Who is logged in, as the session call answers (Cepa's own, `sessionRoutes.member`). */
export const sessionMemberSchema = z.object({
  member: z.nullable(
    z.object({
      name: z.string(),
      surname: z.string(),
      email: z.string(),
      has_newsletter_subscription: z.boolean(),
    }),
  ),
});
export type SessionMemberBody = z.infer<typeof sessionMemberSchema>;

/** What every slice needs to know about the member. */
export type Member = { name: string; surname: string; email: string; hasNewsletterSubscription: boolean };

export function toMember(body: SessionMemberBody): Member | null {
  if (!body.member) return null;
  return {
    name: body.member.name,
    surname: body.member.surname,
    email: body.member.email,
    hasNewsletterSubscription: body.member.has_newsletter_subscription,
  };
}

/** The logged-in member, or null for nobody. A failure is an ApiError like any call's. */
/** Who is logged in (null for nobody); on the server, through the request's client (its cookie). */
export async function fetchMember(options: Pick<SendOptions, 'client'> = {}): Promise<Member | null> {
  return toMember(await send(sessionRoutes.member, sessionMemberSchema, options));
}

const billingAddressSchema = z.object({
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

/** SPEC §3 member checkout data (`GET /api/club/checkout/member_data/`). */
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

export function fetchMemberData() {
  return send(sessionRoutes.memberData, memberDataSchema);
}

/** The basket as every slice but the shop reads it: its lines, permissively (extra fields never break it). */
export const basketSummarySchema = z.looseObject({
  lines: z.array(z.looseObject({ id: z.union([z.number(), z.string()]), quantity: z.number() })),
});
export type BasketSummary = z.infer<typeof basketSummarySchema>;

/** SPEC §9: the header shows the number of lines (not units). */
export function basketLineCount(basket: BasketSummary): number {
  return basket.lines.length;
}

export function fetchBasketSummary() {
  return send(sessionRoutes.basket, basketSummarySchema);
}
