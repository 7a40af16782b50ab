import type { CardPaymentHandle, PaymentError } from './types';

/**
 * For unit tests of a flow that pays: a card form whose fields are complete and which pays with what
 * it is told (`refusal`, or nothing: paid), recording the intent secrets it was asked to pay.
 */
export function cardStandIn(
  refusal: PaymentError | null = null,
): CardPaymentHandle & { confirmed: string[] } {
  const confirmed: string[] = [];
  return {
    confirmed,
    validate: async () => null,
    confirm: async ({ clientSecret }) => {
      confirmed.push(clientSecret);
      return refusal;
    },
  };
}
