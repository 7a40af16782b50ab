import {
  addressWithEntityFields,
  billsCompany,
  fromAddressPayload,
  toAddressPayload,
  type AddressWithEntityInput,
} from '@cepa/core/address';
import type { ClubAddress, InvitationPayload, PersonalInformation, PersonalInformationPatch } from './api';
import { birthdayFromIso, birthdayToIso } from './birthday';
import type { InvitationInput, PersonalInformationInput } from './forms';

/** SPEC §3/§5: the invitation form's keys to the wire's, e-mail lower-cased and texts trimmed. */
export function toInvitationPayload(form: InvitationInput): InvitationPayload {
  return {
    name: form.name.trim(),
    surname: form.surname.trim(),
    document_type: form.documentType,
    document_number: form.documentNumber.trim().toUpperCase(),
    email: form.email.trim().toLowerCase(),
    language: form.language,
  };
}

/** SPEC §3 personal information → the form's keys. */
export function fromPersonalInformation(
  data: PersonalInformation['personal_information'],
): PersonalInformationInput {
  return {
    phoneNumber: data.phone_number ?? '',
    birthday: birthdayFromIso(data.birthday),
    language: data.language,
    nationality: data.nationality ?? '',
    companyName: data.company_name ?? '',
  };
}

/** The form → the PATCH payload: the birthday in ISO form or null (SPEC §5). */
export function toPersonalInformationPatch(form: PersonalInformationInput): PersonalInformationPatch {
  return {
    phone_number: form.phoneNumber.trim(),
    birthday: birthdayToIso(form.birthday) ?? null,
    language: form.language,
    nationality: form.nationality,
    company_name: form.companyName.trim(),
  };
}

/** SPEC §3 club address → the form with the person/company choice (a company when one is named). */
export function fromClubAddress(
  address: ClubAddress | null,
  member: { name: string; surname: string; email: string },
): AddressWithEntityInput {
  // A new address starts from the member's own name and e-mail.
  if (!address)
    return {
      ...addressWithEntityFields.empty,
      name: member.name,
      surname: member.surname,
      email: member.email,
    };
  return {
    ...fromAddressPayload(address),
    entity: address.document_type === 'nif_cif' && address.company ? 'company' : 'person',
  };
}

/** The address form → SPEC §3 club address: a company's name or a person's, never both; empty parts null. */
export function toClubAddressPayload(form: AddressWithEntityInput): ClubAddress {
  const company = billsCompany(form);
  const address = toAddressPayload(form);
  return {
    ...address,
    document_number: address.document_number.toUpperCase(),
    company: company ? address.company : null,
    first_name: company ? null : address.first_name,
    last_name: company ? null : address.last_name,
    line2: address.line2 || null,
    state: address.state || null,
  };
}
