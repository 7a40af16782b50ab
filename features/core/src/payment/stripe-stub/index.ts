import stubUrl from './stripe-js.js?url';
import { config } from '../../config';

/** A publishable key in Stripe's test format; only the stub ever sees it. */
export const stubPublishableKey = 'pk_test_cepa_stub';

/** One call the stub recorded: its name (`Stripe`, `elements`, `confirmPayment`, …) and its data. */
export type StripeStubCall = {
  call: string;
  /** The Elements group the call belongs to (each `stripe.elements()` makes a new one). */
  elements?: number;
  [detail: string]: unknown;
};

/** A Stripe-shaped error, as `confirmPayment` answers with it. */
export type StripeStubError = { type: string; code?: string; message?: string; [detail: string]: unknown };

/** The test's handle on the stub (`window.cepaStripeStub`; see stripe-js.js). */
export type StripeStub = {
  calls: StripeStubCall[];
  /** Milliseconds a confirmation takes. */
  delay: number;
  /** How a paid payment leaves the page; `location.assign` unless the test records it instead. */
  redirect: (url: string) => void;
  /** What Stripe's servers say before a payment succeeds: null, or the error to answer with. */
  settle: (input: { clientSecret: string; paymentIntent: string }) => Promise<StripeStubError | null>;
  reset(): void;
};

declare global {
  interface Window {
    cepaStripeStub?: StripeStub;
    cepaStripeStubOptions?: Partial<Pick<StripeStub, 'delay' | 'redirect' | 'settle'>>;
  }
}

/**
 * Puts the stub on the page as Stripe.js arrives on a real one, a script element, here from a file Vite
 * serves beside the stories. `loadStripe` then finds `window.Stripe` and uses it instead of adding
 * Stripe's script (and @stripe/stripe-js only looks once its module loads, with the Stripe adapter's
 * code, after this).
 */
export async function installStripeStub(): Promise<StripeStub> {
  if (!window.cepaStripeStub) {
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = stubUrl;
      script.onload = () => resolve();
      script.onerror = () => reject(new Error(`The Stripe.js stub did not load from ${stubUrl}`));
      document.head.append(script);
    });
  }
  if (!window.cepaStripeStub) throw new Error('The Stripe.js stub loaded but did not define window.Stripe');
  return window.cepaStripeStub;
}

/**
 * For a story: the card form is Stripe's (the configuration has a publishable key, as a build with
 * VITE_STRIPE_PUBLISHABLE_KEY does) and Stripe.js is the stub, with its record emptied and a paid
 * payment's redirect handed to `onRedirect` so that the story's frame stays. Returns the cleanup.
 */
export async function payWithStripeStub(onRedirect: (url: string) => void): Promise<() => void> {
  const stub = await installStripeStub();
  const key = config.stripePublishableKey;
  const redirect = stub.redirect;
  config.stripePublishableKey = stubPublishableKey;
  stub.reset();
  stub.redirect = onRedirect;
  return () => {
    config.stripePublishableKey = key;
    stub.redirect = redirect;
  };
}

/** The calls of one kind the stub recorded, in order. */
export function stubCalls(name: string): StripeStubCall[] {
  return (window.cepaStripeStub?.calls ?? []).filter((entry) => entry.call === name);
}
