import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { Language } from '@cepa/core/config';
import type { Basket, BasketLine } from '../api';
import { useShopMessages } from '../messages';
import {
  basketLinesEditAtom,
  changeLineQuantityAtom,
  flushBasketLinesAtom,
  leaveBasketLinesAtom,
  removeBasketLineAtom,
} from './basket-lines';

/**
 * Editing the basket's lines, for the basket page and the header's basket preview alike, over the
 * page store's atoms (`basket-lines.ts`: pending quantities, lines being removed, the failure): a
 * line being removed is gone at once, the removal is said to screen readers (`announcement`, for a
 * polite status), and focus stays in the list: on the next line's remove button, or wherever
 * `onLastLineGone` puts it. Leaving the lines sends what still waits.
 */
export function useBasketLines({
  basket,
  language,
  onLastLineGone,
}: {
  basket: Basket;
  language: Language;
  onLastLineGone: () => void;
}) {
  const t = useShopMessages();
  const { pending, removing, failure } = useAtomValue(basketLinesEditAtom);
  const changeQuantity = useSetAtom(changeLineQuantityAtom);
  const removeLine = useSetAtom(removeBasketLineAtom);
  const flush = useSetAtom(flushBasketLinesAtom);
  const leave = useSetAtom(leaveBasketLinesAtom);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => () => leave(), [leave, language]);

  // A line being removed is gone at once; a removal that failed brings it back.
  const lines = basket.lines.filter((line) => !removing.has(line.id));

  const remove = (line: BasketLine) => {
    setAnnouncement(t('shop.basket.removed', { title: line.product.title }));
    const index = lines.findIndex((l) => l.id === line.id);
    const neighbour = lines[index + 1] ?? lines[index - 1];
    removeLine({ lineId: line.id, language });
    if (!neighbour) return onLastLineGone();
    // Focus stays in the list: on the next line's remove button (the one on screen: table or cards).
    requestAnimationFrame(() => {
      const buttons = document.querySelectorAll<HTMLElement>(`[data-line-remove="${neighbour.id}"]`);
      [...buttons].find((button) => button.offsetParent !== null)?.focus();
    });
  };

  return {
    lines,
    pending,
    failure,
    /** Quantities are waiting for the server: the totals shown are about to change. */
    updating: pending.size > 0,
    change: (lineId: number, quantity: number) => changeQuantity({ lineId, quantity, language }),
    remove,
    /** Resolves once every change is on the server. */
    flush,
    announcement,
  };
}
