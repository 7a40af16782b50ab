import { z } from 'zod';
import { api, request, ApiError } from '../http';
import type { PaymentErrorCode } from './types';

const confirmedSchema = z.object({
  payment_intent: z.object({ id: z.string(), status: z.literal('succeeded') }),
});

const providerErrorSchema = z.object({ error: z.object({ code: z.string() }) });

/** Pays an intent with the embedded test provider (Cepa's own call, embedded backend only). */
export function confirmEmbeddedPayment(payload: {
  client_secret: string;
  card_number: string;
  expiry: string;
  cvc: string;
}) {
  return request(
    'POST /__payment_provider/confirm/',
    () => api.url('/__payment_provider/confirm/').post(payload).json(),
    confirmedSchema,
  );
}

/** What went wrong, in the adapter's words: a decline the customer can fix, or a failure to retry. */
export function paymentErrorCodeOf(error: unknown): PaymentErrorCode {
  if (!(error instanceof ApiError) || error.kind !== 'http') return 'processing_error';
  const body = providerErrorSchema.safeParse(error.body);
  const code = body.success ? body.data.error.code : undefined;
  if (error.status === 402) return code === 'insufficient_funds' ? 'insufficient_funds' : 'card_declined';
  if (error.status === 400 && code === 'incomplete') return 'incomplete';
  return 'processing_error';
}
