import { useFormMessages } from './messages';

/**
 * Every form's reason for a failure when the visitor sent it too often (the site's limits: 429), in a
 * `PostedOutcome`. Here, not beside the posted form's types, which are on every page: only the forms that
 * say it load this.
 */
export const tooManyAttemptsReason = 'tooManyAttempts';

/** The whole minutes to wait for `retryAfterSeconds` (one at least; a minute when it is not known). */
export function minutesToWait(retryAfterSeconds: number | undefined): number {
  return Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60));
}

/**
 * The words for a form or a call refused for being sent too often (the site's limits, 429): "Too many
 * attempts. Try again in N minutes.", N from its `Retry-After`.
 */
export function useTooManyAttemptsText(): (retryAfterSeconds: number | undefined) => string {
  const t = useFormMessages();
  return (retryAfterSeconds) => t('core.form.tooManyAttempts', { minutes: minutesToWait(retryAfterSeconds) });
}
