import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLanguage } from '@cepa/core';
import { useRemote } from '@cepa/core/remote';
import { Popover, buttonVariants } from '@cepa/ui';
import type { Basket } from '../api';
import { basketAtom } from '../atoms/basket';
import { useBasketLines } from '../atoms/use-basket-lines';
import { BasketLines } from '../components/basket-lines';
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
  // Read afresh at each opening; the last basket stays shown meanwhile, and while the pop-over closes.
  const [, retry] = useRemote(basketAtom, isOpen ? { language } : undefined);
  const state = useAtomValue(basketAtom);

  const isEmpty = state.state === 'hasData' && state.data.lines.length === 0;
  // The totals sit in the footer, above the way to the basket: always in view while the lines scroll.
  // They render with the lines (one layout, so the pop-over is placed once); the lines say whether
  // quantities are on their way and whether every line is being removed.
  const [lines, setLines] = useState<LinesState>(noLinesState);
  const showTotals = state.state === 'hasData' && state.data.lines.length > 0 && !lines.removingAll;
  return (
    <Popover
      title={t('shop.preview.title')}
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={
        !isEmpty && (
          <>
            {showTotals && (
              <BasketSummary
                basket={state.data}
                updating={lines.updating}
                className="mb-4 max-w-none gap-2 border-0 bg-transparent p-0 md:p-0"
              />
            )}
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
      {state.state === 'loading' && <BasketLoading />}
      {state.state === 'hasError' && <BasketLoadFailed onRetry={retry} />}
      {state.state === 'hasData' && (
        <PreviewLines basket={state.data} cataloguePath={cataloguePath} onLinesState={setLines} />
      )}
    </Popover>
  );
}

/** What the lines tell the footer's totals. */
type LinesState = { updating: boolean; removingAll: boolean };
const noLinesState: LinesState = { updating: false, removingAll: false };

/**
 * The lines; mounted while the pop-over is open, so each opening starts without the last one's
 * messages, and closing it sends at once any quantity still waiting.
 */
function PreviewLines({
  basket,
  cataloguePath,
  onLinesState,
}: {
  basket: Basket;
  cataloguePath: string | undefined;
  onLinesState: (state: LinesState) => void;
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
        (
          container?.querySelector('a') ?? container?.closest<HTMLElement>('dialog, [role="dialog"]')
        )?.focus();
      }),
  });
  const removingAll = lines.length === 0 && basket.lines.length > 0;
  useEffect(() => onLinesState({ updating, removingAll }), [onLinesState, updating, removingAll]);
  // Closed, the next opening starts afresh.
  useEffect(() => () => onLinesState(noLinesState), [onLinesState]);
  return (
    <div ref={ref} className="flex flex-col gap-4">
      {lines.length === 0 ? (
        <EmptyBasket cataloguePath={cataloguePath} />
      ) : (
        <BasketLines
          layout="list"
          lines={lines}
          maxQuantity={basket.max_quantity}
          pending={pending}
          failure={failure}
          onQuantity={(line, quantity) => change(line.id, quantity)}
          onRemove={remove}
        />
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
