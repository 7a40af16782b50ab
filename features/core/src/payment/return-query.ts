/**
 * The parameters a card payment's return adds to the return URL: Stripe's names, which the embedded
 * provider's form writes too (`paymentReturnUrl`).
 */
const paymentReturnParameters = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'];

/** What the address of a payment's return says: paid (the payment to capture) or not paid. */
export type PaymentReturn = { paid: true; paymentIntent: string } | { paid: false };

/**
 * SPEC §4: a payment is paid only when `redirect_status` is `succeeded` and a `payment_intent` exists;
 * any other payment return was not paid; a query without either is no payment return (null).
 */
export function paymentReturnOf(query: string): PaymentReturn | null {
  const params = new URLSearchParams(query);
  const paymentIntent = params.get('payment_intent')?.trim();
  const status = params.get('redirect_status');
  if (status === 'succeeded' && paymentIntent) return { paid: true, paymentIntent };
  if (paymentIntent || status) return { paid: false };
  return null;
}

/**
 * The address once its payment is confirmed: the payment's return parameters taken out (its client
 * secret among them), `confirmed` set in their place; the rest of the query and the hash kept.
 */
export function addressAfterPayment(href: string, confirmed: Record<string, string>): string {
  const url = new URL(href);
  for (const name of paymentReturnParameters) url.searchParams.delete(name);
  for (const [name, value] of Object.entries(confirmed)) url.searchParams.set(name, value);
  return url.href;
}

/**
 * Rewrites the address bar once a payment is confirmed (`addressAfterPayment`), in place: no new
 * history entry and no page load. A reload then reads back what `confirmed` names instead of
 * capturing again, and the payment's client secret is no longer in the address.
 */
export function replacePaymentReturn(confirmed: Record<string, string>): void {
  const address = addressAfterPayment(window.location.href, confirmed);
  window.history.replaceState(window.history.state, '', address);
}
