import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend } from '@cepa/core/backend';
import { basketLineCountAtom } from '@cepa/core/session';
import type { Basket } from '../api';
import { shopCalls } from '../fake';
import { addToBasketAtom, basketAtom } from './basket';
import {
  basketLinesEditAtom,
  changeLineQuantityAtom,
  flushBasketLinesAtom,
  leaveBasketLinesAtom,
  removeBasketLineAtom,
} from './basket-lines';
import { heldBrowser } from '../fake/held-browser';

beforeEach(() => backend.reset());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const language = 'es';

/** The basket page's store with two bottles of one wine and one of another, as the page shows it. */
async function basketPage() {
  const store = createStore();
  await store.set(addToBasketAtom, { productId: 1001, quantity: 2, language });
  await store.set(addToBasketAtom, { productId: 1002, quantity: 1, language });
  await store.set(basketAtom, 'show', { language });
  const [first, second] = basket(store).lines;
  return { store, first: first!.id, second: second!.id };
}

function basket(store: ReturnType<typeof createStore>): Basket {
  const state = store.get(basketAtom);
  if (state.state !== 'hasData') throw new Error(`no basket: ${state.state}`);
  return state.data;
}

const quantityOf = (store: ReturnType<typeof createStore>, lineId: number) =>
  basket(store).lines.find((line) => line.id === lineId)?.quantity;

/** Waits until the store's basket satisfies `check` (a reload after a failure comes on its own). */
async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
}

describe('the basket lines’ pending changes (SPEC §4, §9)', () => {
  it('shows a change at once as pending, and settles it with the server’s answer', async () => {
    heldBrowser(() => false);
    const { store, first } = await basketPage();
    store.set(changeLineQuantityAtom, { lineId: first, quantity: 5, language });
    expect(store.get(basketLinesEditAtom).pending).toEqual(new Map([[first, 5]]));
    expect(quantityOf(store, first)).toBe(2);
    await store.set(flushBasketLinesAtom);
    expect(store.get(basketLinesEditAtom).pending.size).toBe(0);
    expect(quantityOf(store, first)).toBe(5);
  });

  it('keeps how long to wait when a write was refused for being sent too often (429)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    heldBrowser(() => false);
    const { store, first } = await basketPage();
    backend.faults.set(shopCalls.setLineQuantity, {
      status: 429,
      body: { detail: 'TOO_MANY_REQUESTS' },
      times: 1,
    });
    store.set(changeLineQuantityAtom, { lineId: first, quantity: 5, language });
    await store.set(flushBasketLinesAtom);
    expect(store.get(basketLinesEditAtom).failure).toEqual({
      lineId: first,
      kind: 'set',
      retryAfterSeconds: 60,
    });
  });

  it('brings the server’s quantity back when a write fails, and says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    heldBrowser(() => false);
    const { store, first } = await basketPage();
    backend.faults.set(shopCalls.setLineQuantity, { status: 500, times: 1 });
    const before = basket(store);
    store.set(changeLineQuantityAtom, { lineId: first, quantity: 5, language });
    await store.set(flushBasketLinesAtom);
    expect(store.get(basketLinesEditAtom)).toMatchObject({ failure: { lineId: first, kind: 'set' } });
    expect(store.get(basketLinesEditAtom).pending.size).toBe(0);
    expect(quantityOf(store, first)).toBe(2);
    // The basket is read again: what is shown is the server's.
    await until(() => basket(store) !== before);
    expect(quantityOf(store, first)).toBe(2);
    // A new change for the line clears its message.
    store.set(changeLineQuantityAtom, { lineId: first, quantity: 3, language });
    expect(store.get(basketLinesEditAtom).failure).toBeNull();
  });

  it('hides a line being removed at once, and brings it back when the removal fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    heldBrowser(() => false);
    const { store, first, second } = await basketPage();
    backend.faults.set(shopCalls.removeLine, { network: true, times: 1 });
    store.set(removeBasketLineAtom, { lineId: first, language });
    expect(store.get(basketLinesEditAtom).removing).toEqual(new Set([first]));
    await store.set(flushBasketLinesAtom);
    expect(store.get(basketLinesEditAtom)).toMatchObject({ failure: { lineId: first, kind: 'remove' } });
    expect(store.get(basketLinesEditAtom).removing.size).toBe(0);
    await until(() => basket(store).lines.length === 2);
    // The next removal goes through: the line is gone from the basket and the header's count.
    store.set(removeBasketLineAtom, { lineId: second, language });
    await store.set(flushBasketLinesAtom);
    expect(basket(store).lines.map((line) => line.id)).toEqual([first]);
    expect(store.get(basketLineCountAtom)).toBe(1);
    expect(store.get(basketLinesEditAtom).failure).toBeNull();
  });

  it('keeps the newer quantity when an older write answers after it, and drops a read older than a write', async () => {
    const { heldCount, holdFrom } = heldBrowser(() => false);
    const { store, first } = await basketPage();
    holdFrom((method) => method === 'PUT' || method === 'GET');
    // The basket is read again (the header's preview opened): the answer, with 2 bottles, is slow.
    await store.set(basketAtom, 'hide', { language });
    const read = store.set(basketAtom, 'show', { language });
    await heldCount(1);
    // The visitor chooses 3 (sent), then 5 while the 3 is on its way.
    store.set(changeLineQuantityAtom, { lineId: first, quantity: 3, language });
    const sent = store.set(flushBasketLinesAtom);
    await heldCount(2);
    store.set(changeLineQuantityAtom, { lineId: first, quantity: 5, language });
    const [readAnswer, threeAnswer] = await heldCount(2);
    threeAnswer!.release();
    await until(() => quantityOf(store, first) === 3);
    // The totals are the server's; the quantity shown is still the visitor's newer choice.
    expect(store.get(basketLinesEditAtom).pending).toEqual(new Map([[first, 5]]));
    // The read answers last, with 2 bottles: older than the write's answer, dropped.
    readAnswer!.release();
    await read;
    expect(quantityOf(store, first)).toBe(3);
    const settled = store.set(flushBasketLinesAtom);
    (await heldCount(3))[2]!.release();
    await Promise.all([sent, settled]);
    expect(quantityOf(store, first)).toBe(5);
    expect(store.get(basketLinesEditAtom).pending.size).toBe(0);
  });

  it('sends what waits when the lines are left, and the next lines start afresh', async () => {
    heldBrowser(() => false);
    const { store, first } = await basketPage();
    store.set(changeLineQuantityAtom, { lineId: first, quantity: 4, language });
    store.set(leaveBasketLinesAtom);
    expect(store.get(basketLinesEditAtom).pending.size).toBe(0);
    await until(() => quantityOf(store, first) === 4);
    expect(store.get(basketLinesEditAtom).pending.size).toBe(0);
  });
});
