import { useTooManyAttemptsText } from '@cepa/core/form';
import { useId, useState } from 'react';
import { formatDate, formatMoney, useLanguage } from '@cepa/core';
import type { AddToBasketResult } from '@cepa/shop';
import type { Language } from '@cepa/core/config';
import { Accordion, AccordionItem, Alert, Button, ResponsiveTable } from '@cepa/ui';
import type { MembershipOrders, Order, OrderItem } from '../api';
import { useClubMessages, type ClubMessageId } from '../messages';
import { orderLabels, type OrderLabel } from '../rules';

/** Each order type's and status's words: a label without them fails the type check. */
const orderLabelIds = {
  ORDER_TYPE_ONLINE: 'club.orders.ORDER_TYPE_ONLINE',
  ORDER_TYPE_STORE: 'club.orders.ORDER_TYPE_STORE',
  ORDER_STATUS_NEW: 'club.orders.ORDER_STATUS_NEW',
  ORDER_STATUS_IN_PROCESS: 'club.orders.ORDER_STATUS_IN_PROCESS',
  ORDER_STATUS_COMPLETED: 'club.orders.ORDER_STATUS_COMPLETED',
  ORDER_STATUS_CANCELED: 'club.orders.ORDER_STATUS_CANCELED',
  ORDER_STATUS_PURCHASED: 'club.orders.ORDER_STATUS_PURCHASED',
} as const satisfies Record<OrderLabel, ClubMessageId>;

/** Adds units of a wine to the shop's basket: the orders page passes the shop's `addToBasketAtom`. */
export type AddToBasket = (input: {
  productId: number;
  quantity: number;
  language: Language;
}) => Promise<AddToBasketResult>;

/**
 * A membership's orders (SPEC §2 my orders): its period, totals and amount left, its orders as
 * expandable rows with their items (each with add to basket, through `onAddToBasket`), and its
 * purchases made elsewhere, always labelled external.
 */
export function MembershipOrdersSection({
  membership,
  title,
  headingLevel,
  onAddToBasket,
}: {
  membership: MembershipOrders;
  title: string;
  headingLevel: 2 | 3;
  onAddToBasket: AddToBasket;
}) {
  const t = useClubMessages();
  const language = useLanguage();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const date = (iso: string) => formatDate(iso, language);
  const hasNothing = membership.orders.length === 0 && membership.external_purchases.length === 0;

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <Heading id={titleId} className="font-display text-xl font-semibold text-fg">
        {title}
      </Heading>
      {headingLevel === 2 && membership.start_date && membership.end_date && (
        // A past membership's heading already names its level and period.
        <p className="text-fg-muted">
          {membership.level_label} ·{' '}
          {t('club.orders.period', { start: date(membership.start_date), end: date(membership.end_date) })}
        </p>
      )}
      <dl className="flex flex-wrap gap-x-8 gap-y-2">
        <div>
          <dt className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
            {t('club.orders.accumulated')}
          </dt>
          <dd className="text-lg font-semibold text-fg tabular-nums">
            {formatMoney(membership.accumulated_purchases)}
          </dd>
        </div>
        {membership.amount_left_to_reach_goal !== null && (
          <div>
            <dt className="text-xs font-semibold tracking-wide text-fg-muted uppercase">
              {t('club.orders.left')}
            </dt>
            <dd className="text-lg font-semibold text-fg tabular-nums">
              {formatMoney(membership.amount_left_to_reach_goal)}
            </dd>
          </div>
        )}
      </dl>
      {hasNothing && <p className="text-fg-muted">{t('club.orders.empty')}</p>}
      {membership.orders.length > 0 && (
        <Accordion allowsMultipleExpanded headingLevel={headingLevel === 2 ? 3 : 4}>
          {membership.orders.map((order) => (
            <AccordionItem key={order.number} id={order.number} title={<OrderSummary order={order} />}>
              <OrderDetail order={order} onAddToBasket={onAddToBasket} />
            </AccordionItem>
          ))}
        </Accordion>
      )}
      {membership.external_purchases.length > 0 && (
        <ResponsiveTable
          caption={t('club.orders.externalCaption')}
          rows={membership.external_purchases}
          getRowKey={(row) => row.number}
          columns={[
            { key: 'number', header: t('club.orders.number'), cell: (row) => row.number, isRowHeader: true },
            { key: 'date', header: t('club.orders.date'), cell: (row) => date(row.date) },
            { key: 'type', header: t('club.orders.type'), cell: () => t('club.orders.ORDER_TYPE_EXTERNAL') },
            {
              key: 'total',
              header: t('club.orders.total'),
              align: 'end',
              cell: (row) => <span className="tabular-nums">{formatMoney(row.total_amount)}</span>,
            },
          ]}
        />
      )}
    </section>
  );
}

