import { isApiError } from '@cepa/core/http';

/**
 * The lists' failures in one place (SPEC §8 gives them no message of their own): no answer at all
 * (the connection dropped, the visitor is offline) or any other failure; both offer a retry.
 */
export type ListFailure = 'offline' | 'failed';

/** The failure a list shows for an error: a call's `ApiError`, or the kind the server already named. */
export function listFailure(error: unknown): ListFailure {
  if (error === 'offline' || error === 'failed') return error;
  return isApiError(error) && error.kind === 'network' ? 'offline' : 'failed';
}
