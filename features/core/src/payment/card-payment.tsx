import { lazy, Suspense } from 'react';
import { Spinner } from '@cepa/ui';
import { config } from '../config';
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
 * Card fields: Stripe Elements when `config.stripePublishableKey` is set (Stripe.js loaded only
 * then), else the embedded test provider's form. Shows a loading state while its code loads; the
 * `ref`'s handle is there once the fields are.
 */
export function CardPayment(props: CardPaymentProps) {
  const Implementation = config.stripePublishableKey ? StripeCardPayment : EmbeddedCardPayment;
  return (
    <Suspense fallback={<PaymentLoading />}>
      <Implementation {...props} />
    </Suspense>
  );
}
