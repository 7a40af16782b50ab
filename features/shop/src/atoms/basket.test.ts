import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend, fetchThrough, session } from '@cepa/core/backend';
import { basketLineCountAtom } from '@cepa/core/session';
import { removeLine } from '../api';
import { handlers } from '../fake';
import { addToBasketAtom, basketStateReadAtom, loadBasketAtom, receiveBasketAtom } from './basket';

/** The embedded backend; the basket reads wait until `release` is called. */
function browser() {
  const through = fetchThrough([...handlers, ...session.handlers]);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let answered = () => {};
  const readAnswered = new Promise<void>((resolve) => (answered = resolve));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const answer = await through(input, init);
    if (method === 'GET' && url.pathname === '/api/ecom/basket/') {
      answered();
      await held;
    }
    return answer;
  });
  return { release, readAnswered };
}

beforeEach(() => backend.reset());
afterEach(() => vi.unstubAllGlobals());

const lines = (store: ReturnType<typeof createStore>) => {
  const state = store.get(basketStateReadAtom);
  return state.state === 'hasData' ? state.data.lines.length : null;
};

describe('the basket shown is the newest answer', () => {
  it('drops a read that started before a change was answered (a line removed as the page loaded)', async () => {
    const { release, readAnswered } = browser();
    const store = createStore();
    // A bottle in the basket; the page reads the basket (the server answers with the bottle, and the
    // answer is slow to come), and meanwhile the visitor removes the bottle.
    const added = await store.set(addToBasketAtom, { productId: 1001, quantity: 1, language: 'es' });
    expect(added.ok).toBe(true);
    const read = store.set(loadBasketAtom, { language: 'es' });
    await readAnswered;
    const lineId = added.ok ? added.basket.lines[0]!.id : 0;
    store.set(receiveBasketAtom, await removeLine(lineId, 'es'));
    expect(lines(store)).toBe(0);
    // The read answers now, with the bottle still in: it is older than what is shown.
    release();
    await read;
    expect(lines(store)).toBe(0);
    expect(store.get(basketLineCountAtom)).toBe(0);
  });
});
