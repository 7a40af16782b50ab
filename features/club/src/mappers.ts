import type { InvitationPayload } from './api';
import type { InvitationInput } from './forms';

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
