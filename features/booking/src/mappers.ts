import { normalisedEmail, toAddressPayload } from '@cepa/core/address';
import type { Brand, Language } from '@cepa/core/config';
import type { BookingData, BookingIntentPayload, RedeemVoucherPayload, VisitorGroupData } from './api';
import type { BillingFormInput, VisitorFormInput } from './forms';
import type { Visitors } from './rules';

/**
 * Form keys (SPEC §3, camelCase) → wire keys (SPEC §7, snake_case), one named mapper per payload.
 * On submit (SPEC §5) the e-mail is lower-cased and trimmed; names, surnames and the comment trimmed.
 */

/** The booking's date on the wire: day YYYY-MM-DD and slot HH:MM as `YYYY-MM-DDTHH:MM`. */
export function toBookingDate(day: string, time: string): string {
  return `${day}T${time}`;
}

/** The reverse: `{ day, time }` of a wire date (for a booking intent read back). */
export function fromBookingDate(date: string): { day: string; time: string } {
  const [day = '', time = ''] = date.split('T');
  return { day, time: time.slice(0, 5) };
}

export type VisitorGroupContext = {
  visitors: Visitors;
  /** The page's language. */
  webLanguage: Language;
  site: Brand;
  /** When the visitor consented (the submit time); `consent_date` is its ISO form. */
  consentDate: Date;
};

export function toVisitorGroupData(form: VisitorFormInput, context: VisitorGroupContext): VisitorGroupData {
  const region = form.region.trim();
  return {
    document_type: form.documentType,
    document_number: form.documentNumber.trim(),
    name: form.name.trim(),
    surname: form.surname.trim(),
    email: normalisedEmail(form.email),
    phone_number: form.phoneNumber.trim(),
    country: form.country,
    ...(region ? { region } : {}),
    comment: form.comment.trim(),
    has_newsletter_subscription: form.newsletter,
    consent_date: context.consentDate.toISOString(),
    adults_number: context.visitors.adults,
    children_number: context.visitors.children,
    babies_number: context.visitors.babies,
    web_language: context.webLanguage,
    site: context.site,
  };
}

export type BookingDataInput = {
  experienceId: number;
  /** The visit's language (a `languages_options` value). */
  language: string;
  day: string;
  time: string;
  site: Brand;
};

export function toBookingData(input: BookingDataInput): BookingData {
  return {
    experience_id: input.experienceId,
    language: input.language,
    date: toBookingDate(input.day, input.time),
    site: input.site,
  };
}

export type BookingIntentInput = {
  captchaKey: string;
  visitorForm: VisitorFormInput;
  billingForm: BillingFormInput;
  booking: BookingDataInput;
  context: VisitorGroupContext;
};

/** POST /api/booking_intent/ (SPEC §7). */
export function toBookingIntentPayload(input: BookingIntentInput): BookingIntentPayload {
  return {
    captcha_key: input.captchaKey,
    billing_address_data: toAddressPayload(input.billingForm),
    visitor_group_data: toVisitorGroupData(input.visitorForm, input.context),
    booking_data: toBookingData(input.booking),
  };
}

export type RedeemVoucherInput = Omit<BookingIntentInput, 'billingForm'> & { voucherCode: string };

/** POST /api/admin_voucher/voucher/public/redeem/ (SPEC §7): no billing, the code trimmed. */
export function toRedeemVoucherPayload(input: RedeemVoucherInput): RedeemVoucherPayload {
  return {
    captcha_key: input.captchaKey,
    visitor_group_data: toVisitorGroupData(input.visitorForm, input.context),
    booking_data: toBookingData(input.booking),
    full_code: input.voucherCode.trim(),
  };
}
