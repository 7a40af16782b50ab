import { addressPayloadSchema, spainFirst, type AddressPayload } from '@cepa/core/address';
import { z } from 'zod';
import { bookingRoutes } from './routes';
import { api, contentHash, send, type ApiClient } from '@cepa/core/http';
import { sitePathSchema } from '@cepa/core/redirect';
import { brandIds, languages, type Brand, type Language } from '@cepa/core/config';

/**
 * The booking slice's calls (SPEC §7) and their wire shapes (SPEC §3), snake_case as the backend
 * speaks. Forms speak the SPEC's camelCase keys; `mappers.ts` is the only bridge between the two.
 */

const siteSchema = z.enum(brandIds);
const webLanguageSchema = z.enum(languages);
/** A calendar day, YYYY-MM-DD. */
export const isoDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A slot time, HH:MM (24 h). */
export const slotTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
/** A booking's date on the wire: the day and the slot time, `YYYY-MM-DDTHH:MM` (local, no zone). */
export const bookingDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/);

// ---- Experiences (GET /api/experience/{id}, GET /api/experience/) ----

/** Prices in euro as the backend sends them (e.g. 12.5); `rules.ts` turns them into cents. */
export const experienceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price_adult: z.number().nonnegative(),
  price_child: z.number().nonnegative(),
  price_baby: z.number().nonnegative(),
});
export type Experience = z.infer<typeof experienceSchema>;

export const experienceListSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));
export type ExperienceListItem = z.infer<typeof experienceListSchema>[number];

/** Calls made on the server name the request's client (the visitor's cookie, an absolute base). */
type CallOptions = { client?: ApiClient };

export function getExperience(
  id: number,
  query: { brand: Brand; language: Language },
  { client }: CallOptions = {},
) {
  return send(bookingRoutes.experience, experienceSchema, { params: { id }, query, client });
}

export function getExperiences(query: { brand: Brand; language: Language }) {
  return send(bookingRoutes.experiences, experienceListSchema, { query });
}

// ---- Booking options (GET /api/experience/{id}/booking_options) ----

/** A choice in a selector: `text` in the page's language, `value` as sent back. */
export const optionSchema = z.object({ text: z.string(), value: z.string() });
export type Option = z.infer<typeof optionSchema>;

/**
 * `languages_options`: the languages the visit is guided in; `months_options`: month names with
 * values '1'..'12'; `country_options`: ISO codes, ES first; `region_options`: Spanish regions.
 */
export const bookingOptionsSchema = z.object({
  languages_options: z.array(optionSchema),
  months_options: z.array(optionSchema),
  /** ES first (SPEC §9), whatever the backend's order. */
  country_options: z.array(optionSchema).transform((countries) => spainFirst(countries, (c) => c.value)),
  region_options: z.array(optionSchema),
  max_visitors: z.number().int().positive(),
  min_visitors: z.number().int().positive(),
});
export type BookingOptions = z.infer<typeof bookingOptionsSchema>;

export function getBookingOptions(id: number, query: { language: Language }, { client }: CallOptions = {}) {
  return send(bookingRoutes.bookingOptions, bookingOptionsSchema, { params: { id }, query, client });
}

// ---- Slots (GET /api/experience/{id}/slot_options/) ----

export const slotOptionsSchema = z.array(z.object({ day: isoDaySchema, slots: z.array(slotTimeSchema) }));
export type SlotOptions = z.infer<typeof slotOptionsSchema>;
export type SlotOption = SlotOptions[number];

export type SlotOptionsQuery = {
  /** 1-12. */
  month: number;
  year: number;
  language: Language;
  /** Adults + children + babies: days without room for them are left out. */
  visitor_number: number;
  site: Brand;
};

export function getSlotOptions(id: number, query: SlotOptionsQuery) {
  return send(bookingRoutes.slotOptions, slotOptionsSchema, { params: { id }, query });
}

// ---- Booking intent (POST /api/booking_intent/, GET /api/booking_intent/{id}) ----

