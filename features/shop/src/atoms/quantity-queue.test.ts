import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQuantityQueue } from './quantity-queue';

type Basket = { quantities: Record<number, number> };

/** A server whose answers the test releases one by one, in any order it likes. */
function fakeServer() {
  const quantities: Record<number, number> = { 1: 1, 2: 3 };
  const calls: { kind: 'set' | 'remove'; lineId: number; quantity?: number }[] = [];
  const waiting: { settle: (fail?: boolean) => void }[] = [];
  const answer = (apply: () => void) =>
    new Promise<Basket>((resolve, reject) => {
      waiting.push({
        settle: (fail) => {
          if (fail) return reject(new Error('500'));
          apply();
          resolve({ quantities: { ...quantities } });
        },
      });
    });
  return {
    quantities,
    calls,
    inFlight: () => waiting.length,
    /** Answers the oldest call still waiting. */
    release: async (fail = false) => {
      waiting.shift()!.settle(fail);
      await vi.advanceTimersByTimeAsync(0);
    },
    setQuantity: (lineId: number, quantity: number) => {
      calls.push({ kind: 'set', lineId, quantity });
      return answer(() => (quantities[lineId] = quantity));
    },
    removeLine: (lineId: number) => {
      calls.push({ kind: 'remove', lineId });
      return answer(() => delete quantities[lineId]);
    },
  };
}

function setup() {
  const server = fakeServer();
  const seen = {
    basket: null as Basket | null,
    pending: new Map<number, number>(),
    failures: [] as number[],
  };
  const queue = createQuantityQueue<Basket>({
    setQuantity: server.setQuantity,
    removeLine: server.removeLine,
    onBasket: (basket) => (seen.basket = basket),
    onPending: (pending) => (seen.pending = new Map(pending)),
    onFailure: (lineId) => seen.failures.push(lineId),
  });
  /** What the visitor sees for a line: the pending quantity, else the server's. */
  const shown = (lineId: number) => seen.pending.get(lineId) ?? seen.basket?.quantities[lineId] ?? 1;
  return { server, seen, queue, shown };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('basket quantity changes (SPEC §4, §9)', () => {
  it('shows a change at once and writes the absolute quantity 800 ms after the last change', async () => {
    const { server, queue, shown } = setup();
    for (let quantity = 2; quantity <= 7; quantity++) {
      queue.change(1, quantity);
      await vi.advanceTimersByTimeAsync(300);
    }
    expect(shown(1)).toBe(7);
    expect(server.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(server.calls).toEqual([{ kind: 'set', lineId: 1, quantity: 7 }]);
    await server.release();
    expect(server.quantities[1]).toBe(7);
    expect(shown(1)).toBe(7);
    expect(queue.busy()).toBe(false);
  });

  it('keeps one write in flight; a newer change replaces the queued one', async () => {
    const { server, queue, shown } = setup();
    queue.change(1, 2);
    await vi.advanceTimersByTimeAsync(800);
    expect(server.inFlight()).toBe(1);
    queue.change(1, 3);
    await vi.advanceTimersByTimeAsync(800);
    queue.change(1, 4);
    await vi.advanceTimersByTimeAsync(800);
    // Still only the first write has gone; 3 was replaced by 4 while it waited.
    expect(server.calls).toEqual([{ kind: 'set', lineId: 1, quantity: 2 }]);
    await server.release();
    // The answer for 2 arrived after the visitor chose 4: the visitor still sees 4.
    expect(shown(1)).toBe(4);
    expect(server.calls.at(-1)).toEqual({ kind: 'set', lineId: 1, quantity: 4 });
    await server.release();
    expect(server.quantities[1]).toBe(4);
    expect(shown(1)).toBe(4);
    expect(server.calls).toHaveLength(2);
  });

  it('removes a line without waiting for the debounce, behind the write in flight', async () => {
    const { server, queue, seen } = setup();
    queue.change(2, 5);
    await vi.advanceTimersByTimeAsync(800);
    queue.remove(1);
    expect(server.calls).toHaveLength(1);
    await server.release();
    expect(server.calls.at(-1)).toEqual({ kind: 'remove', lineId: 1 });
    await server.release();
    expect(seen.basket?.quantities).toEqual({ 2: 5 });
  });

  it('a removal cancels the line’s waiting change', async () => {
    const { server, queue } = setup();
    queue.change(1, 6);
    queue.remove(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.calls).toEqual([{ kind: 'remove', lineId: 1 }]);
  });

  it('one failed write puts only that line back and says so; the others go on', async () => {
    const { server, queue, seen, shown } = setup();
    queue.change(1, 4);
    queue.change(2, 9);
    await vi.advanceTimersByTimeAsync(800);
    await server.release(true);
    expect(seen.failures).toEqual([1]);
    expect(shown(2)).toBe(9);
    await server.release();
    expect(shown(1)).toBe(1);
    expect(shown(2)).toBe(9);
    expect(server.quantities).toEqual({ 1: 1, 2: 9 });
  });

  it('flush sends waiting changes at once and resolves when the server has them', async () => {
    const { server, queue } = setup();
    queue.change(1, 3);
    let done = false;
    const flushed = queue.flush().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toEqual([{ kind: 'set', lineId: 1, quantity: 3 }]);
    expect(done).toBe(false);
    await server.release();
    await flushed;
    expect(done).toBe(true);
    expect(queue.busy()).toBe(false);
  });

  it('leaving the page sends the waiting change at once', async () => {
    const { server, queue } = setup();
    queue.change(2, 8);
    queue.dispose();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toEqual([{ kind: 'set', lineId: 2, quantity: 8 }]);
  });
});
