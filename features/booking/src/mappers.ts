import { documentTypeOf, fromAddressPayload, normalisedEmail, toAddressPayload } from '@cepa/core/address';
import type { Brand, Language } from '@cepa/core/config';
import type {
  BookingData,
  BookingIntent,
  BookingIntentPayload,
  RedeemVoucherPayload,
  VisitorGroupData,
} from './api';
import type { BillingFormInput, BillingFormValues, VisitorFormInput, VisitorFormValues } from './forms';
import type { FirstStepHash, SecondStepHash } from './hash';
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

export function toVisitorGroupData(form: VisitorFormValues, context: VisitorGroupContext): VisitorGroupData {
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
  /** Step 3's values as its schema output them (never what was typed, unchecked). */
  visitorForm: VisitorFormValues;
  /** Step 4's billing as its schema output it. */
  billingForm: BillingFormValues;
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

/** What a booking intent read back fills in again (SPEC §4: the go-back after a conflict). */
export type RestoredBooking = {
  experienceId: number;
  firstStep: FirstStepHash;
  /** The month the taken date was in; the date itself is to be chosen anew. */
  secondStep: SecondStepHash;
  thirdStep: VisitorFormInput;
  billing: BillingFormInput | null;
};

/** GET /api/booking_intent/{id} back in the steps' keys. The consent is asked again. */
export function fromBookingIntent(intent: BookingIntent): RestoredBooking {
  const group = intent.visitor_group;
  const { day } = fromBookingDate(intent.date);
  return {
    experienceId: intent.experience_id,
    firstStep: {
      language: intent.language,
      adults: group.adults_number,
      children: group.children_number,
      babies: group.babies_number,
    },
    secondStep: { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), day: null, slot: null },
    thirdStep: {
      documentType: documentTypeOf(group.document_type),
      documentNumber: group.document_number,
      name: group.name,
      surname: group.surname,
      email: group.email,
      phoneNumber: group.phone_number,
      country: group.country,
      region: group.region ?? '',
      comment: group.comment ?? '',
      consent: false,
      newsletter: group.has_newsletter_subscription,
    },
    billing: group.billing_address ? fromAddressPayload(group.billing_address) : null,
  };
}

/** The billing fields the visitor data of step 3 fills in (the "same as the visitor" choice). */
export const billingFieldsFromVisitor = [
  'documentType',
  'documentNumber',
  'name',
  'surname',
  'email',
  'country',
  'region',
] as const satisfies readonly (keyof BillingFormInput & keyof VisitorFormInput)[];

/**
 * Step 3's visitor data → the billing form: the document, names, e-mail, country and region as typed
 * there; the street address, postcode and town stay as they are (step 3 has none).
 */
export function billingFromVisitor(visitor: VisitorFormInput, billing: BillingFormInput): BillingFormInput {
  const copied = Object.fromEntries(billingFieldsFromVisitor.map((key) => [key, visitor[key] ?? '']));
  return { ...billing, ...copied };
}
