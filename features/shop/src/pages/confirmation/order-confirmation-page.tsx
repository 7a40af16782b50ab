import { useEffect, useState } from 'react';
import { useSetAtom } from 'jotai';
import { parsePageData, useLanguage } from '@cepa/core';
import type { PageProps } from '@cepa/core/page';
import { track } from '@cepa/core/analytics';
import { paymentReturnOf, replacePaymentReturn } from '@cepa/core/payment';
import { reportError } from '@cepa/core/report';
import { Alert, Button, Spinner } from '@cepa/ui';
import {
  captureOrderPayment,
  fetchOrderImpression,
  orderConfirmationPageDataSchema,
  type CapturedOrder,
} from '../../api';
import { loadBasketAtom } from '../../atoms/basket';
import { useShopMessages } from '../../messages';

type State =
  | { status: 'confirming' }
  | { status: 'confirmed'; order: Omit<CapturedOrder['order'], 'track_gtm_purchase'> }
  | { status: 'failed'; paymentIntent: string | null };

/** What the page's address asks: a payment to capture, or an order already confirmed (after a reload). */
export function confirmationQuery(query: string) {
  const order = new URLSearchParams(query).get('order');
  if (order) return { kind: 'order' as const, order };
  // SPEC §4: capture only a paid payment's return.
  const payment = paymentReturnOf(query);
  if (payment?.paid) return { kind: 'capture' as const, paymentIntent: payment.paymentIntent };
  return { kind: 'none' as const };
}

/**
 * The order payment confirmation (SPEC §2, §4, §8): the paid intent is captured once, the basket is
 * refreshed, and the order's number, e-mail and description are shown; the purchase, gift and
 * newsletter events go to the tag manager only when the capture says to track it. The address then
 * names the order, so a reload reads it back instead of capturing again.
 */
export default function OrderConfirmationPage({ page, query }: Pick<PageProps, 'page' | 'query'>) {
  const t = useShopMessages();
  const language = useLanguage();
  const data = parsePageData(page, orderConfirmationPageDataSchema);
  const loadBasket = useSetAtom(loadBasketAtom);
  const [state, setState] = useState<State>({ status: 'confirming' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const asked = confirmationQuery(query);
    let cancelled = false;
    const confirm = async () => {
      if (asked.kind === 'order') {
        const impression = await fetchOrderImpression(asked.order);
        return { order: impression.order, track: null };
      }
      if (asked.kind === 'capture') {
        const captured = await captureOrderPayment(asked.paymentIntent);
        // The address names the order: a reload shows it again without capturing again.
        replacePaymentReturn({ order: captured.order.number });
        return { order: captured.order, track: captured.order.track_gtm_purchase };
      }
      throw new Error('The confirmation page has no paid payment_intent');
    };
    confirm()
      .then(async ({ order, track: shouldTrack }) => {
        if (cancelled) return;
        setState({
          status: 'confirmed',
          order: { number: order.number, email: order.email, description: order.description },
        });
        void loadBasket({ language });
        if (shouldTrack) {
          const impression = await fetchOrderImpression(order.number);
          track({ event: 'purchase', order: impression });
          if (impression.additional.is_gift) track({ event: 'order_gift', order_number: order.number });
          if (impression.additional.newsletter_subscription)
            track({ event: 'subscribe_newsletter', origin: 'checkout' });
        }
      })
      .catch((error: unknown) => {
        reportError(error, 'shop: confirming the order');
        if (!cancelled)
          setState({
            status: 'failed',
            paymentIntent: asked.kind === 'capture' ? asked.paymentIntent : null,
          });
      });
    return () => {
      cancelled = true;
    };
  }, [query, attempt, language, loadBasket]);

  return (
    <section className="mx-auto flex w-full max-w-page flex-col gap-6 px-4 py-8 md:px-8">
      <h1 className="font-display text-3xl font-semibold text-fg md:text-4xl">{page.title}</h1>
      {state.status === 'confirming' && (
        <p role="status" className="flex items-center gap-3 text-fg-muted">
          <Spinner size="sm" />
          {t('shop.confirmation.loading')}
        </p>
      )}
      {state.status === 'failed' && (
        <Alert
          tone="error"
          live="assertive"
          description={
            <span className="flex flex-wrap items-center gap-3">
              {t('shop.confirmation.failed')}
              {state.paymentIntent && (
                <Button size="sm" variant="secondary" onClick={() => setAttempt((a) => a + 1)}>
                  {t('shop.confirmation.retry')}
                </Button>
              )}
            </span>
          }
        />
      )}
      {state.status === 'confirmed' && (
        <div role="status" className="flex max-w-2xl flex-col gap-4">
          <p className="text-lg font-semibold text-fg">{t('shop.confirmation.thanks')}</p>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            <dt className="text-fg-muted">{t('shop.confirmation.number')}</dt>
            <dd className="font-semibold text-fg">{state.order.number}</dd>
            <dt className="text-fg-muted">{t('shop.confirmation.email')}</dt>
            <dd className="text-fg">{state.order.email}</dd>
            <dt className="text-fg-muted">{t('shop.confirmation.description')}</dt>
            <dd className="text-fg">{state.order.description}</dd>
          </dl>
        </div>
      )}
      <a
        href={data.catalogue_path}
        className="w-fit font-semibold text-fg-accent underline underline-offset-4"
      >
        {t('shop.confirmation.backToCatalogue')}
      </a>
    </section>
  );
}
