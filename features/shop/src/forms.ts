import type { z } from 'zod';
import {
  addressFields,
  addressSchema,
  documentFields,
  withPostcodeCheck,
  type PostcodePatterns,
} from '@cepa/core/address';
import {
  boxField,
  defineFields,
  documentNumberCheck,
  documentNumberMatchesType,
  rules,
  textField,
} from '@cepa/core/form';
import { maxOrderCommentLength } from './rules';
import type { ShopMessageId } from './messages';

/**
 * The checkout's forms (SPEC §3 form keys, §5 rules), built from the form kit's rules: every error is
 * a `core.form.*` message id. Each section is a form of its own, so each can be edited and saved alone.
 */

/** Client info: the buyer and their document. */
export const clientInfoFields = defineFields({
  ...documentFields,
  name: textField(rules.required()),
  surname: textField(rules.required()),
  email: textField(rules.email()),
  phoneNumber: textField(rules.phone()),
});
export const clientInfoSchema = clientInfoFields.schema.refine(
  documentNumberMatchesType,
  documentNumberCheck,
);
export type ClientInfoInput = z.input<typeof clientInfoFields.schema>;

const { company, name, surname, email, address, optionalAddress, country, region, postalCode, locality } =
  addressFields.fields;

/** The shipping address: the shared address's fields without the document, a phone and the order's comments (at most 200 characters, SPEC §9). */
export const shippingFields = defineFields({
  company,
  name,
  surname,
  email,
  phoneNumber: textField(rules.phone()),
  address,
  optionalAddress,
  country,
  region,
  postalCode,
  locality,
  comments: textField(rules.maxLength(maxOrderCommentLength)),
});
export type ShippingInput = z.input<typeof shippingFields.schema>;

/** SPEC §5: the shared address's postcode check against the country's expression. */
export function shippingSchema(postcodePatterns: PostcodePatterns = {}) {
  return withPostcodeCheck(shippingFields.schema, postcodePatterns);
}

/** Billing data: the shared address form (document, names, address). */
export const billingSchema = (postcodePatterns: PostcodePatterns = {}) => addressSchema({ postcodePatterns });

/** The order's boxes (SPEC §3 "other order flags"); terms are checked by the page (members skip them). */
export const orderFlagFields = defineFields({
  isGift: boxField(rules.box()),
  newsletter: boxField(rules.box()),
  updateMemberData: boxField(rules.box()),
  terms: boxField(rules.box()),
  reuseClientData: boxField(rules.box()),
  wantsBilling: boxField(rules.box()),
  reuseBilling: boxField(rules.box()),
});
export type OrderFlags = z.input<typeof orderFlagFields.schema>;

/** Every field the checkout's sections show: client info, shipping and billing. */
export type CheckoutFieldName =
  | keyof typeof clientInfoFields.fields
  | keyof typeof shippingFields.fields
  | keyof typeof addressFields.fields;

/** Each checkout field's label, the same in every section (`useFieldLabel`). */
export const checkoutFieldLabels = {
  documentType: 'shop.checkout.field.documentType',
  documentNumber: 'shop.checkout.field.documentNumber',
  company: 'shop.checkout.field.company',
  name: 'shop.checkout.field.name',
  surname: 'shop.checkout.field.surname',
  email: 'shop.checkout.field.email',
  phoneNumber: 'shop.checkout.field.phoneNumber',
  address: 'shop.checkout.field.address',
  optionalAddress: 'shop.checkout.field.optionalAddress',
  country: 'shop.checkout.field.country',
  region: 'shop.checkout.field.region',
  postalCode: 'shop.checkout.field.postalCode',
  locality: 'shop.checkout.field.locality',
  comments: 'shop.checkout.field.comments',
} as const satisfies Record<CheckoutFieldName, ShopMessageId>;
