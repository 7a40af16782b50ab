import { useId } from 'react';
import { Price, SpinnerRing, cn } from '@cepa/ui';
import type { Basket } from '../api';
import { useShopMessages } from '../messages';

export type BasketSummaryProps = {
  basket: Basket;
  /** Quantities are waiting for the server: the totals shown are about to change. */
  updating?: boolean;
  /** Shown between the title and the totals (the checkout's lines). */
  lines?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
};

/**
 * The basket's totals as the server priced them (SPEC §2): subtotal, discount, shipping (free when
 * 0), taxes included, total; at most 450 px wide. Never computed in the browser: while quantities are
 * on their way, the totals say they are being updated.
 */
export function BasketSummary({ basket, updating = false, lines, children, className }: BasketSummaryProps) {
  const t = useShopMessages();
  const titleId = useId();
  const rows: [string, React.ReactNode][] = [
    [t('shop.summary.subtotal'), <Price key="subtotal" amount={basket.subtotal} />],
    ...(basket.vouchers_discount > 0
      ? ([[t('shop.summary.discount'), <Price key="discount" amount={-basket.vouchers_discount} />]] as [
          string,
          React.ReactNode,
        ][])
      : []),
    [
      t('shop.summary.shipping'),
      basket.shipping_price === 0 ? (
        t('shop.summary.free')
      ) : (
        <Price key="shipping" amount={basket.shipping_price} />
      ),
    ],
    [t('shop.summary.tax'), <Price key="tax" amount={basket.total_tax} />],
  ];
  return (
    <section
      aria-labelledby={titleId}
      data-slot="basket-summary"
      className={cn(
        'flex w-full max-w-[450px] flex-col gap-4 rounded border border-border bg-surface-raised p-4 md:p-6',
        className,
      )}
    >
      <h2 id={titleId} className="font-display text-xl font-semibold text-fg">
        {t('shop.summary.title')}
      </h2>
      {lines}
      <dl aria-busy={updating || undefined} className="flex flex-col gap-2">
        {rows.map(([term, value]) => (
          <div key={term} className="flex items-baseline justify-between gap-4">
            <dt className="text-fg-muted">{term}</dt>
            <dd className="text-end text-fg">{value}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-4 border-t border-border pt-2 text-lg font-semibold">
          <dt className="text-fg">{t('shop.summary.total')}</dt>
          <dd className="text-end text-fg">
            <Price amount={basket.total_price} />
          </dd>
        </div>
      </dl>
      <p role="status" className="flex min-h-6 items-center gap-2 text-sm text-fg-muted">
        {updating && (
          <>
            <SpinnerRing size="sm" />
            {t('shop.summary.updating')}
          </>
        )}
      </p>
      {children}
    </section>
  );
}