/** The row's title: what tells orders apart at a glance (number, date, status, total). */
function OrderSummary({ order }: { order: Order }) {
  const t = useClubMessages();
  const language = useLanguage();
  const labels = orderLabels(order);
  return (
    <span className="flex flex-wrap items-baseline gap-x-4 gap-y-1 font-body text-base">
      <span className="font-semibold">
        {t('club.orders.summary', { number: order.number, date: formatDate(order.date_placed, language) })}
      </span>
      <span className="text-fg-muted">{t(orderLabelIds[labels.status])}</span>
      <span className="font-semibold tabular-nums">{formatMoney(order.total)}</span>
    </span>
  );
}

function OrderDetail({ order, onAddToBasket }: { order: Order; onAddToBasket: AddToBasket }) {
  const t = useClubMessages();
  const language = useLanguage();
  const labels = orderLabels(order);
  const facts = [
    { key: 'date', label: t('club.orders.date'), value: formatDate(order.date_placed, language) },
    { key: 'number', label: t('club.orders.number'), value: order.number },
    { key: 'type', label: t('club.orders.type'), value: t(orderLabelIds[labels.type]) },
    {
      key: 'status',
      label: t('club.orders.status'),
      value: t(orderLabelIds[labels.status]),
    },
    {
      key: 'shipping',
      label: t('club.orders.shipping'),
      value: order.shipping_incl_tax === 0 ? t('club.orders.free') : formatMoney(order.shipping_incl_tax),
    },
    { key: 'total', label: t('club.orders.total'), value: formatMoney(order.total) },
  ];
  return (
    <div className="flex flex-col gap-4 pb-5">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 sm:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.key}>
            <dt className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{fact.label}</dt>
            <dd className="text-fg">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <ResponsiveTable
        caption={t('club.orders.items', { number: order.number })}
        captionHidden
        rows={order.items}
        getRowKey={(item) => `${item.product_full_name}-${item.product_id}`}
        columns={[
          {
            key: 'product',
            header: t('club.orders.product'),
            isRowHeader: true,
            cell: (item) =>
              item.product_url ? (
                <a
                  href={item.product_url}
                  className="text-fg underline underline-offset-4 hover:no-underline"
                >
                  {item.product_full_name}
                </a>
              ) : (
                item.product_full_name
              ),
          },
          { key: 'quantity', header: t('club.orders.quantity'), align: 'end', cell: (item) => item.quantity },
          {
            key: 'unit',
            header: t('club.orders.unitPrice'),
            align: 'end',
            cell: (item) => (
              <span className="tabular-nums">{formatMoney(item.unit_price_with_discount)}</span>
            ),
          },
          {
            key: 'line',
            header: t('club.orders.lineTotal'),
            align: 'end',
            cell: (item) => <span className="tabular-nums">{formatMoney(item.line_price_incl_tax)}</span>,
          },
          {
            key: 'add',
            header: t('club.orders.actions'),
            headerHidden: true,
            align: 'end',
            cell: (item) => <AddItemToBasket item={item} onAdd={onAddToBasket} />,
          },
        ]}
      />
    </div>
  );
}

/** Adds one unit of the item's wine to the shop's basket; the header's count follows. */
function AddItemToBasket({ item, onAdd: add }: { item: OrderItem; onAdd: AddToBasket }) {
  const t = useClubMessages();
  const tooManyAttemptsText = useTooManyAttemptsText();
  const language = useLanguage();
  const [state, setState] = useState<
    { kind: 'idle' | 'adding' | 'added' | 'failed' } | { kind: 'refused'; reason: string }
  >({
    kind: 'idle',
  });
  if (item.product_id === null)
    return <span className="text-sm text-fg-muted">{t('club.orders.notSold')}</span>;
  const productId = item.product_id;
  return (
    <div className="flex flex-col items-end gap-2">
      <Button
        size="sm"
        variant="secondary"
        loading={state.kind === 'adding'}
        aria-label={t('club.orders.add', { product: item.product_full_name })}
        onClick={async () => {
          setState({ kind: 'adding' });
          const result = await add({ productId, quantity: 1, language });
          if (result.ok) setState({ kind: 'added' });
          else
            setState(
              result.kind === 'refused'
                ? { kind: 'refused', reason: result.reason }
                : result.kind === 'tooManyAttempts'
                  ? { kind: 'refused', reason: tooManyAttemptsText(result.retryAfterSeconds) }
                  : { kind: 'failed' },
            );
        }}
      >
        {t('club.orders.addShort')}
      </Button>
      <div role="status" className="text-end text-sm empty:hidden">
        {state.kind === 'added' && t('club.orders.added', { product: item.product_full_name })}
      </div>
      {(state.kind === 'refused' || state.kind === 'failed') && (
        <Alert
          tone="error"
          live="assertive"
          description={
            state.kind === 'refused'
              ? state.reason
              : t('club.orders.addFailed', { product: item.product_full_name })
          }
        />
      )}
    </div>
  );
}
