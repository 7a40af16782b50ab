import { z } from 'zod';
import {
  addressFields,
  addressSchema,
  documentFields,
  type AddressFormInput,
  type AddressLabelName,
  type AddressFormValues,
} from '@cepa/core/address';
import {
  boxField,
  defineFields,
  documentNumberCheck,
  documentNumberMatchesType,
  formErrorIds,
  rules,
  textField,
} from '@cepa/core/form';
import type { BookingMessageId } from './messages';

/**
 * The booking forms' schemas, with the SPEC's form keys (§3) and rules (§5), built from the form
 * kit's rules: every error is a `core.form.*` message id.
 */

const count = z.number({ error: formErrorIds.required }).int().nonnegative();

/**
 * Step 1: the visit's language and the group. The total's min/max depends on the experience and
 * the voucher: check it with `rules.ts` (`canLeaveVisitorsStep`).
 */
export const visitorsSchema = z.object({
  language: rules.required(),
  adults: count,
  children: count,
  babies: count,
});
export type VisitorsInput = z.input<typeof visitorsSchema>;
export type VisitorsValues = z.output<typeof visitorsSchema>;

/** The comment's longest text (the text area stops there). */
export const commentMaxLength = 500;

/**
 * Step 3's fields, listed once: the form's schema, the address hash's shape (`hash.ts`), the empty
 * form and the field order (labels, error summary) all derive from this list.
 */
export const visitorFields = defineFields({
  ...documentFields,
  name: textField(rules.required()),
  surname: textField(rules.required()),
  email: textField(rules.email()),
  phoneNumber: textField(rules.phone()),
  country: textField(rules.required(), 'ES'),
  region: textField(rules.optional()),
  comment: textField(rules.maxLength(commentMaxLength)),
  consent: boxField(rules.ticked()),
  newsletter: boxField(rules.box()),
});

/** Step 3: the visitor's data, the privacy consent (required) and the newsletter box. */
export const visitorFormSchema = visitorFields.schema.refine(documentNumberMatchesType, documentNumberCheck);
export type VisitorFormInput = z.input<typeof visitorFormSchema>;
export type VisitorFormValues = z.output<typeof visitorFormSchema>;
export const emptyVisitorForm: VisitorFormInput = visitorFields.empty;

/** The labels of step 3's own fields; the person's come from the core (`useAddressLabel`), the consent's from its link. */
export const visitorLabels = {
  comment: 'booking.client.comment',
  newsletter: 'booking.client.newsletter',
} as const satisfies Record<
  Exclude<keyof typeof visitorFields.fields, AddressLabelName | 'consent'>,
  BookingMessageId
>;

/** Step 4, billing address: the shared address form (company, optionalAddress and region may stay empty). */
export const billingFields = addressFields;
export const billingFormSchema = addressSchema();
export type BillingFormInput = AddressFormInput;
export type BillingFormValues = AddressFormValues;
export const emptyBillingForm: BillingFormInput = addressFields.empty;

/** Voucher redemption: the code is required (SPEC §5); sent trimmed. */
export const voucherCodeSchema = z.object({ code: rules.required() });
export type VoucherCodeInput = z.input<typeof voucherCodeSchema>;
export type VoucherCodeValues = z.output<typeof voucherCodeSchema>;
