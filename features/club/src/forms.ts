import { z } from 'zod';
import { documentFields } from '@cepa/core/address';
import { birthdayToIso } from './birthday';
import type { ClubMessageId } from './messages';
import {
  defineFields,
  documentNumberCheck,
  documentNumberMatchesType,
  rules,
  textField,
} from '@cepa/core/form';

/**
 * SPEC §2/§5 invitation ("gift a subscription"): name, surname, e-mail and language required, the
 * e-mail valid, the document number a Spanish national ID when the type is dni.
 */
export const invitationFields = defineFields({
  name: textField(rules.required()),
  surname: textField(rules.required()),
  ...documentFields,
  email: textField(rules.email()),
  language: textField(rules.required()),
});

export const invitationSchema = invitationFields.schema.refine(
  documentNumberMatchesType,
  documentNumberCheck,
);
export type InvitationInput = (typeof invitationFields)['empty'];

/** Each invitation field's label. */
export const invitationLabels = {
  name: 'club.invitation.name',
  surname: 'club.invitation.surname',
  documentType: 'club.invitation.documentType',
  documentNumber: 'club.invitation.documentNumber',
  email: 'club.invitation.email',
  language: 'club.invitation.language',
} as const satisfies Record<keyof typeof invitationFields.fields, ClubMessageId>;

/**
 * SPEC §5 personal information: the phone in a phone format, the birthday typed as dd / mm / yyyy (a
 * real date, or empty), the language; nationality and company optional. Name, surname, e-mail and the
 * document are shown read-only, outside the form.
 */
export const personalInformationFields = defineFields({
  phoneNumber: textField(rules.phone()),
  birthday: textField(
    z
      .string()
      .refine((typed) => birthdayToIso(typed) !== undefined, { error: 'club.personal.error.birthday' }),
  ),
  language: textField(rules.required()),
  nationality: textField(rules.optional()),
  companyName: textField(rules.optional()),
});
export const personalInformationFormSchema = personalInformationFields.schema;
export type PersonalInformationInput = (typeof personalInformationFields)['empty'];

/** Each personal information field's label. */
export const personalInformationLabels = {
  phoneNumber: 'club.personal.phoneNumber',
  birthday: 'club.personal.birthday',
  language: 'club.personal.language',
  nationality: 'club.personal.nationality',
  companyName: 'club.personal.companyName',
} as const satisfies Record<keyof typeof personalInformationFields.fields, ClubMessageId>;
