import { documentTypeOf } from './documents';
import type { AddressFormInput } from './schema';
import type { AddressPayload } from './wire';

/** SPEC §5: on submit the e-mail is lower-cased and trimmed. */
export function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The address form (SPEC §3 form keys) → its wire shape (SPEC §3 billing address). */
export function toAddressPayload(form: AddressFormInput): AddressPayload {
  return {
    document_type: form.documentType,
    document_number: form.documentNumber.trim(),
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
}

/** The wire's address back in the form's keys (pre-filling a form from what the server kept). */
export function fromAddressPayload(data: AddressPayload): AddressFormInput {
  return {
    documentType: documentTypeOf(data.document_type),
    documentNumber: data.document_number,
    company: data.company,
    name: data.first_name,
    surname: data.last_name,
    email: data.email,
    address: data.line1,
    optionalAddress: data.line2,
    country: data.country,
    region: data.state,
    postalCode: data.postcode,
    locality: data.locality,
  };
}
