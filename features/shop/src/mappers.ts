import {
  documentTypeOf,
  fromAddressPayload,
  normalisedEmail,
  toAddressPayload,
  type AddressFormInput,
} from '@cepa/core/address';
import type { MemberData } from '@cepa/core/session';
import type { Brand, Language } from '@cepa/core/config';
import type {
  BillingAddressPayload,
  ClientInfoPayload,
  OrderIntentPayload,
  ShippingAddressPayload,
  ShippingMode,
  UpdateOrderIntentPayload,
} from './api';
import type { ClientInfoInput, OrderFlags, ShippingInput } from './forms';
import type { CheckoutSection } from './rules';

/**
 * The checkout's one bridge between the forms' keys (SPEC §3: documentType, phoneNumber, address,
 * postalCode, comments...) and the wire's (document_type, phone_number, line1, postcode, notes...).
 */

/** SPEC §5: on submit the e-mail is lower-cased and trimmed; names are trimmed. */
export function toClientInfoPayload(form: ClientInfoInput): ClientInfoPayload {
  return {
    document_type: form.documentType,
    document_number: form.documentNumber.trim(),
    name: form.name.trim(),
    surname: form.surname.trim(),
    email: normalisedEmail(form.email),
    phone_number: form.phoneNumber.trim(),
  };
}

/** The shop's address calls name the country `country_id` (SPEC §3). */
function withCountryId<A extends { country: string }>({ country, ...address }: A) {
  return { ...address, country_id: country };
}

export function toShippingAddressPayload(form: ShippingInput): ShippingAddressPayload {
  return {
    ...withCountryId(toAddressPayload(form)),
    phone_number: form.phoneNumber.trim(),
    notes: form.comments.trim(),
  };
}

export function toBillingAddressPayload(form: AddressFormInput): BillingAddressPayload {
  return withCountryId(toAddressPayload(form));
}

/** SPEC §9: the shop's fixed address, where a store-pickup order waits. */
export const pickupShop = {
  line1: 'Avenida de Vizcaya 5',
  postcode: '26200',
  locality: 'Haro',
  state: 'La Rioja',
  phone: '+34 941 310 000',
} as const;

/**
 * Store pickup (SPEC §4, §9): the shipping address is the shop's, sent with country ES and empty
 * notes, in the buyer's name (whoever collects it shows the buyer's ID or a signed authorisation).
 */
export function pickupShippingAddress(client: ClientInfoInput): ShippingAddressPayload {
  return toShippingAddressPayload({
    company: '',
    name: client.name,
    surname: client.surname,
    email: client.email,
    phoneNumber: pickupShop.phone,
    address: pickupShop.line1,
    optionalAddress: '',
    country: 'ES',
    region: pickupShop.state,
    postalCode: pickupShop.postcode,
    locality: pickupShop.locality,
    comments: '',
  });
}

/** The reuse box: the client's name, surname, e-mail and phone copied into the shipping form. */
export function shippingFromClient(client: ClientInfoInput, shipping: ShippingInput): ShippingInput {
  return {
    ...shipping,
    name: client.name,
    surname: client.surname,
    email: client.email,
    phoneNumber: client.phoneNumber,
  };
}

/** The billing reuse box for a visitor: the shipping address, with the client's document. */
export function billingFromShipping(shipping: ShippingInput, client: ClientInfoInput): AddressFormInput {
  return {
    documentType: client.documentType,
    documentNumber: client.documentNumber,
    company: shipping.company,
    name: shipping.name,
    surname: shipping.surname,
    email: shipping.email,
    address: shipping.address,
    optionalAddress: shipping.optionalAddress,
    country: shipping.country,
    region: shipping.region,
    postalCode: shipping.postalCode,
    locality: shipping.locality,
  };
}

/**
 * SPEC §4: the billing data an order sends: none unless asked for; when reused, a member's stored
 * billing data (if the member has some), else the shipping address with the client's document;
 * otherwise what its own form holds.
 */
