import { detailOf, isApiError, tooManyAttemptsOf } from '@cepa/core/http';

/**
 * SPEC §8 for the shop in one place: an ApiError in, the outcome a screen shows out.
 */

export const voucherRefusals = [
  'VOUCHER_DOESNT_EXIST',
  'VOUCHER_INACTIVE',
  'VOUCHER_EXPIRED',
  'VOUCHER_ALREADY_USED',
] as const;
export type VoucherRefusal = (typeof voucherRefusals)[number];

/** What applying a voucher or coupon came to, short of success. */
export type VoucherOutcome = VoucherRefusal | 'tooManyAttempts' | 'failed';

/**
 * A 400 whose body is one of the four refusals shows its message; a 429 (the site's limits on voucher
 * attempts) says when to try again; anything else is a failure to retry.
 */
export function voucherOutcome(error: unknown): VoucherOutcome {
  if (tooManyAttemptsOf(error) !== null) return 'tooManyAttempts';
  if (isApiError(error) && error.status === 400) {
    const detail = detailOf(error.body) ?? error.detail;
    const refusal = voucherRefusals.find((code) => code === detail?.trim());
    if (refusal) return refusal;
  }
  return 'failed';
}

/** What adding to the basket came to, short of success. */
export type AddToBasketOutcome =
  | { kind: 'refused'; reason: string }
  | { kind: 'tooManyAttempts'; retryAfterSeconds: number }
  | { kind: 'failed' };

/**
 * SPEC §8: a 406 shows the response's reason text; a 429 (the site's limits) says when to try again;
 * any other failure a generic message.
 */
export function addToBasketOutcome(error: unknown): AddToBasketOutcome {
  const wait = tooManyAttemptsOf(error);
  if (wait !== null) return { kind: 'tooManyAttempts', retryAfterSeconds: wait };
  if (isApiError(error) && error.status === 406) {
    const reason = detailOf(error.body) ?? error.detail;
    if (reason) return { kind: 'refused', reason };
  }
  return { kind: 'failed' };
}
