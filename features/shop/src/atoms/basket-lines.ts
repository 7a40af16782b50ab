import { tooManyAttemptsOf } from '@cepa/core/http';
import { atom, type Getter, type Setter } from 'jotai';
import type { Language } from '@cepa/core/config';
import { reportError } from '@cepa/core/report';
import { removeLine, setLineQuantity, type Basket } from '../api';
import { basketAtom } from './basket';
import { createQuantityQueue, type QuantityQueue } from './quantity-queue';

/**
 * Editing the basket's lines (the basket page, the header's preview): the visitor's pending quantities,
 * the lines being removed and the last write that failed, in the page's store, over the race-free queue
 * (`quantity-queue.ts`). The queue's answers become the basket (`basketAtom`'s `'set'`). A failed write
 * reads the basket again so that what is shown is the server's, and a failed removal brings its line
 * back. The queue is made on the first change and, when the lines are left, sends what still waits.
 */

export type LineFailure = {
  lineId: number;
  kind: 'set' | 'remove';
  /** The write was refused for being sent too often (429, the site's limits): the seconds to wait. */
  retryAfterSeconds?: number;
};

export type BasketLinesEdit = {
  /** Quantities the visitor chose that the server does not have yet, by line (shown at once). */
  pending: ReadonlyMap<number, number>;
  /** Lines being removed: gone from the screen at once. */
  removing: ReadonlySet<number>;
  failure: LineFailure | null;
};

const noEdit: BasketLinesEdit = { pending: new Map(), removing: new Set(), failure: null };

const editAtom = atom<BasketLinesEdit>(noEdit);
editAtom.debugLabel = 'shop/basketLinesEditState';

/** The queue of the lines on screen, made on the first change, with the language it writes in. */
const queueAtom = atom<{ queue: QuantityQueue; language: Language } | null>(null);
queueAtom.debugLabel = 'shop/basketLinesQueue';

/** What the visitor has changed in the lines and the server does not show yet. */
export const basketLinesEditAtom = atom((get) => get(editAtom));
basketLinesEditAtom.debugLabel = 'shop/basketLinesEdit';

function queueOf(get: Getter, set: Setter, language: Language): QuantityQueue {
  const held = get(queueAtom);
  if (held?.language === language) return held.queue;
  held?.queue.dispose();
  // A queue left (the lines gone) still sends what waited, and its answers still become the basket;
  // only the lines on screen show its pending quantities and failures.
  const current = () => get(queueAtom)?.queue === queue;
  const edit = (change: (edit: BasketLinesEdit) => BasketLinesEdit) => {
    if (current()) set(editAtom, change);
  };
  const queue: QuantityQueue = createQuantityQueue<Basket>({
    setQuantity: (lineId, quantity) => setLineQuantity(lineId, quantity, language),
    removeLine: (lineId) => removeLine(lineId, language),
    onBasket: (basket) => void set(basketAtom, 'set', basket),
    onPending: (pending) => edit((state) => ({ ...state, pending })),
    onFailure: (lineId, kind, error) => {
      reportError(error, `shop: basket ${kind === 'set' ? 'quantity' : 'removal'} of line ${lineId}`);
      edit((state) => ({
        ...state,
        failure: { lineId, kind, ...waitOf(error) },
        removing:
          kind === 'remove' ? new Set([...state.removing].filter((id) => id !== lineId)) : state.removing,
      }));
      // What is shown becomes the server's again; a failed read leaves the basket shown.
      void set(basketAtom, 'refresh', { language });
    },
  });
  set(queueAtom, { queue, language });
  return queue;
}

/** The visitor chose a quantity for a line: shown at once as pending, written after the debounce. */
/** How long a write refused for being sent too often asks to wait (`LineFailure['retryAfterSeconds']`). */
function waitOf(error: unknown): { retryAfterSeconds?: number } {
  const wait = tooManyAttemptsOf(error);
  return wait === null ? {} : { retryAfterSeconds: wait };
}

export const changeLineQuantityAtom = atom(
  null,
  (get, set, { lineId, quantity, language }: { lineId: number; quantity: number; language: Language }) => {
    if (get(editAtom).failure?.lineId === lineId) set(editAtom, (state) => ({ ...state, failure: null }));
    queueOf(get, set, language).change(lineId, quantity);
  },
);
changeLineQuantityAtom.debugLabel = 'shop/changeLineQuantity';

/** The visitor removed a line: gone at once, sent without waiting. */
export const removeBasketLineAtom = atom(
  null,
  (get, set, { lineId, language }: { lineId: number; language: Language }) => {
    set(editAtom, (state) => ({ ...state, failure: null, removing: new Set(state.removing).add(lineId) }));
    queueOf(get, set, language).remove(lineId);
  },
);
removeBasketLineAtom.debugLabel = 'shop/removeBasketLine';

/** Sends every waiting change now; resolves once every change is on the server. */
export const flushBasketLinesAtom = atom(null, (get) => get(queueAtom)?.queue.flush() ?? Promise.resolve());
flushBasketLinesAtom.debugLabel = 'shop/flushBasketLines';

/**
 * The lines are left (the page, the closed preview, another language): what waits is sent at once, and
 * the next lines start without this visit's pending quantities and messages.
 */
export const leaveBasketLinesAtom = atom(null, (get, set) => {
  const held = get(queueAtom);
  set(queueAtom, null);
  held?.queue.dispose();
  set(editAtom, noEdit);
});
leaveBasketLinesAtom.debugLabel = 'shop/leaveBasketLines';
