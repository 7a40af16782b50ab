import type { BookingConflict } from '../../api';
import { ApiError, reportError, sameSitePath } from '@cepa/core';
import { paymentReturnOf } from '@cepa/core/payment';
import { encodeBookingHash } from '../../hash';

/** What the confirmation page does with its query (SPEC §2, §4). */
export type ConfirmationAction =
  | { kind: 'redemption'; voucherRedemptionId: string }
  | { kind: 'capture'; paymentIntent: string }
  | { kind: 'notPaid' }
  | { kind: 'none' };

/**
 * Reads voucher_redemption, else the payment's return (`paymentReturnOf`): a redemption is checked; a
 * paid payment is captured; any other payment return means it was not paid; no parameter at all
 * leaves nothing to confirm.
 */
export function confirmationAction(search: string): ConfirmationAction {
  const voucherRedemptionId = new URLSearchParams(search).get('voucher_redemption')?.trim();
  if (voucherRedemptionId) return { kind: 'redemption', voucherRedemptionId };
  const payment = paymentReturnOf(search);
  if (!payment) return { kind: 'none' };
  return payment.paid ? { kind: 'capture', paymentIntent: payment.paymentIntent } : { kind: 'notPaid' };
}

/**
 * SPEC §4: after a capture 409, back to the experience page with the booking intent id in the
 * hash, at the date choice (step 2). An experience address that is not a path of this site is
 * refused (reported as a contract error) and `fallback` is used instead.
 */
export function conflictReturnUrl(conflict: BookingConflict, fallback: string): string {
  const page = sameSitePath(conflict.experience_page_url);
  if (page === null) {
    reportError(
      new ApiError('contract', 'POST /api/booking_intent/capture/', {
        body: conflict,
        message: 'contract error on the capture conflict: experience_page_url is not a path of this site',
      }),
      'booking: the conflict’s experience address',
    );
  }
  const [withoutHash = ''] = (page ?? fallback).split('#');
  const experience = Number(new URLSearchParams(withoutHash.split('?')[1] ?? '').get('experience'));
  const hash = encodeBookingHash({
    step: 2,
    bookingIntentId: conflict.booking_intent_id,
    ...(Number.isInteger(experience) && experience > 0 ? { experienceId: experience } : {}),
  });
  return `${withoutHash}#${hash}`;
}
