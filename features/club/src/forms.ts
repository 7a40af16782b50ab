import { documentFields } from '@cepa/core/address';
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
