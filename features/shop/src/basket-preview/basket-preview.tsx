import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLanguage } from '@cepa/core';
import { Popover, buttonVariants } from '@cepa/ui';
import type { Basket } from '../api';
import { basketStateReadAtom, loadBasketAtom } from '../atoms/basket';
import { BasketLines, useBasketLines } from '../components/basket-lines';
import { BasketLoadFailed, BasketLoading, EmptyBasket } from '../components/basket-states';
import { BasketSummary } from '../components/basket-summary';
import { useShopMessages } from '../messages';

export type BasketPreviewProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The header's preview button: the pop-over opens under it and gives focus back to it. */
  triggerRef: React.RefObject<HTMLButtonElement | null>;
  basketPath: string;
  /** The catalogue, linked from an empty basket; without it the message stands alone. */
  cataloguePath?: string;
};

/**
 * The header's basket preview (SPEC §2): the basket's lines with their error texts, the server's
 * totals and the way to "My basket", in a pop-over under the header's preview button (the layout
 * slice's; the site hands it this module, which loads the first time the button is reached for).
 * The basket is read afresh at each opening, through the same atoms as the basket page, and
 * quantities and removals go through the same race-free queue; every answer moves the header's
 * count. The site does not offer it on the basket and checkout pages, which show the basket themselves.
 */
export default function BasketPreview({
  isOpen,
  onOpenChange,
  triggerRef,
  basketPath,
  cataloguePath,
}: BasketPreviewProps) {
  const t = useShopMessages();
  const language = useLanguage();
  const state = useAtomValue(basketStateReadAtom);
  const loadBasket = useSetAtom(loadBasketAtom);

  useEffect(() => {
    if (isOpen) void loadBasket({ language });
  }, [isOpen, loadBasket, language]);

  const isEmpty = state.status === 'ready' && state.basket.lines.length === 0;
  // The totals sit in the footer, above the way to the basket: always in view while the lines scroll.
  const [totalsSlot, setTotalsSlot] = useState<HTMLDivElement | null>(null);
  return (
    <Popover
      title={t('shop.preview.title')}
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={
        !isEmpty && (
          <>
            <div ref={setTotalsSlot} className="mb-4 empty:hidden" />
            <a
              href={basketPath}
              className={buttonVariants({ fullWidth: true })}
              onClick={() => onOpenChange(false)}
            >
              {t('shop.preview.goToBasket')}
            </a>
          </>
        )
      }
    >
      {state.status === 'loading' && <BasketLoading />}
      {state.status === 'failed' && <BasketLoadFailed onRetry={() => void loadBasket({ language })} />}
      {state.status === 'ready' && (
        <PreviewLines basket={state.basket} cataloguePath={cataloguePath} totalsSlot={totalsSlot} />
      )}
    </Popover>
  );
}

/**
 * The lines and the totals (in `totalsSlot`, the footer's, when there is one); mounted while the
 * pop-over is open, so each opening starts without the last one's messages, and closing it sends at
 * once any quantity still waiting.
 */
function PreviewLines({
  basket,
  cataloguePath,
  totalsSlot,
}: {
  basket: Basket;
  cataloguePath: string | undefined;
  totalsSlot: HTMLElement | null;
}) {
  const language = useLanguage();
  const ref = useRef<HTMLDivElement>(null);
  const { lines, pending, failure, updating, change, remove, announcement } = useBasketLines({
    basket,
    language,
    // The last line gone, the empty basket's link takes focus (or the dialog, without one).
    onLastLineGone: () =>
      requestAnimationFrame(() => {
        const container = ref.current;
        (container?.querySelector('a') ?? container?.closest<HTMLElement>('[role="dialog"]'))?.focus();
      }),
  });
  return (
    <div ref={ref} className="flex flex-col gap-4">
      {lines.length === 0 ? (
        <EmptyBasket cataloguePath={cataloguePath} />
      ) : (
        <>
          <BasketLines
            layout="list"
            lines={lines}
            maxQuantity={basket.max_quantity}
            pending={pending}
            failure={failure}
            onQuantity={(line, quantity) => change(line.id, quantity)}
            onRemove={remove}
          />
          {totalsSlot &&
            createPortal(
              <BasketSummary
                basket={basket}
                updating={updating}
                className="max-w-none gap-2 border-0 bg-transparent p-0 md:p-0"
              />,
              totalsSlot,
            )}
        </>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
