import { z } from 'zod';
import type en from './messages/en.json';

type MessageId = keyof typeof en;

/** How the embedded form lays the digits out as they are typed. */
export const cardNumberMask = '#### #### #### ####';
export const expiryMask = '## / ##';
export const cvcMask = '####';

export type CardFields = { cardNumber: string; expiry: string; cvc: string };
export type CardFieldErrors = Partial<Record<keyof CardFields, MessageId>>;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * The embedded card form's rules, one message id per field (the first rule that fails). The expiry
 * is compared with `now`'s month, as a card is valid until the end of the month printed on it.
 */
export function cardFormSchema(now: Date = new Date()) {
  return z.object({
    cardNumber: z
      .string()
      .transform(digitsOf)
      .superRefine((number, ctx) => {
        if (!number) ctx.addIssue({ code: 'custom', message: 'core.payment.errors.cardNumberRequired' });
        else if (number.length !== 16)
          ctx.addIssue({ code: 'custom', message: 'core.payment.errors.cardNumberIncomplete' });
      }),
    expiry: z
      .string()
      .transform(digitsOf)
      .superRefine((expiry, ctx) => {
        const month = Number(expiry.slice(0, 2));
        const year = 2000 + Number(expiry.slice(2, 4));
        if (!expiry) ctx.addIssue({ code: 'custom', message: 'core.payment.errors.expiryRequired' });
        else if (expiry.length !== 4 || month < 1 || month > 12)
          ctx.addIssue({ code: 'custom', message: 'core.payment.errors.expiryInvalid' });
        else if (year * 12 + month < now.getFullYear() * 12 + now.getMonth() + 1)
          ctx.addIssue({ code: 'custom', message: 'core.payment.errors.expiryPast' });
      }),
    cvc: z
      .string()
      .transform(digitsOf)
      .superRefine((cvc, ctx) => {
        if (!cvc) ctx.addIssue({ code: 'custom', message: 'core.payment.errors.cvcRequired' });
        else if (cvc.length < 3)
          ctx.addIssue({ code: 'custom', message: 'core.payment.errors.cvcIncomplete' });
      }),
  });
}

/** The fields' errors as message ids; empty when the card can be sent to the provider. */
export function validateCardFields(fields: CardFields, now: Date = new Date()): CardFieldErrors {
  const result = cardFormSchema(now).safeParse(fields);
  if (result.success) return {};
  const errors: CardFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof CardFields;
    errors[field] ??= issue.message as MessageId;
  }
  return errors;
}

/** The card as the provider's confirmation call takes it. */
export function toConfirmPayload(clientSecret: string, fields: CardFields) {
  const expiry = digitsOf(fields.expiry);
  return {
    client_secret: clientSecret,
    card_number: digitsOf(fields.cardNumber),
    expiry: `${expiry.slice(0, 2)}/${expiry.slice(2, 4)}`,
    cvc: digitsOf(fields.cvc),
  };
}

/** A payment intent's id, from its client secret (`pi_…_secret_…`, as Stripe and the embedded provider make them). */
export function paymentIntentIdOf(clientSecret: string): string {
  return clientSecret.split('_secret_')[0] ?? clientSecret;
}

/**
 * The address a successful payment lands on: the return URL with the same query a card processor's
 * redirect carries (kept before any `#hash`, joined with `&` when the URL already has a query).
 */
export function paymentReturnUrl(returnUrl: string, intent: { id: string; clientSecret: string }): string {
  const hashAt = returnUrl.indexOf('#');
  const base = hashAt === -1 ? returnUrl : returnUrl.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : returnUrl.slice(hashAt);
  const query = new URLSearchParams({
    payment_intent: intent.id,
    payment_intent_client_secret: intent.clientSecret,
    redirect_status: 'succeeded',
  }).toString();
  const separator = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&';
  return `${base}${separator}${query}${hash}`;
}
