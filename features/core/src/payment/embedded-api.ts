import { z } from 'zod';
import { ApiError, send } from '../http';
import { paymentProviderRoutes } from './routes';
import type { PaymentErrorCode } from './types';

const confirmedSchema = z.object({
  payment_intent: z.object({ id: z.string(), status: z.literal('succeeded') }),
});

const providerErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    payment_intent: z.object({ status: z.string() }).nullish(),
  }),
});

/** Pays an intent with the embedded test provider (Cepa's own call, embedded backend only). */
export function confirmEmbeddedPayment(payload: {
  client_secret: string;
  card_number: string;
  expiry: string;
  cvc: string;
}) {
  return send(paymentProviderRoutes.confirm, confirmedSchema, { body: payload });
}

/** What went wrong, in the adapter's words: a decline the customer can fix, or a failure to retry. */
export function paymentErrorCodeOf(error: unknown): PaymentErrorCode {
  if (!(error instanceof ApiError) || error.kind !== 'http') return 'processing_error';
  const body = providerErrorSchema.safeParse(error.body);
  const code = body.success ? body.data.error.code : undefined;
  if (code === 'payment_intent_unexpected_state' && body.data?.error.payment_intent?.status === 'succeeded') {
    return 'already_paid';
  }
  if (error.status === 402) return code === 'insufficient_funds' ? 'insufficient_funds' : 'card_declined';
  if (error.status === 400 && code === 'incomplete') return 'incomplete';
  return 'processing_error';
}
