import { z } from 'zod';
import { spainFirst } from '@cepa/core/address';
import { languages, type Language } from '@cepa/core/config';
import { send } from '@cepa/core/http';
import { sameSitePath } from '@cepa/core/redirect';
import { moneySchema } from '@cepa/shop/contracts';
import { clubRoutes } from './routes';

/**
 * The club's calls (SPEC §7) and their wire shapes (SPEC §3), snake_case as the backend speaks.
 * Where SPEC §3 names a thing without its shape (the card's status and user type, the membership's
 * goal), the field is Cepa's own and says so.
 */

/** An ISO date ("2027-02-28"). */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * A link the backend gives: a path of this site, or an http(s) page (the other brand's site is
 * another host). Anything else (`javascript:`, protocol-relative tricks) is a contract error.
 */
export const linkSchema = z.string().transform((value, context) => {
  const path = sameSitePath(value);
  if (path !== null) return path;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
  } catch {
    // Not a URL: reported below.
  }
  context.issues.push({ code: 'custom', message: 'Not a link the site follows', input: value });
  return z.NEVER;
});

const optionSchema = z.object({ text: z.string(), value: z.string() });
export type Option = z.infer<typeof optionSchema>;

const siteCodeSchema = z.object({ code: z.string(), used: z.boolean() });
/** One link for each of the site's languages. */
const perLanguage = z.object(
  Object.fromEntries(languages.map((language) => [language, linkSchema])) as Record<
    Language,
    typeof linkSchema
  >,
);

/** SPEC §3 invitation, as the backend keeps the one sent this membership year. */
export const invitationSchema = z.object({
  name: z.string(),
  surname: z.string(),
  document_type: z.string(),
  document_number: z.string(),
  email: z.string(),
  language: z.string(),
  /** When the member may send the next one. */
  next_invitation_date: isoDate,
});
export type Invitation = z.infer<typeof invitationSchema>;

/** SPEC §3 club profile (`my_club`). */
export const myClubSchema = z.object({
  membership_data: z.object({ level: z.string(), label: z.string() }),
  card: z.object({
    color: z.string(),
    name: z.string(),
    surname: z.string(),
    number: z.string(),
    /** Null for a permanent membership. */
    membership_end_date: isoDate.nullable(),
    /** Cepa's own: the card's status and user type, as texts in the page's language. */
    status: z.string(),
    user_type: z.string(),
  }),
  experience_vouchers: z.object({
    winery: siteCodeSchema,
    estate: siteCodeSchema,
    voucher_pages: z.object({ solera: perLanguage, brava: perLanguage }),
  }),
  invitation: invitationSchema.nullable(),
  product_preferences: z.object({ options: z.array(optionSchema), selected: z.array(z.string()) }),
  lock_invitation: z.boolean(),
  profile_my_orders_url: linkSchema,
  language_options: z.array(optionSchema),
});
export type MyClub = z.output<typeof myClubSchema>;

export function fetchMyClub(language: Language) {
  return send(clubRoutes.myClub, myClubSchema, { query: { language } });
}

/**
 * SPEC §3/§4 membership data (`profile_membership_data`): the level and, for a time-limited
 * membership, its period and consumption goal. Cepa's own names for what SPEC describes without a
 * shape: `minimum_consumption` (the period's goal) and `next_membership_start_date` (set once the goal
 * is met: the day the next membership activates).
 */
export const membershipDataSchema = z.object({
  level: z.string(),
  label: z.string(),
  start_date: isoDate.nullable(),
  end_date: isoDate.nullable(),
  minimum_consumption: moneySchema.nullable(),
  accumulated_purchases: moneySchema.nullable(),
  amount_left_to_reach_goal: moneySchema.nullable(),
  next_membership_start_date: isoDate.nullable(),
});
export type MembershipData = z.output<typeof membershipDataSchema>;

export function fetchMembershipData(language: Language) {
  return send(clubRoutes.membershipData, membershipDataSchema, { query: { language } });
}

/** SPEC §3 invitation payload. */
export type InvitationPayload = {
  name: string;
  surname: string;
  document_type: string;
  document_number: string;
  email: string;
  language: string;
};

/** Sends the year's invitation; the answer is the invitation as kept, with the next date. */
export function sendInvitation(payload: InvitationPayload) {
  return send(clubRoutes.invitation, invitationSchema, { body: payload });
}

/** Saves the product preferences (the whole selection); the answer is the selection as saved. */
export function saveProductPreferences(selected: readonly string[]) {
  return send(clubRoutes.productPreferences, z.object({ selected: z.array(z.string()) }), {
    body: { product_preferences: selected },
  });
}

/** SPEC §3 order item; `product_id` is Cepa's own (add to basket takes it; null: no longer sold). */
export const orderItemSchema = z.object({
  product_full_name: z.string(),
  quantity: z.number().int().positive(),
  unit_price_with_discount: moneySchema,
  line_price_incl_tax: moneySchema,
  product_url: linkSchema.nullable(),
  product_id: z.number().int().nullable(),
});
export type OrderItem = z.output<typeof orderItemSchema>;

