import { detailOf, isApiError, tooManyAttemptsOf } from '@cepa/core/http';

/** SPEC §8 for the club in one place: an ApiError in, the outcome a screen shows out. */

/**
 * A save that did not go through and may be tried again: refused by the site's limits (429, said as
 * "Too many attempts…" with the wait), or failed for any other reason (the form's own failure text).
 */
export type SaveFailure = { kind: 'failed' } | { kind: 'tooManyAttempts'; retryAfterSeconds: number };

/** What a failed save of the member's data, address or preferences shows. */
export function saveFailureOf(error: unknown): SaveFailure {
  const retryAfterSeconds = tooManyAttemptsOf(error);
  return retryAfterSeconds === null ? { kind: 'failed' } : { kind: 'tooManyAttempts', retryAfterSeconds };
}

/** What sending the invitation came to, short of success. */
export type InvitationOutcome =
  | {
      kind: 'field';
      field: 'email' | 'documentNumber';
      message: 'club.invitation.error.emailInUse' | 'club.invitation.error.documentNumberInUse';
    }
  | SaveFailure;

/**
 * SPEC §8: a 400 with EMAIL_IN_USE is a field error on the e-mail (ERROR_EMAIL_IN_USE), one with
 * DOCUMENT_NUMBER_IN_USE on the document number (ERROR_DOCUMENT_NUMBER_IN_USE); anything else is a
 * failure the member may retry (see `saveFailureOf`).
 */
export function invitationOutcome(error: unknown): InvitationOutcome {
  if (isApiError(error) && error.status === 400) {
    const detail = (detailOf(error.body) ?? error.detail)?.trim();
    if (detail === 'EMAIL_IN_USE')
      return { kind: 'field', field: 'email', message: 'club.invitation.error.emailInUse' };
    if (detail === 'DOCUMENT_NUMBER_IN_USE')
      return { kind: 'field', field: 'documentNumber', message: 'club.invitation.error.documentNumberInUse' };
  }
  return saveFailureOf(error);
}
