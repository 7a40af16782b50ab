import { documentTypeOf } from './documents';
import type { AddressFormInput, PostalAddressInput } from './schema';
import type { AddressPayload, AddressPayloadInput, PostalAddressPayload } from './wire';

/**
 * The one pair of mappers between the address's form keys (SPEC §3: documentType, name, address,
 * postalCode...) and its wire keys (document_type, first_name, line1, postcode...), for every slice: a
 * slice's own wire shape (the shop's `country_id`, the club's nulls) is made from these, never by
 * listing the keys again.
 */

/** SPEC §5: on submit the e-mail is lower-cased and trimmed. */
export function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The address form → its wire shape, texts trimmed, the e-mail lower-cased; without a document, none. */
export function toAddressPayload(form: AddressFormInput): AddressPayload;
export function toAddressPayload(form: PostalAddressInput): PostalAddressPayload;
export function toAddressPayload(
  form: PostalAddressInput & Partial<Pick<AddressFormInput, 'documentType' | 'documentNumber'>>,
): AddressPayload | PostalAddressPayload {
  const postal: PostalAddressPayload = {
    company: form.company.trim(),
    first_name: form.name.trim(),
    last_name: form.surname.trim(),
    email: normalisedEmail(form.email),
    line1: form.address.trim(),
    line2: form.optionalAddress.trim(),
    country: form.country,
    state: form.region.trim(),
    postcode: form.postalCode.trim(),
    locality: form.locality.trim(),
  };
  if (form.documentType === undefined) return postal;
  return {
    document_type: form.documentType,
    document_number: (form.documentNumber ?? '').trim(),
    ...postal,
  };
}

/**
 * The wire's address back in the form's keys (pre-filling a form from what the server kept), whichever
 * call gave it: a missing or null optional part reads as empty, an unknown document type as the default.
 */
export function fromAddressPayload(data: AddressPayloadInput): AddressFormInput {
  return {
    documentType: documentTypeOf(data.document_type),
    documentNumber: data.document_number,
    company: data.company ?? '',
    name: data.first_name ?? '',
    surname: data.last_name ?? '',
    email: data.email,
    address: data.line1,
    optionalAddress: data.line2 ?? '',
    country: data.country,
    region: data.state ?? '',
    postalCode: data.postcode,
    locality: data.locality,
  };
}
