import { delay, HttpResponse, type RequestHandler } from 'msw';
import { z } from 'zod';
import { backend } from './backend';
import { BoundedMap } from './bounded';
import { idsCountUp, randomHex } from './ids';
import { paymentProviderRoutes } from '../payment/routes';

export type PaymentIntentRecord = {
  id: string;
  client_secret: string;
  /** Cents. */
  amount: number;
  currency: 'eur';
  description: string;
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';
  last_error: 'card_declined' | 'insufficient_funds' | null;
  captured: boolean;
};

/** The card numbers the embedded provider knows, as a card processor's test mode does. */
export const providerTestCards = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** The call the embedded payment form posts to (Cepa's own, embedded only). */
export const paymentProviderConfirmPath = `/api${paymentProviderRoutes.confirm.path}`;

/**
 * A request header that shortens the provider's processing delay (milliseconds); tests send `0`.
 * Without it the provider takes as long as a card processor does, so loading states are seen.
 */
export const paymentProviderDelayHeader = 'x-cepa-provider-delay';
const defaultProcessingDelay = 600;

const intents = backend.store(() => new BoundedMap<string, PaymentIntentRecord>());

/** Counts intents in a page only (see `idsCountUp`); secrets are always random. */
const sequence = backend.store(() => ({ next: 1 }));

function newIntentId(): string {
  let id: string;
  do
    id = idsCountUp() ? `pi_${(sequence.get().next++).toString(36).padStart(6, '0')}` : `pi_${randomHex(24)}`;
  while (intents.get().has(id));
  return id;
}

function find(idOrSecret: string): PaymentIntentRecord | undefined {
  const all = intents.get();
  const byId = all.get(idOrSecret);
  if (byId) return byId;
  for (const intent of all.values()) if (intent.client_secret === idOrSecret) return intent;
  return undefined;
}

function createIntent(input: { amount: number; description: string }): PaymentIntentRecord {
  const id = newIntentId();
  const intent: PaymentIntentRecord = {
    id,
    client_secret: `${id}_secret_${randomHex(24)}`,
    amount: input.amount,
    currency: 'eur',
    description: input.description,
    status: 'requires_payment_method',
    last_error: null,
    captured: false,
  };
  intents.get().set(id, intent);
  return intent;
}

/**
 * Cancels an intent nobody has paid yet, as a card processor does when the backend supersedes it:
 * the processor then refuses to charge it. A paid intent, or one being paid, is left as it is.
 */
function cancel(id: string): PaymentIntentRecord | undefined {
  const intent = find(id);
  if (!intent || intent.status !== 'requires_payment_method') return undefined;
  intent.status = 'canceled';
  return intent;
}

function capture(id: string): PaymentIntentRecord | undefined {
  const intent = find(id);
  if (!intent || intent.status !== 'succeeded') return undefined;
  intent.captured = true;
  return intent;
}

const confirmBodySchema = z.object({
  client_secret: z.string().min(1),
  card_number: z.string(),
  expiry: z.string(),
  cvc: z.string(),
});

/** `MM/YY` (spaces allowed around the slash), a real month, not before the current month. */
function expiryIsValid(expiry: string, now = new Date()): boolean {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
}

function providerError(status: number, code: string, message: string, intent?: PaymentIntentRecord) {
  return HttpResponse.json(
    { error: { code, message, payment_intent: intent ? { id: intent.id, status: intent.status } : null } },
    { status },
  );
}

function processingDelay(request: Request): number {
  const asked = request.headers.get(paymentProviderDelayHeader);
  if (asked === null) return defaultProcessingDelay;
  const ms = Number(asked);
  return Number.isFinite(ms) && ms >= 0 ? ms : defaultProcessingDelay;
}

const confirm = backend.call(paymentProviderRoutes.confirm, async ({ request }) => {
  const parsed = confirmBodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return providerError(400, 'parameter_invalid', 'Malformed confirmation request.');
  const { client_secret, card_number, expiry, cvc } = parsed.data;
  const intent = find(client_secret);
  if (!intent || intent.client_secret !== client_secret) {
    return providerError(404, 'resource_missing', 'No such payment intent.');
  }
  if (intent.status === 'succeeded' || intent.status === 'canceled' || intent.status === 'processing') {
    return providerError(
      400,
      'payment_intent_unexpected_state',
      `This payment intent is ${intent.status} and cannot be paid.`,
      intent,
    );
  }
  const number = card_number.replace(/[\s-]/g, '');
  if (!/^\d{16}$/.test(number) || !expiryIsValid(expiry) || !/^\d{3,4}$/.test(cvc.trim())) {
    return providerError(400, 'incomplete', 'The card details are incomplete or invalid.', intent);
  }

  intent.status = 'processing';
  const ms = processingDelay(request);
  if (ms > 0) await delay(ms);

  if (number === providerTestCards.success) {
    intent.status = 'succeeded';
    intent.last_error = null;
    return HttpResponse.json({
      payment_intent: {
        id: intent.id,
        status: intent.status,
        amount: intent.amount,
        currency: intent.currency,
      },
    });
  }
  const code = number === providerTestCards.insufficientFunds ? 'insufficient_funds' : 'card_declined';
  intent.status = 'requires_payment_method';
  intent.last_error = code;
  return providerError(
    402,
    code,
    code === 'insufficient_funds' ? 'Your card has insufficient funds.' : 'Your card was declined.',
    intent,
  );
});

/**
 * The embedded backend's card processor in test mode: intents the booking backend creates and
 * captures, and the confirmation call the embedded payment form posts to. State lives in a
 * `backend.store`, so `backend.reset()` forgets every intent.
 */
export const paymentProvider: {
  createIntent(input: { amount: number; description: string }): PaymentIntentRecord;
  find(idOrSecret: string): PaymentIntentRecord | undefined;
  cancel(id: string): PaymentIntentRecord | undefined;
  capture(id: string): PaymentIntentRecord | undefined;
  handlers: RequestHandler[];
} = {
  createIntent,
  find,
  cancel,
  capture,
  handlers: [confirm.handler],
};

/** The confirmation call's name, to switch faults on it: `backend.faults.set(paymentProviderConfirmCall, …)`. */
export const paymentProviderConfirmCall = confirm.name;
