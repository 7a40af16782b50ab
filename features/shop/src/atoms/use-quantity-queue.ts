import { useEffect, useRef, useState } from 'react';
import { useStore } from 'jotai';
import type { Language } from '@cepa/core/config';
import { reportError } from '@cepa/core/report';
import { removeLine, setLineQuantity, type Basket } from '../api';
import { basketAtom, reloadBasketAtom } from './basket';
import { createQuantityQueue, type QuantityQueue } from './quantity-queue';

export type LineFailure = { lineId: number; kind: 'set' | 'remove' };

/**
 * The basket page's quantity queue, bound to the page's store: the server's answers become the basket
 * (`basketAtom`'s `'set'`); pending quantities, lines being removed and failures come back as state. A
 * failed write reloads the basket so that what is shown is the server's again, and a failed removal
 * brings its line back. The queue is made on the first change (never during render) and, when the page
 * is left, sends what is still waiting.
 */
export function useQuantityQueue(language: Language) {
  const store = useStore();
  const [pending, setPending] = useState<ReadonlyMap<number, number>>(() => new Map());
  const [removing, setRemoving] = useState<ReadonlySet<number>>(() => new Set());
  const [failure, setFailure] = useState<LineFailure | null>(null);
  const queueRef = useRef<QuantityQueue | null>(null);

  useEffect(
    () => () => {
      queueRef.current?.dispose();
      queueRef.current = null;
    },
    [store, language],
  );

  const queue = () =>
    (queueRef.current ??= createQuantityQueue<Basket>({
      setQuantity: (lineId, quantity) => setLineQuantity(lineId, quantity, language),
      removeLine: (lineId) => removeLine(lineId, language),
      onBasket: (basket) => void store.set(basketAtom, 'set', basket),
      onPending: setPending,
      onFailure: (lineId, kind, error) => {
        reportError(error, `shop: basket ${kind === 'set' ? 'quantity' : 'removal'} of line ${lineId}`);
        setFailure({ lineId, kind });
        if (kind === 'remove') setRemoving((current) => new Set([...current].filter((id) => id !== lineId)));
        store
          .set(reloadBasketAtom, { language })
          .catch((reloadError: unknown) => reportError(reloadError, 'shop: reloading the basket'));
      },
    }));

  return {
    pending,
    removing,
    failure,
    change: (lineId: number, quantity: number) => {
      if (failure?.lineId === lineId) setFailure(null);
      queue().change(lineId, quantity);
    },
    remove: (lineId: number) => {
      setFailure(null);
      setRemoving((current) => new Set(current).add(lineId));
      queue().remove(lineId);
    },
    /** Resolves once every change is on the server. */
    flush: () => queueRef.current?.flush() ?? Promise.resolve(),
  };
}
