import { quantityDebounceMs } from '../rules';

/**
 * Basket quantity changes without races (SPEC §4, §9). What the visitor sees for a line is its pending
 * quantity (shown at once) until the server has the same number. Each line's absolute quantity is
 * written `quantityDebounceMs` after its last change; at most one basket write is in flight, and a newer
 * change replaces a queued one for the same line; a removal skips the wait but still queues behind the
 * write in flight. A response that arrives after a newer change is taken for its totals but never
 * overwrites the quantity the visitor chose. One failed write puts that line back to the server's
 * quantity and says so; the others go on.
 */

export type QueueWrite<B> =
  | { kind: 'set'; lineId: number; quantity: number; run: () => Promise<B> }
  | { kind: 'remove'; lineId: number; run: () => Promise<B> };

export type QuantityQueueHooks<B> = {
  setQuantity: (lineId: number, quantity: number) => Promise<B>;
  removeLine: (lineId: number) => Promise<B>;
  /** The server's basket after a write (totals, and every line's settled quantity). */
  onBasket: (basket: B) => void;
  /** Pending quantities changed (shown at once; the summary says "updating" while any remain). */
  onPending: (pending: ReadonlyMap<number, number>) => void;
  /** A write failed: the line shows the server's quantity again, with a message. */
  onFailure: (lineId: number, kind: 'set' | 'remove', error: unknown) => void;
  /** Timers, injectable for tests. */
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  debounceMs?: number;
};

export type QuantityQueue = {
  /** The visitor chose `quantity` for a line. */
  change: (lineId: number, quantity: number) => void;
  /** The visitor removed a line: sent without waiting (behind a write in flight). */
  remove: (lineId: number) => void;
  /** Sends every waiting change now and resolves once nothing is pending or in flight. */
  flush: () => Promise<void>;
  /** Whether anything is waiting, queued or in flight. */
  busy: () => boolean;
  /** The page is left: waiting changes are sent at once (nothing the visitor chose is lost). */
  dispose: () => void;
};

export function createQuantityQueue<B>(hooks: QuantityQueueHooks<B>): QuantityQueue {
  const setTimer = hooks.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = hooks.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const debounceMs = hooks.debounceMs ?? quantityDebounceMs;

  /** What the visitor chose and the server does not have yet, by line. */
  const pending = new Map<number, number>();
  /** Debounce timers by line. */
  const timers = new Map<number, unknown>();
  /** Writes waiting for the one in flight, by line (a newer one for a line replaces the older). */
  const queued = new Map<number, QueueWrite<B>>();
  let inFlight: Promise<void> | null = null;
  let idleWaiters: (() => void)[] = [];

  const publish = () => hooks.onPending(new Map(pending));

  const settleIfIdle = () => {
    if (inFlight || queued.size > 0 || timers.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  const pump = () => {
    if (inFlight) return;
    const next = queued.values().next();
    if (next.done) {
      settleIfIdle();
      return;
    }
    const write = next.value;
    queued.delete(write.lineId);
    inFlight = write
      .run()
      .then((basket) => {
        if (write.kind === 'set') {
          // Settled only when the visitor has not chosen another number since this one was sent.
          if (
            pending.get(write.lineId) === write.quantity &&
            !timers.has(write.lineId) &&
            !queued.has(write.lineId)
          ) {
            pending.delete(write.lineId);
          }
        } else {
          pending.delete(write.lineId);
        }
        hooks.onBasket(basket);
        publish();
      })
      .catch((error: unknown) => {
        // The line goes back to the server's quantity unless a newer change for it is still coming.
        if (!timers.has(write.lineId) && !queued.has(write.lineId)) pending.delete(write.lineId);
        publish();
        hooks.onFailure(write.lineId, write.kind, error);
      })
      .finally(() => {
        inFlight = null;
        pump();
      });
  };

  const enqueue = (write: QueueWrite<B>) => {
    queued.set(write.lineId, write);
    pump();
  };

  const sendChange = (lineId: number) => {
    timers.delete(lineId);
    const quantity = pending.get(lineId);
    if (quantity === undefined) return settleIfIdle();
    enqueue({ kind: 'set', lineId, quantity, run: () => hooks.setQuantity(lineId, quantity) });
  };

  return {
    change(lineId, quantity) {
      pending.set(lineId, quantity);
      const timer = timers.get(lineId);
      if (timer !== undefined) clearTimer(timer);
      timers.set(
        lineId,
        setTimer(() => sendChange(lineId), debounceMs),
      );
      // A change still waiting in the queue is stale now: the timer sends the newest.
      if (queued.get(lineId)?.kind === 'set') queued.delete(lineId);
      publish();
    },
    remove(lineId) {
      const timer = timers.get(lineId);
      if (timer !== undefined) clearTimer(timer);
      timers.delete(lineId);
      enqueue({ kind: 'remove', lineId, run: () => hooks.removeLine(lineId) });
    },
    flush() {
      for (const [lineId, timer] of [...timers]) {
        clearTimer(timer);
        sendChange(lineId);
      }
      if (!inFlight && queued.size === 0 && timers.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
    busy: () => inFlight !== null || queued.size > 0 || timers.size > 0 || pending.size > 0,
    dispose() {
      for (const [lineId, timer] of [...timers]) {
        clearTimer(timer);
        sendChange(lineId);
      }
    },
  };
}
