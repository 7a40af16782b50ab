import { useEffect, useId, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { parsePageData, useLanguage, useNavigate } from '@cepa/core';
import type { PageProps } from '@cepa/core/page';
import { Alert, Button, Icon, Price, QuantityPicker, ResponsiveTable, Spinner } from '@cepa/ui';
import { basketPageDataSchema, type Basket, type BasketLine } from '../../api';
import { applyVoucherAtom, basketStateReadAtom, loadBasketAtom } from '../../atoms/basket';
import { useQuantityQueue, type LineFailure } from '../../atoms/use-quantity-queue';
import { BasketSummary } from '../../components/basket-summary';
import { VoucherForm } from '../../components/voucher-form';
import { useShopMessages } from '../../messages';
import { basketUnits, hasTooManyUnits } from '../../rules';

/**
 * "My basket" (SPEC §2, §4, §5): the lines (a table from 768 px, a list on phones), each quantity
 * changed at once on screen and written to the server without races, removal at once, the summary
 * with the voucher or coupon entry, the more-than-18-units message, and Continue to the checkout
 * once every change has reached the server. The basket is the visitor's: read in the browser only.
 */
export default function BasketPage({ page }: Pick<PageProps, 'page'>) {
  const t = useShopMessages();
  const language = useLanguage();
  const data = parsePageData(page, basketPageDataSchema);
  const state = useAtomValue(basketStateReadAtom);
  const loadBasket = useSetAtom(loadBasketAtom);
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    void loadBasket({ language });
  }, [loadBasket, language]);

  return (
    <section className="mx-auto flex w-full max-w-page flex-col gap-6 px-4 py-8 md:px-8">
      <h1
        ref={titleRef}
        tabIndex={-1}
        className="font-display text-3xl font-semibold text-fg outline-none md:text-4xl"
      >
        {page.title}
      </h1>
      {state.status === 'loading' && (
        <p role="status" className="flex items-center gap-3 text-fg-muted">
          <Spinner size="sm" />
          {t('shop.basket.loading')}
        </p>
      )}
      {state.status === 'failed' && (
        <Alert
          tone="error"
          live="assertive"
          description={
            <span className="flex flex-wrap items-center gap-3">
              {t('shop.basket.loadFailed')}
              <Button size="sm" variant="secondary" onClick={() => void loadBasket({ language })}>
                {t('shop.basket.retry')}
              </Button>
            </span>
          }
        />
      )}
      {state.status === 'ready' &&
        (state.basket.lines.length === 0 ? (
          <EmptyBasket cataloguePath={data.catalogue_path} />
        ) : (
          <FilledBasket
            basket={state.basket}
            checkoutPath={data.checkout_path}
            contactEmail={data.contact_email}
            onLastLineGone={() => titleRef.current?.focus()}
          />
        ))}
    </section>
  );
}

function EmptyBasket({ cataloguePath }: { cataloguePath: string }) {
  const t = useShopMessages();
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-lg text-fg">{t('shop.basket.empty')}</p>
      <a href={cataloguePath} className="font-semibold text-fg-accent underline underline-offset-4">
        {t('shop.basket.emptyLink')}
      </a>
    </div>
  );
}

function FilledBasket({
  basket,
  checkoutPath,
  contactEmail,
  onLastLineGone,
}: {
  basket: Basket;
  checkoutPath: string;
  contactEmail: string;
  onLastLineGone: () => void;
}) {
  const t = useShopMessages();
  const language = useLanguage();
  const navigate = useNavigate();
  const applyVoucher = useSetAtom(applyVoucherAtom);
  const { pending, removing, failure, change, remove: removeFromQueue, flush } = useQuantityQueue(language);
  const [announcement, setAnnouncement] = useState('');
  const [continuing, setContinuing] = useState(false);
  const tooManyId = useId();

  // A line being removed is gone at once; a removal that failed brings it back.
  const lines = basket.lines.filter((line) => !removing.has(line.id));
  const units = basketUnits(lines, pending);
  const tooMany = hasTooManyUnits(units);
  const updating = pending.size > 0;

  const remove = (line: BasketLine) => {
    setAnnouncement(t('shop.basket.removed', { title: line.product.title }));
    const index = lines.findIndex((l) => l.id === line.id);
    const neighbour = lines[index + 1] ?? lines[index - 1];
    removeFromQueue(line.id);
    if (!neighbour) return onLastLineGone();
    // Focus stays in the list: on the next line's remove button (the one on screen: table or cards).
    requestAnimationFrame(() => {
      const buttons = document.querySelectorAll<HTMLElement>(`[data-line-remove="${neighbour.id}"]`);
      [...buttons].find((button) => button.offsetParent !== null)?.focus();
    });
  };

  const continueToCheckout = async () => {
    if (tooMany || continuing) return;
    setContinuing(true);
    // Continue waits for the quantities on their way: the checkout starts from the server's basket.
    await flush();
    setContinuing(false);
    navigate(checkoutPath);
  };

  return (
    <div className="flex flex-col gap-8 lg:flex-row lg:items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <BasketLines
          lines={lines}
          maxQuantity={basket.max_quantity}
          pending={pending}
          failure={failure}
          onQuantity={(line, quantity) => change(line.id, quantity)}
          onRemove={remove}
        />
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>
      <BasketSummary basket={basket} updating={updating}>
        <VoucherForm appliedCode={basket.voucher_code} onApply={(code) => applyVoucher({ code, language })} />
        {tooMany && (
          <Alert
            id={tooManyId}
            tone="warning"
            live="polite"
            description={renderWithEmail(t('shop.basket.tooMany', { email: '\u0000' }), contactEmail)}
          />
        )}
        <Button
          fullWidth
          onClick={() => void continueToCheckout()}
          disabled={tooMany}
          aria-describedby={tooMany ? tooManyId : undefined}
          loading={continuing}
        >
          {t('shop.basket.continue')}
        </Button>
      </BasketSummary>
    </div>
  );
}

