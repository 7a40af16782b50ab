import { useState } from 'react';
import type { Language } from '@cepa/core/config';
import type { Basket, BasketLine } from '../api';
import { useShopMessages } from '../messages';
import { useQuantityQueue } from './use-quantity-queue';

/**
 * Editing the basket's lines, for the basket page and the header's basket preview alike: quantities
 * go through the race-free queue (`useQuantityQueue`), a line being removed is gone at once, the
 * removal is said to screen readers (`announcement`, for a polite status), and focus stays in the
 * list: on the next line's remove button, or wherever `onLastLineGone` puts it.
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
  const { pending, removing, failure, change, remove: removeFromQueue, flush } = useQuantityQueue(language);
  const [announcement, setAnnouncement] = useState('');

  // A line being removed is gone at once; a removal that failed brings it back.
  const lines = basket.lines.filter((line) => !removing.has(line.id));

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

  return {
    lines,
    pending,
    failure,
    /** Quantities are waiting for the server: the totals shown are about to change. */
    updating: pending.size > 0,
    change,
    remove,
    flush,
    announcement,
  };
}
