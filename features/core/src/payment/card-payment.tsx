import { lazy, Suspense, useImperativeHandle } from 'react';
import { Alert, Spinner } from '@cepa/ui';
import { config, embeddedBackendAnswers, paymentProviderOf } from '../config';
import { NeedsJavaScript } from '../form/needs-javascript';
import { usePaymentMessages } from './messages';
import type { CardPaymentProps } from './types';

// Only the implementation in use is fetched: Stripe's code never reaches a build without a key's page.
const StripeCardPayment = lazy(() => import('./stripe-card-payment'));
const EmbeddedCardPayment = lazy(() => import('./embedded-card-payment'));

function PaymentLoading() {
  const t = usePaymentMessages();
  return (
    <div data-pending className="flex min-h-40 items-center justify-center">
      <Spinner size="lg" label={t('core.payment.loading')} />
    </div>
  );
}

/**
 * No payment provider is configured (a real backend without Stripe's key; production builds refuse
 * it, this covers the rest): the page says card payment is unavailable and nothing can be paid.
 */
function PaymentUnavailable({ ref }: CardPaymentProps) {
  const t = usePaymentMessages();
  const unavailable = { code: 'processing_error' as const, message: t('core.payment.unavailable') };
  useImperativeHandle(ref, () => ({
    validate: async () => unavailable,
    confirm: async () => unavailable,
  }));
  return <Alert tone="error" live="off" description={t('core.payment.unavailable')} />;
}

/**
 * Card fields: Stripe Elements when `config.stripePublishableKey` is set (Stripe.js loaded only
 * then); the embedded test provider's form only when the embedded backend answers; otherwise a notice that
 * card payment is unavailable. Shows a loading state while its code loads; the `ref`'s handle is
 * there once the fields are. Without JavaScript the card fields never come: it says so.
 */
export function CardPayment(props: CardPaymentProps) {
  const provider = paymentProviderOf(config.stripePublishableKey, embeddedBackendAnswers());
  if (provider === 'unavailable') return <PaymentUnavailable {...props} />;
  const Implementation = provider === 'stripe' ? StripeCardPayment : EmbeddedCardPayment;
  return (
    <>
      <NeedsJavaScript />
      <Suspense fallback={<PaymentLoading />}>
        <Implementation {...props} />
      </Suspense>
    </>
  );
}