/** The message with the customer-service address as a mailto link in place of its placeholder. */
function renderWithEmail(text: string, email: string) {
  const [before = '', after = ''] = text.split('\u0000');
  return (
    <>
      {before}
      <a href={`mailto:${email}`} className="font-semibold underline underline-offset-4">
        {email}
      </a>
      {after}
    </>
  );
}

function BasketLines({
  lines,
  maxQuantity,
  pending,
  failure,
  onQuantity,
  onRemove,
}: {
  lines: BasketLine[];
  maxQuantity: number;
  pending: ReadonlyMap<number, number>;
  failure: LineFailure | null;
  onQuantity: (line: BasketLine, quantity: number) => void;
  onRemove: (line: BasketLine) => void;
}) {
  const t = useShopMessages();
  return (
    <ResponsiveTable
      caption={t('shop.basket.caption')}
      captionHidden
      rows={lines}
      getRowKey={(line) => line.id}
      rowMessage={(line) => {
        const failed =
          failure?.lineId === line.id
            ? t(failure.kind === 'set' ? 'shop.basket.lineFailed' : 'shop.basket.removeFailed', {
                title: line.product.title,
              })
            : null;
        const text = [failed, line.error].filter(Boolean).join(' ');
        return text ? <span className="text-sm font-semibold text-danger">{text}</span> : null;
      }}
      columns={[
        {
          key: 'product',
          header: t('shop.basket.column.product'),
          isRowHeader: true,
          cell: (line) => (
            <span className="flex items-start gap-3">
              <img
                src={line.product.image_url}
                alt=""
                width={60}
                height={80}
                className="h-20 w-15 shrink-0 rounded bg-surface-muted object-cover"
              />
              <span className="flex min-w-0 flex-col gap-1">
                {line.product.url ? (
                  <a href={line.product.url} className="line-clamp-3 font-semibold text-fg hover:underline">
                    {line.product.title}
                  </a>
                ) : (
                  <span className="line-clamp-3 font-semibold text-fg">{line.product.title}</span>
                )}
                <span className="text-sm text-fg-muted">{line.variant ?? line.product.label}</span>
              </span>
            </span>
          ),
        },
        {
          key: 'unit-price',
          header: t('shop.basket.column.unitPrice'),
          align: 'end',
          cell: (line) => <Price amount={line.product.price_with_discount} />,
        },
        {
          key: 'quantity',
          header: t('shop.basket.column.quantity'),
          align: 'center',
          cell: (line) => (
            <QuantityPicker
              size="compact"
              hideLabel
              label={t('shop.basket.quantityOf', { title: line.product.title })}
              value={pending.get(line.id) ?? line.quantity}
              min={1}
              max={maxQuantity}
              onChange={(quantity) => onQuantity(line, quantity)}
            />
          ),
        },
        {
          key: 'subtotal',
          header: t('shop.basket.column.subtotal'),
          align: 'end',
          cell: (line) => (
            <span aria-busy={pending.has(line.id) || undefined}>
              <Price amount={line.total_price} />
            </span>
          ),
        },
        {
          key: 'remove',
          header: t('shop.basket.column.remove'),
          headerHidden: true,
          align: 'end',
          cell: (line) => (
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('shop.basket.remove', { title: line.product.title })}
              data-line-remove={line.id}
              onClick={() => onRemove(line)}
            >
              <Icon name="close" className="size-5" />
            </Button>
          ),
        },
      ]}
    />
  );
}
