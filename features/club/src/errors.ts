import { detailOf, isApiError } from '@cepa/core/http';

/** SPEC §8 for the club in one place: an ApiError in, the outcome a screen shows out. */

/** What sending the invitation came to, short of success. */
export type InvitationOutcome =
  | {
      kind: 'field';
      field: 'email' | 'documentNumber';
      message: 'club.invitation.error.emailInUse' | 'club.invitation.error.documentNumberInUse';
    }
  | { kind: 'failed' };

/**
 * SPEC §8: a 400 with EMAIL_IN_USE is a field error on the e-mail (ERROR_EMAIL_IN_USE), one with
 * DOCUMENT_NUMBER_IN_USE on the document number (ERROR_DOCUMENT_NUMBER_IN_USE); anything else is a
 * failure the member may retry.
 */
export function invitationOutcome(error: unknown): InvitationOutcome {
  if (isApiError(error) && error.status === 400) {
    const detail = (detailOf(error.body) ?? error.detail)?.trim();
    if (detail === 'EMAIL_IN_USE')
      return { kind: 'field', field: 'email', message: 'club.invitation.error.emailInUse' };
    if (detail === 'DOCUMENT_NUMBER_IN_USE')
      return { kind: 'field', field: 'documentNumber', message: 'club.invitation.error.documentNumberInUse' };
  }
  return { kind: 'failed' };
}
