import { isApiError } from './api-error';

/**
 * A call refused for being made too often (429, the site's limits or the backend's): the seconds to wait
 * (its `Retry-After`, a minute when it does not say), or null for any other failure.
 * A module of its own: only the screens that say it load it, never the first page's shared code.
 */
export function tooManyAttemptsOf(error: unknown): number | null {
  if (!isApiError(error) || error.kind !== 'http' || error.status !== 429) return null;
  const seconds = Number(error.retryAfter);
  return error.retryAfter && Number.isInteger(seconds) && seconds > 0 ? seconds : 60;
}
