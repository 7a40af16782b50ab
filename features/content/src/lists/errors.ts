import { isApiError } from '@cepa/core/http';

/**
 * The lists' failures in one place (SPEC §8 gives them no message of their own): no answer at all
 * (the connection dropped, the visitor is offline) or any other failure; both offer a retry.
 */
export type ListFailure = 'offline' | 'failed';

export function listFailure(error: unknown): ListFailure {
  return isApiError(error) && error.kind === 'network' ? 'offline' : 'failed';
}
