import type { PaymentErrorCode } from './types';

/** The parts of a Stripe.js error the adapter reads (kept apart so the mapping is tested without Stripe.js). */
export type StripeErrorLike = {
  type: string;
  code?: string;
  decline_code?: string;
  message?: string;
  payment_intent?: { status?: string };
};

/**
 * Stripe's error in the adapter's words: a field Stripe checks itself is `incomplete`; any card error is
 * a decline, insufficient funds told apart, and so is a failed 3-D Secure authentication (Stripe's
 * message asks for another card, not for a later try); everything else is a failure worth retrying later.
 */
export function stripeErrorCode(error: StripeErrorLike): PaymentErrorCode {
  if (error.type === 'validation_error') return 'incomplete';
  if (error.code === 'payment_intent_unexpected_state' && error.payment_intent?.status === 'succeeded') {
    return 'already_paid';
  }
  if (error.code === 'payment_intent_authentication_failure') return 'card_declined';
  if (error.type === 'card_error') {
    return error.decline_code === 'insufficient_funds' || error.code === 'insufficient_funds'
      ? 'insufficient_funds'
      : 'card_declined';
  }
  return 'processing_error';
}
