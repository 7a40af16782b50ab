import { detailOf, isApiError } from '@cepa/core/http';

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
export type VoucherOutcome = VoucherRefusal | 'failed';

/** A 400 whose body is one of the four refusals shows its message; anything else is a failure to retry. */
export function voucherOutcome(error: unknown): VoucherOutcome {
  if (isApiError(error) && error.status === 400) {
    const detail = detailOf(error.body) ?? error.detail;
    const refusal = voucherRefusals.find((code) => code === detail?.trim());
    if (refusal) return refusal;
  }
  return 'failed';
}

/** What adding to the basket came to, short of success. */
export type AddToBasketOutcome = { kind: 'refused'; reason: string } | { kind: 'failed' };

/** SPEC §8: a 406 shows the response's reason text; any other failure a generic message. */
export function addToBasketOutcome(error: unknown): AddToBasketOutcome {
  if (isApiError(error) && error.status === 406) {
    const reason = detailOf(error.body) ?? error.detail;
    if (reason) return { kind: 'refused', reason };
  }
  return { kind: 'failed' };
}
