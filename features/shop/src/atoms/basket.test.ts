import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend } from '@cepa/core/backend';
import { loading } from '@cepa/core/remote';
import { basketLineCountAtom } from '@cepa/core/session';
import { removeLine } from '../api';
import { shopCalls } from '../fake';
import { addToBasketAtom, basketAtom, maxQuantityAtom } from './basket';
import { heldBrowser } from '../fake/held-browser';

beforeEach(() => backend.reset());
afterEach(() => vi.unstubAllGlobals());

const holdReads = () => heldBrowser((method, path) => method === 'GET' && path === '/api/ecom/basket/');

const lines = (store: ReturnType<typeof createStore>) => {
  const state = store.get(basketAtom);
  return state.state === 'hasData' ? state.data.lines.length : null;
};

describe('the basket shown is the newest answer', () => {
  it('drops a read that started before a change was answered (a line removed as the page loaded)', async () => {
    const { heldCount } = holdReads();
    const store = createStore();
    // A bottle in the basket; the page reads the basket (the server answers with the bottle, and the
    // answer is slow to come), and meanwhile the visitor removes the bottle.
    const added = await store.set(addToBasketAtom, { productId: 1001, quantity: 1, language: 'es' });
    expect(added.ok).toBe(true);
    const read = store.set(basketAtom, 'show', { language: 'es' });
    const [answer] = await heldCount(1);
    const lineId = added.ok ? added.basket.lines[0]!.id : 0;
    await store.set(basketAtom, 'set', await removeLine(lineId, 'es'));
    expect(lines(store)).toBe(0);
    expect(store.get(basketLineCountAtom)).toBe(0);
    // The read answers now, with the bottle still in: it is older than what is shown.
    answer!.release();
    await read;
    expect(lines(store)).toBe(0);
    expect(store.get(basketLineCountAtom)).toBe(0);
  });

  it('drops a read that started before a later read was answered (the shipping changed twice)', async () => {
    const { heldCount } = holdReads();
    const store = createStore();
    await store.set(addToBasketAtom, { productId: 1001, quantity: 1, language: 'es' });
    const first = store.set(basketAtom, 'show', { language: 'es' });
    await heldCount(1);
    // The first read's answer waits; the bottle goes and a second read starts and answers first.
    await store.set(basketAtom, 'hide', { language: 'es' });
    const basket = store.get(basketAtom);
    await removeLine(basket.state === 'hasData' ? basket.data.lines[0]!.id : 0, 'es');
    const second = store.set(basketAtom, 'show', { language: 'es', shipping_mode: 'shop' });
    const held = await heldCount(2);
    held[1]!.release();
    await second;
    expect(lines(store)).toBe(0);
    held[0]!.release();
    await first;
    expect(lines(store)).toBe(0);
    expect(store.get(basketLineCountAtom)).toBe(0);
  });
});

describe('a failed read', () => {
  it('shows a retry when no basket was shown', async () => {
    heldBrowser(() => false);
    backend.faults.set(shopCalls.getBasket, { status: 500, times: 1 });
    const store = createStore();
    await store.set(basketAtom, 'show', { language: 'es' });
    expect(store.get(basketAtom).state).toBe('hasError');
    expect(store.get(maxQuantityAtom)).toBeUndefined();
    void store.set(basketAtom, 'retry', { language: 'es' });
    expect(store.get(basketAtom)).toEqual(loading);
  });

  it('leaves the last basket on screen otherwise, and the next screen shows it while it is read again', async () => {
    heldBrowser(() => false);
    const store = createStore();
    await store.set(addToBasketAtom, { productId: 1001, quantity: 2, language: 'es' });
    backend.faults.set(shopCalls.getBasket, { network: true, times: 1 });
    await store.set(basketAtom, 'show', { language: 'es' });
    expect(lines(store)).toBe(1);
    expect(store.get(maxQuantityAtom)).toBeGreaterThan(0);
    // The page is left; the basket is held for the next screen, shown at once and read afresh.
    await store.set(basketAtom, 'hide', { language: 'es' });
    const shown = store.set(basketAtom, 'show', { language: 'es' });
    expect(lines(store)).toBe(1);
    expect(store.get(basketAtom.status).asking).toBe(true);
    await shown;
    expect(lines(store)).toBe(1);
  });

  it('is loading, not a failure, while a screen shown again reads it afresh', async () => {
    const { heldCount } = holdReads();
    backend.faults.set(shopCalls.getBasket, { status: 500, times: 1 });
    const store = createStore();
    const failed = store.set(basketAtom, 'show', { language: 'es' });
    (await heldCount(1))[0]!.release();
    await failed;
    await store.set(basketAtom, 'hide', { language: 'es' });
    expect(store.get(basketAtom).state).toBe('hasError');
    const again = store.set(basketAtom, 'show', { language: 'es' });
    expect(store.get(basketAtom)).toEqual(loading);
    (await heldCount(2))[1]!.release();
    await again;
    expect(store.get(basketAtom)).toMatchObject({ state: 'hasData', data: { lines: [] } });
  });
});