/** SPEC §7 visitor_group_data. `region` is optional; `consent_date` is an ISO date-time. */
export const visitorGroupDataSchema = z.object({
  document_type: z.string().min(1),
  document_number: z.string().min(1),
  name: z.string().min(1),
  surname: z.string().min(1),
  email: z.string().min(1),
  phone_number: z.string().min(1),
  country: z.string().min(1),
  region: z.string().optional(),
  comment: z.string(),
  has_newsletter_subscription: z.boolean(),
  consent_date: z.iso.datetime({ offset: true }),
  adults_number: z.number().int().nonnegative(),
  children_number: z.number().int().nonnegative(),
  babies_number: z.number().int().nonnegative(),
  web_language: webLanguageSchema,
  site: siteSchema,
});
export type VisitorGroupData = z.infer<typeof visitorGroupDataSchema>;

/** SPEC §7 booking_data; `language` is the visit's language (a `languages_options` value). */
export const bookingDataSchema = z.object({
  experience_id: z.number().int(),
  language: z.string().min(1),
  date: bookingDateSchema,
  site: siteSchema,
});
export type BookingData = z.infer<typeof bookingDataSchema>;

/** SPEC §3 billing address: the shared address's wire shape. */
export const billingAddressDataSchema = addressPayloadSchema;
export type BillingAddressData = AddressPayload;

export const bookingIntentPayloadSchema = z.object({
  captcha_key: z.string(),
  billing_address_data: billingAddressDataSchema,
  visitor_group_data: visitorGroupDataSchema,
  booking_data: bookingDataSchema,
});
export type BookingIntentPayload = z.infer<typeof bookingIntentPayloadSchema>;

export const bookingIntentCreatedSchema = z.object({
  booking_intent_id: z.number().int(),
  payment_intent_secret: z.string(),
});
export type BookingIntentCreated = z.infer<typeof bookingIntentCreatedSchema>;

/**
 * SPEC §3 booking intent. `experience_id` is Cepa's addition (the go-back after a conflict needs
 * to know which experience to reopen).
 */
export const bookingIntentSchema = z.object({
  id: z.number().int(),
  experience_id: z.number().int(),
  language: z.string(),
  date: bookingDateSchema,
  visitor_group: z.object({
    adults_number: z.number().int().nonnegative(),
    children_number: z.number().int().nonnegative(),
    babies_number: z.number().int().nonnegative(),
    document_type: z.string(),
    document_number: z.string(),
    name: z.string(),
    surname: z.string(),
    email: z.string(),
    phone_number: z.string(),
    country: z.string(),
    region: z.string().nullish(),
    comment: z.string().nullish(),
    has_newsletter_subscription: z.boolean(),
    billing_address: billingAddressDataSchema.nullable(),
  }),
});
export type BookingIntent = z.infer<typeof bookingIntentSchema>;

export function getBookingIntent(id: number) {
  return send(bookingRoutes.bookingIntent, bookingIntentSchema, { params: { id } });
}

/**
 * The booking intent's `Idempotency-Key`: a hash of what it books and charges. The captcha token
 * (one use) and the moment of consent change at every press, so they are left out: a retry, a reload
 * or a second tab of the same booking sends the same key and gets the same intent back, never a
 * second one to pay.
 */
export function bookingIntentKey(payload: BookingIntentPayload): string {
  const { captcha_key: _captcha, visitor_group_data, ...rest } = payload;
  const { consent_date: _consent, ...group } = visitor_group_data;
  return `booking-${contentHash({ ...rest, visitor_group_data: group })}`;
}

/** Answers 409 when the slot is no longer free (SPEC §4, §8). */
export function createBookingIntent(payload: BookingIntentPayload) {
  return send(bookingRoutes.createBookingIntent, bookingIntentCreatedSchema, {
    body: payload,
    client: api.headers({ 'Idempotency-Key': bookingIntentKey(payload) }),
  });
}

// ---- Confirmation (capture, check_redemption) ----

/**
 * SPEC §3 booking confirmation. `booking.language` is the visit's language value (e.g. 'es');
 * `track_gtm_booking` is the `booking_completed` event's data, or null once it was already sent
 * (a reload of the confirmation page must not count the booking twice); `newsletter` says whether
 * the visitor subscribed (then `subscribe_newsletter` is tracked too).
 */
