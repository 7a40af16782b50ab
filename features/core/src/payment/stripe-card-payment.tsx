import { useImperativeHandle, useState } from 'react';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { Alert } from '@cepa/ui';
import { config } from '../config';
import { useLanguage } from '../i18n';
import { usePaymentMessages } from './messages';
import { stripeErrorCode, type StripeErrorLike } from './stripe-errors';
import type { CardPaymentProps, PaymentError, PaymentErrorCode } from './types';

// Stripe.js is fetched from Stripe the first time a payment form shows, never before; tests give it a
// local stand-in instead (./stripe-stub).
let stripePromise: Promise<Stripe | null> | undefined;
const stripeOnce = () => (stripePromise ??= loadStripe(config.stripePublishableKey));

/** Stripe Elements in deferred-intent mode: the intent is created after the fields are checked. */
export default function StripeCardPayment({ amount, ref }: CardPaymentProps) {
  const language = useLanguage();
  return (
    <Elements
      stripe={stripeOnce()}
      options={{
        mode: 'payment',
        amount,
        currency: 'eur',
        // The pseudo-language (English made longer; only where the build has it) is English to Stripe.
        locale:
          import.meta.env.CEPA_PSEUDO_LANGUAGE === '1' && language === 'qps'
            ? 'en'
            : (language as 'es' | 'en'),
      }}
    >
      <StripeFields ref={ref} />
    </Elements>
  );
}

function StripeFields({ ref }: Pick<CardPaymentProps, 'ref'>) {
  const t = usePaymentMessages();
  const stripe = useStripe();
  const elements = useElements();
  const [formError, setFormError] = useState<PaymentError | null>(null);

  const paymentError = (code: PaymentErrorCode, stripeMessage?: string): PaymentError => ({
    code,
    // Stripe's own words (in the page's language) say more about a card error than "declined" does.
    message: code === 'card_declined' && stripeMessage ? stripeMessage : t(`core.payment.errors.${code}`),
  });
  const fromStripe = (error: StripeErrorLike) => paymentError(stripeErrorCode(error), error.message);

  useImperativeHandle(ref, () => ({
    async validate() {
      if (!elements) return paymentError('processing_error');
      const { error } = await elements.submit();
      return error ? fromStripe(error) : null;
    },
    async confirm({ clientSecret, returnUrl }) {
      if (!stripe || !elements) return paymentError('processing_error');
      setFormError(null);
      const submitted = await elements.submit();
      if (submitted.error) return fromStripe(submitted.error);
      // Resolves only when the payment fails: on success Stripe sends the browser to return_url.
      const { error } = await stripe.confirmPayment({
        elements,
        clientSecret,
        confirmParams: { return_url: new URL(returnUrl, window.location.href).href },
      });
      const failure = fromStripe(error);
      if (failure.code !== 'incomplete') setFormError(failure);
      return failure;
    },
  }));

  return (
    <div data-slot="card-payment" className="flex flex-col gap-4">
      <PaymentElement options={{ layout: 'tabs' }} />
      {formError && (
        <Alert
          tone="error"
          live="assertive"
          title={t('core.payment.errors.title')}
          description={formError.message}
        />
      )}
    </div>
  );
}
