/**
 * Why a payment did not go through. `already_paid`: the intent was paid before (a page restored from
 * the browser's history, say); the card processor refuses to charge it again.
 */
export type PaymentErrorCode =
  'incomplete' | 'card_declined' | 'insufficient_funds' | 'processing_error' | 'already_paid';

export type PaymentError = { code: PaymentErrorCode; message: string };

export type CardPaymentHandle = {
  /** Checks the card fields before any intent exists; the fields show their own errors. */
  validate(): Promise<PaymentError | null>;
  /**
   * Pays the intent. On success the browser goes to returnUrl (+ ?payment_intent=…&payment_intent_client_secret=…&redirect_status=succeeded).
   * Otherwise resolves with the error (also shown in the form). returnUrl is a path of this site (the
   * confirmation page's, from page data): the card form resolves it against the page's own address,
   * so no slice reads the address bar to build it.
   */
  confirm(input: { clientSecret: string; returnUrl: string }): Promise<PaymentError | null>;
};

export type CardPaymentProps = {
  /** What the customer pays, in cents. */
  amount: number;
  ref: React.Ref<CardPaymentHandle>;
  /**
   * Where a successful payment sends the browser; `window.location.assign` by default. A seam for
   * stories and tests only, so Storybook's frame never leaves the story. The embedded form's only:
   * Stripe.js sends the browser itself (its stand-in in tests records it instead, see ./stripe-stub).
   */
  onRedirect?: (url: string) => void;
};
