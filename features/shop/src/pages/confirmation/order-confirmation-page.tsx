import { parsePageData, useLanguage, type Language } from '@cepa/core';
import { useDocumentTitle, type PageLoadContext, type PageProps } from '@cepa/core/page';
import { remoteAtom, useRemote } from '@cepa/core/remote';
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
import { basketAtom } from '../../atoms/basket';
import { useShopMessages } from '../../messages';

type ConfirmedOrder = Omit<CapturedOrder['order'], 'track_gtm_purchase'>;

/**
 * What the page's address asks: a payment to capture, an order already confirmed (after a reload), a
 * payment that did not succeed (`notPaid`: nothing to capture), or nothing at all.
 */
export function confirmationQuery(query: string) {
  const order = new URLSearchParams(query).get('order');
  if (order) return { kind: 'order' as const, order };
  // SPEC §4: capture only a paid payment's return.
  const payment = paymentReturnOf(query);
  if (payment?.paid) return { kind: 'capture' as const, paymentIntent: payment.paymentIntent };
  return { kind: payment ? ('notPaid' as const) : ('none' as const) };
}

/** The heading (and the document's title) while the outcome is not a confirmed order. */
const titleIds = {
  loading: 'shop.confirmation.loading',
  failed: 'shop.confirmation.failedTitle',
  notPaid: 'shop.confirmation.notPaidTitle',
} as const;

/**
 * The document's title the server writes: what its heading says before the browser knows more (a
 * payment that did not succeed, an address with nothing to confirm, or a confirmation on its way),
 * never the page content's "confirmed".
 */
export function title({ page, query }: Pick<PageLoadContext, 'page' | 'query'>): string {
  const asked = confirmationQuery(query);
  const outcome = asked.kind === 'notPaid' ? 'notPaid' : asked.kind === 'none' ? 'failed' : 'loading';
  return useShopMessages.intlFor(page.language).formatMessage({ id: titleIds[outcome] });
}

/** SPEC §7: the purchase, and the gift and the newsletter when they were asked for. */
async function trackPurchase(number: string) {
  const impression = await fetchOrderImpression(number);
  track({ event: 'purchase', order: impression });
  if (impression.additional.is_gift) track({ event: 'order_gift', order_number: number });
  if (impression.additional.newsletter_subscription)
    track({ event: 'subscribe_newsletter', origin: 'checkout' });
}

/**
 * The order the address names: the paid intent captured (then the address names the order), or the
 * order read back; the basket is refreshed (the order emptied it) and the purchase tracked when the
 * capture says so. Rejects when there is nothing paid to confirm.
 */
const confirmedOrderAtom = remoteAtom(
  async ({ query, language }: { query: string; language: Language }, _get, set): Promise<ConfirmedOrder> => {
    const asked = confirmationQuery(query);
    let order: ConfirmedOrder;
    let shouldTrack = false;
    if (asked.kind === 'order') {
      order = (await fetchOrderImpression(asked.order)).order;
    } else if (asked.kind === 'capture') {
      const captured = await captureOrderPayment(asked.paymentIntent);
      // The address names the order: a reload shows it again without capturing again.
      replacePaymentReturn({ order: captured.order.number });
      order = captured.order;
      shouldTrack = captured.order.track_gtm_purchase;
    } else {
      throw new Error(`The confirmation page has no paid payment_intent (${asked.kind})`);
    }
    // The order emptied the basket: the header's count follows (a failed read leaves it as it was).
    void set(basketAtom, 'refresh', { language });
    if (shouldTrack) {
      trackPurchase(order.number).catch((error: unknown) =>
        reportError(error, 'shop: the purchase’s tracking data'),
      );
    }
    return { number: order.number, email: order.email, description: order.description };
  },
  { report: 'shop: confirming the order' },
);
confirmedOrderAtom.debugLabel = 'shop/confirmedOrder';

/**
 * The order payment confirmation (SPEC §2, §4, §8): the paid intent is captured once, the basket is
 * refreshed, and the order's number, e-mail and description are shown; the purchase, gift and
 * newsletter events go to the tag manager only when the capture says to track it. The address then
 * names the order, so a reload reads it back instead of capturing again. The heading and the
 * document's title follow the outcome: confirmed only when the order is; a payment that did not
 * succeed says no order was placed; a capture that failed says so and offers to try again.
 */
export default function OrderConfirmationPage({ page, query }: Pick<PageProps, 'page' | 'query'>) {
  const t = useShopMessages();
  const language = useLanguage();
  const data = parsePageData(page, orderConfirmationPageDataSchema);
  const asked = confirmationQuery(query);
  // Only a paid payment or an order is asked for; a payment that did not succeed has nothing to confirm.
  const [state, retry] = useRemote(
    confirmedOrderAtom,
    asked.kind === 'capture' || asked.kind === 'order' ? { query, language } : undefined,
  );
  const outcome =
    asked.kind === 'notPaid'
      ? 'notPaid'
      : asked.kind === 'none' || state.state === 'hasError'
        ? 'failed'
        : state.state === 'loading'
          ? 'loading'
          : 'confirmed';
  const title = outcome === 'confirmed' ? page.title : t(titleIds[outcome]);
  useDocumentTitle(page, title);

  return (
    <section className="mx-auto flex w-full max-w-page flex-col gap-6 px-4 py-8 md:px-8">
      <h1 className="font-display text-3xl font-semibold text-fg md:text-4xl">{title}</h1>
      {outcome === 'loading' && <Spinner size="lg" label={t('shop.confirmation.loading')} />}
      {(outcome === 'failed' || outcome === 'notPaid') && (
        <Alert
          tone="error"
          live="assertive"
          description={
            <span className="flex flex-wrap items-center gap-3">
              {t('shop.confirmation.failed')}
              {outcome === 'notPaid' && ` ${t('shop.confirmation.notPaid')}`}
              {/* A capture that failed may be tried again; an order that cannot be read back may not. */}
              {outcome === 'failed' && asked.kind === 'capture' && (
                <Button size="sm" variant="secondary" onClick={retry}>
                  {t('shop.confirmation.retry')}
                </Button>
              )}
            </span>
          }
        />
      )}
      {state.state === 'hasData' && (
        <div role="status" className="flex max-w-2xl flex-col gap-4">
          <p className="text-lg font-semibold text-fg">{t('shop.confirmation.thanks')}</p>
          <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            <dt className="text-fg-muted">{t('shop.confirmation.number')}</dt>
            <dd className="font-semibold text-fg">{state.data.number}</dd>
            <dt className="text-fg-muted">{t('shop.confirmation.email')}</dt>
            <dd className="text-fg">{state.data.email}</dd>
            <dt className="text-fg-muted">{t('shop.confirmation.description')}</dt>
            <dd className="text-fg">{state.data.description}</dd>
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
