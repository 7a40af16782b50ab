import { useId, useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import { parsePageData, useLanguage, useNavigate } from '@cepa/core';
import type { PageProps } from '@cepa/core/page';
import { useRemote } from '@cepa/core/remote';
import { Button } from '@cepa/ui';
import { basketPageDataSchema, type Basket } from '../../api';
import { applyVoucherAtom, basketAtom } from '../../atoms/basket';
import { useBasketLines } from '../../atoms/use-basket-lines';
import { BasketLines } from '../../components/basket-lines';
import { BasketLoadFailed, BasketLoading, EmptyBasket, TooManyUnits } from '../../components/basket-states';
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
  const language = useLanguage();
  const data = parsePageData(page, basketPageDataSchema);
  const [state, retry] = useRemote(basketAtom, { language });
  const titleRef = useRef<HTMLHeadingElement>(null);

  // At least a window tall: the basket, fetched after the first paint, fills it without moving the
  // footer (Lighthouse measured a layout shift of 0.61 without it).
  return (
    <section className="mx-auto flex min-h-svh w-full max-w-page flex-col gap-6 px-4 py-8 md:px-8">
      <h1
        ref={titleRef}
        tabIndex={-1}
        className="font-display text-3xl font-semibold text-fg outline-none md:text-4xl"
      >
        {page.title}
      </h1>
      {state.state === 'loading' && <BasketLoading />}
      {state.state === 'hasError' && <BasketLoadFailed onRetry={retry} />}
      {state.state === 'hasData' &&
        (state.data.lines.length === 0 ? (
          <EmptyBasket cataloguePath={data.catalogue_path} />
        ) : (
          <FilledBasket
            basket={state.data}
            checkoutPath={data.checkout_path}
            contactEmail={data.contact_email}
            onLastLineGone={() => titleRef.current?.focus()}
          />
        ))}
    </section>
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
  const { lines, pending, failure, updating, change, remove, flush, announcement } = useBasketLines({
    basket,
    language,
    onLastLineGone,
  });
  const [continuing, setContinuing] = useState(false);
  const tooManyId = useId();

  const units = basketUnits(lines, pending);
  const tooMany = hasTooManyUnits(units);

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
        {tooMany && <TooManyUnits id={tooManyId} email={contactEmail} />}
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