export function chosenBilling(input: {
  flags: Pick<OrderFlags, 'wantsBilling' | 'reuseBilling'>;
  memberBilling: AddressFormInput | null;
  client: ClientInfoInput;
  shipping: ShippingInput;
  billing: AddressFormInput;
}): AddressFormInput | null {
  if (!input.flags.wantsBilling) return null;
  if (!input.flags.reuseBilling) return input.billing;
  return input.memberBilling ?? billingFromShipping(input.shipping, input.client);
}

/** A member's checkout data (SPEC §3) in the client info form's keys. */
export function clientInfoFromMemberData(data: MemberData): ClientInfoInput {
  const info = data.personal_information;
  return {
    documentType: documentTypeOf(info.document_type),
    documentNumber: info.document_number,
    name: info.name,
    surname: info.surname,
    email: info.email,
    phoneNumber: info.phone_number ?? '',
  };
}

/** A member's stored billing data in the billing form's keys, or null when there is none. */
export function billingFromMemberData(data: MemberData): AddressFormInput | null {
  return data.billing_address ? fromAddressPayload(data.billing_address) : null;
}

export type CheckoutForms = {
  client: ClientInfoInput;
  shippingMode: ShippingMode;
  shipping: ShippingInput;
  /** Null when no billing data is asked for. */
  billing: AddressFormInput | null;
  flags: OrderFlags;
  isMember: boolean;
};

/** SPEC §7 `order/intent` from the checkout's forms. */
export function toOrderIntentPayload(
  forms: CheckoutForms,
  language: Language,
  brand: Brand,
): OrderIntentPayload {
  return {
    ...sections(forms),
    web_language: language,
    web_site: brand,
  };
}

type Sections = Omit<OrderIntentPayload, 'web_language' | 'web_site'>;

function sections(forms: CheckoutForms): Sections {
  return {
    client_info: toClientInfoPayload(forms.client),
    shipping_mode: forms.isMember ? forms.shippingMode : 'home',
    shipping_address:
      forms.isMember && forms.shippingMode === 'shop'
        ? pickupShippingAddress(forms.client)
        : toShippingAddressPayload(forms.shipping),
    billing_address: forms.billing ? toBillingAddressPayload(forms.billing) : null,
    is_gift: forms.flags.isGift,
    newsletter_subscription: forms.flags.newsletter,
    update_member_data: forms.isMember && forms.flags.updateMemberData,
  };
}

const sectionKeys: Record<CheckoutSection, readonly (keyof Sections)[]> = {
  client: ['client_info'],
  shipping: ['shipping_mode', 'shipping_address', 'is_gift'],
  billing: ['billing_address'],
};

/**
 * SPEC §4: saving a section sends only what changed in it, as an intent update. A section whose
 * fields did not change sends nothing but the payment intent (the server answers with a new secret
 * all the same). Flags that changed since the intent travel with whichever section is saved.
 */
export function sectionUpdate(
  section: CheckoutSection,
  sent: OrderIntentPayload,
  forms: CheckoutForms,
  paymentIntent: string,
): UpdateOrderIntentPayload {
  const now = sections(forms);
  const update: UpdateOrderIntentPayload = { payment_intent: paymentIntent };
  const changed = (key: keyof Sections) => JSON.stringify(now[key]) !== JSON.stringify(sent[key]);
  for (const key of sectionKeys[section]) if (changed(key)) Object.assign(update, { [key]: now[key] });
  for (const key of ['newsletter_subscription', 'update_member_data'] as const) {
    if (changed(key)) Object.assign(update, { [key]: now[key] });
  }
  return update;
}

/** The intent's payload after an update was accepted (the next diff starts from it). */
export function applyUpdate(sent: OrderIntentPayload, update: UpdateOrderIntentPayload): OrderIntentPayload {
  const { payment_intent: _ignored, ...changes } = update;
  return { ...sent, ...changes };
}