/** SPEC §3/§4 order: online or store; the status values are Cepa's own (SPEC: "not shown"). */
export const orderSchema = z.object({
  date_placed: isoDate,
  number: z.string(),
  type: z.enum(['online', 'store']),
  status: z.enum(['new', 'in_process', 'completed', 'canceled']),
  total: moneySchema,
  items: z.array(orderItemSchema),
  shipping_incl_tax: moneySchema,
});
export type Order = z.output<typeof orderSchema>;

export const externalPurchaseSchema = z.object({
  date: isoDate,
  number: z.string(),
  total_amount: moneySchema,
});
export type ExternalPurchase = z.output<typeof externalPurchaseSchema>;

/** SPEC §3 a membership's orders: its period (none when permanent), totals and amount left. */
export const membershipOrdersSchema = z.object({
  id: z.number().int(),
  level_label: z.string(),
  start_date: isoDate.nullable(),
  end_date: isoDate.nullable(),
  accumulated_purchases: moneySchema,
  amount_left_to_reach_goal: moneySchema.nullable(),
  orders: z.array(orderSchema),
  external_purchases: z.array(externalPurchaseSchema),
});
export type MembershipOrders = z.output<typeof membershipOrdersSchema>;

export const allMembershipOrdersSchema = z.object({
  current_membership_orders: membershipOrdersSchema,
  past_membership_orders: z.array(membershipOrdersSchema),
});
export type AllMembershipOrders = z.output<typeof allMembershipOrdersSchema>;

export function fetchMembershipOrders(language: Language) {
  return send(clubRoutes.membershipOrders, allMembershipOrdersSchema, { query: { language } });
}

/** SPEC §3 club product card; `impression` is what the tag manager is told (position included). */
export const clubProductCardSchema = z.object({
  image_url: z.string(),
  label: z.string(),
  product_title: z.string(),
  title: z.string(),
  children_count: z.number().int().nonnegative(),
  price: moneySchema,
  is_locked: z.boolean(),
  /** The product page's path (never opened when locked). */
  full_slug: linkSchema,
  impression: z.looseObject({ id: z.union([z.number(), z.string()]), position: z.number().int().positive() }),
});
export type ClubProductCard = z.output<typeof clubProductCardSchema>;

export const highlightedProductsSchema = z.object({
  products: z.array(clubProductCardSchema),
  has_next: z.boolean(),
});
export type HighlightedProducts = z.output<typeof highlightedProductsSchema>;

/** SPEC §7/§9: one page of the club catalogue (8 per page, the first is 1). */
export function fetchHighlightedProducts(pageId: number, language: Language, page: number) {
  return send(clubRoutes.highlightedProducts, highlightedProductsSchema, {
    query: { page_id: pageId, language, page },
  });
}

/** SPEC §3 club address (the billing address). */
export const clubAddressSchema = z.object({
  document_type: z.string(),
  document_number: z.string(),
  company: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  country: z.string(),
  state: z.string().nullable(),
  postcode: z.string(),
  locality: z.string(),
});
export type ClubAddress = z.output<typeof clubAddressSchema>;

/** SPEC §3 personal information (`GET /api/club/profile/personal_information/`). */
export const personalInformationSchema = z.object({
  member_number: z.string(),
  personal_information: z.object({
    /** SPEC §3: Mr or Mrs; a backend that does not say gives none. */
    title: z
      .enum(['mr', 'mrs'])
      .nullish()
      .transform((title) => title ?? null),
    name: z.string(),
    surname: z.string(),
    email: z.string(),
    phone_number: z.string().nullable(),
    document_type: z.string(),
    document_number: z.string(),
    /** ISO date or null. */
    birthday: isoDate.nullable(),
    language: z.string(),
    nationality: z.string().nullable(),
    company_name: z.string().nullable(),
  }),
  address: clubAddressSchema.nullable(),
  options: z.object({
    language: z.array(optionSchema),
    /** ES first (SPEC §9), whatever the backend's order. */
    country: z.array(optionSchema).transform((countries) => spainFirst(countries, (c) => c.value)),
  }),
  /** Each country's postcode expression by country code. */
  country_postcode_regex_map: z.record(z.string(), z.string()),
});
export type PersonalInformation = z.output<typeof personalInformationSchema>;

export function fetchPersonalInformation(language: Language) {
  return send(clubRoutes.personalInformation, personalInformationSchema, { query: { language } });
}

/** The fields a member may change (SPEC §5: name, surname, e-mail and document are read-only). */
export type PersonalInformationPatch = {
  phone_number: string;
  birthday: string | null;
  language: string;
  nationality: string;
  company_name: string;
};

export function updatePersonalInformation(patch: PersonalInformationPatch, language: Language) {
  return send(clubRoutes.updatePersonalInformation, personalInformationSchema, {
    body: patch,
    query: { language },
  });
}

/** SPEC §4: after a save that changes the language, the page goes to this address. */
export function fetchPersonalInformationUrl(language: Language) {
  return send(clubRoutes.personalInformationUrl, z.object({ url: linkSchema }), { query: { language } });
}

export function saveClubAddress(address: ClubAddress) {
  return send(clubRoutes.address, clubAddressSchema, { body: address });
}