export const bookingConfirmationSchema = z.object({
  booking: z.object({
    experience_name: z.string(),
    total_visitors: z.number().int().nonnegative(),
    language: z.string(),
    /**
     * Cepa's own addition (SPEC §3 names only the three fields above): the booked day and time in
     * booking_data's form, `YYYY-MM-DDTHH:MM`; shown when the backend sends it.
     */
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/)
      .optional(),
  }),
  track_gtm_booking: z.record(z.string(), z.unknown()).nullable(),
  newsletter: z.boolean(),
});
export type BookingConfirmation = z.infer<typeof bookingConfirmationSchema>;

/** The body of a capture answered 409: the slot went while paying (SPEC §3, §4). */
export const bookingConflictSchema = z.object({
  booking_intent_id: z.number().int(),
  experience_page_url: z.string(),
});
export type BookingConflict = z.infer<typeof bookingConflictSchema>;

// Cepa's own: SPEC §7 says a booking capture call exists, by payment_intent, but leaves its shape
// out. POST /api/booking_intent/capture/ with { payment_intent } answers a BookingConfirmation, or
// 409 with a BookingConflict.

/** `language`: the page's, in which the confirmation names the experience (Cepa's own query). */
export function captureBookingPayment(payload: { payment_intent: string }, language: Language) {
  return send(bookingRoutes.captureBookingPayment, bookingConfirmationSchema, {
    body: payload,
    query: { language },
  });
}

// ---- Vouchers (SPEC §7: /api/admin_voucher/voucher/public/…) ----

/** SPEC §3 voucher. `prefix` 'U' means a unique-type voucher (fixed experience and participants). */
export const voucherSchema = z.object({
  full_code: z.string(),
  prefix: z.string(),
  experience: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** How many people the voucher covers; overrides the experience's max visitors. */
  participants_number: z.number().int().positive().nullable(),
  start_date: isoDaySchema,
  end_date: isoDaySchema,
});
export type Voucher = z.infer<typeof voucherSchema>;

/** A failure answers a string body starting with ERROR_VOUCHER_… (see `errors.ts`). */
export function checkVoucher(
  query: { full_code: string; site: Brand; language: Language },
  { client }: CallOptions = {},
) {
  return send(bookingRoutes.checkVoucher, voucherSchema, { query, client });
}

export const redeemVoucherPayloadSchema = z.object({
  captcha_key: z.string(),
  visitor_group_data: visitorGroupDataSchema,
  booking_data: bookingDataSchema,
  full_code: z.string().min(1),
});
export type RedeemVoucherPayload = z.infer<typeof redeemVoucherPayloadSchema>;

export const voucherRedemptionSchema = z.object({ voucher_redemption_id: z.number().int() });
export type VoucherRedemption = z.infer<typeof voucherRedemptionSchema>;

/** Answers 409 when the slot is no longer free, a string ERROR_VOUCHER_… body when the voucher is not. */
export function redeemVoucher(payload: RedeemVoucherPayload) {
  return send(bookingRoutes.redeemVoucher, voucherRedemptionSchema, { body: payload });
}

export function checkRedemption(id: number | string, language: Language) {
  return send(bookingRoutes.checkRedemption, bookingConfirmationSchema, {
    query: { voucher_redemption_id: id, language },
  });
}

// ---- Page data (the content system's `page.data` for the three booking pages) ----

export const bookingPageDataSchema = z.object({
  confirmation_path: sitePathSchema,
  experiences_path: sitePathSchema,
  home_path: sitePathSchema,
});
export type BookingPageData = z.infer<typeof bookingPageDataSchema>;

export const voucherPageDataSchema = z.object({
  booking_path: sitePathSchema,
  confirmation_path: sitePathSchema,
});
export type VoucherPageData = z.infer<typeof voucherPageDataSchema>;

export const confirmationPageDataSchema = z.object({
  home_path: sitePathSchema,
  experiences_path: sitePathSchema,
  booking_path: sitePathSchema,
});
export type ConfirmationPageData = z.infer<typeof confirmationPageDataSchema>;
