import { z } from 'zod';

/**
 * The booking forms' schemas, with the SPEC's form keys (§3) and rules (§5). Error messages are
 * message ids of BK-UI's catalogue (src/messages/{es,en}.json), so a component shows
 * `t(error.message)`:
 * - 'booking.errors.required'      This field is required
 * - 'booking.errors.invalidEmail'  Enter a valid e-mail address
 * - 'booking.errors.invalidPhone'  Enter a valid phone number
 * - 'booking.errors.invalidDni'    Enter a valid national ID number (8 digits and a letter)
 * - 'booking.errors.consent'       You must accept the privacy policy
 */
export const bookingErrorIds = {
  required: 'booking.errors.required',
  invalidEmail: 'booking.errors.invalidEmail',
  invalidPhone: 'booking.errors.invalidPhone',
  invalidDni: 'booking.errors.invalidDni',
  consent: 'booking.errors.consent',
} as const;
export type BookingErrorId = (typeof bookingErrorIds)[keyof typeof bookingErrorIds];

/** SPEC §9: default document type dni; types dni, passport, nif_cif. */
export const documentTypes = ['dni', 'passport', 'nif_cif'] as const;
export type DocumentType = (typeof documentTypes)[number];

/** The Spanish national ID's format: eight digits and a letter (the check letter is not verified). */
export const dniPattern = /^\d{8}[A-Za-z]$/;
/** A phone number: 6 to 15 digits, with spaces, dots, dashes, brackets or a + between them. */
export const phonePattern = /^(?=(?:\D*\d){6,15}\D*$)[\d\s()+.-]+$/;

const required = z.string().trim().min(1, { error: bookingErrorIds.required });
const optional = z.string().trim();
const email = required.pipe(z.email({ error: bookingErrorIds.invalidEmail }));
const phone = required.pipe(z.string().regex(phonePattern, { error: bookingErrorIds.invalidPhone }));
const documentType = z.enum(documentTypes, { error: bookingErrorIds.required });
const count = z.number({ error: bookingErrorIds.required }).int().nonnegative();

/**
 * SPEC §5: the document number must match the national ID format when the type is dni. It runs
 * as soon as the two document fields are valid, even while other fields are still empty.
 */
function isDniWhenDni(value: { documentType: DocumentType; documentNumber: string }): boolean {
  return value.documentType !== 'dni' || dniPattern.test(value.documentNumber);
}
const dniCheck = {
  path: ['documentNumber'],
  error: bookingErrorIds.invalidDni,
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some((issue) => ['documentType', 'documentNumber'].includes(String(issue.path?.[0]))),
};

/**
 * Step 1: the visit's language and the group. The total's min/max depends on the experience and
 * the voucher: check it with `rules.ts` (`canLeaveVisitorsStep`).
 */
export const visitorsSchema = z.object({
  language: required,
  adults: count,
  children: count,
  babies: count,
});
export type VisitorsInput = z.input<typeof visitorsSchema>;
export type VisitorsValues = z.output<typeof visitorsSchema>;

/** Step 3: the visitor's data, the privacy consent (required) and the newsletter box. */
export const visitorFormSchema = z
  .object({
    documentType,
    documentNumber: required,
    name: required,
    surname: required,
    email,
    phoneNumber: phone,
    country: required,
    region: optional,
    comment: optional,
    consent: z.boolean().refine((ticked) => ticked, { error: bookingErrorIds.consent }),
    newsletter: z.boolean(),
  })
  .refine(isDniWhenDni, dniCheck);
export type VisitorFormInput = z.input<typeof visitorFormSchema>;
export type VisitorFormValues = z.output<typeof visitorFormSchema>;

export const emptyVisitorForm: VisitorFormInput = {
  documentType: 'dni',
  documentNumber: '',
  name: '',
  surname: '',
  email: '',
  phoneNumber: '',
  country: 'ES',
  region: '',
  comment: '',
  consent: false,
  newsletter: false,
};

/** Step 4, billing address: company, optionalAddress and region may stay empty. */
export const billingFormSchema = z
  .object({
    documentType,
    documentNumber: required,
    company: optional,
    name: required,
    surname: required,
    email,
    address: required,
    optionalAddress: optional,
    country: required,
    region: optional,
    postalCode: required,
    locality: required,
  })
  .refine(isDniWhenDni, dniCheck);
export type BillingFormInput = z.input<typeof billingFormSchema>;
export type BillingFormValues = z.output<typeof billingFormSchema>;

export const emptyBillingForm: BillingFormInput = {
  documentType: 'dni',
  documentNumber: '',
  company: '',
  name: '',
  surname: '',
  email: '',
  address: '',
  optionalAddress: '',
  country: 'ES',
  region: '',
  postalCode: '',
  locality: '',
};

/** Voucher redemption: the code is required (SPEC §5); sent trimmed. */
export const voucherCodeSchema = z.object({ code: required });
export type VoucherCodeInput = z.input<typeof voucherCodeSchema>;
export type VoucherCodeValues = z.output<typeof voucherCodeSchema>;
