import { atom, createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loading } from './loadable';
import { remoteAtom } from './remote';

afterEach(() => vi.restoreAllMocks());

/** A request the test answers by hand, counting the asks. */
function controlled<T>() {
  const asked: { params: unknown; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const request = (params: unknown) =>
    new Promise<T>((resolve, reject) => {
      asked.push({ params, resolve, reject });
    });
  return { asked, request };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A remote read a screen shows for 'q', its answer come. */
async function answered<T>(value: T) {
  const { asked, request } = controlled<T>();
  const remote = remoteAtom(request);
  const store = createStore();
  void store.set(remote, 'show', 'q');
  asked[0]!.resolve(value);
  await settle();
  return { asked, remote, store };
}

describe('remoteAtom', () => {
  it('is loading until a screen shows it, then asks once and holds the answer', async () => {
    const { asked, request } = controlled<string[]>();
    const remote = remoteAtom(request);
    const store = createStore();
    expect(store.get(remote)).toEqual(loading);
    expect(asked).toHaveLength(0);
    const shown = store.set(remote, 'show', { language: 'es' });
    expect(asked.map((a) => a.params)).toEqual([{ language: 'es' }]);
    asked[0]!.resolve(['ES', 'PT']);
    await shown;
    expect(store.get(remote)).toEqual({ state: 'hasData', data: ['ES', 'PT'] });
  });

  it('asks once when React shows, hides and shows again at once (development), and keeps the answer', async () => {
    const { asked, request } = controlled<number>();
    const remote = remoteAtom(request);
    const store = createStore();
    void store.set(remote, 'show', 'q');
    void store.set(remote, 'hide', 'q');
    void store.set(remote, 'show', 'q');
    asked[0]!.resolve(7);
    await settle();
    expect(asked).toHaveLength(1);
    expect(store.get(remote)).toEqual({ state: 'hasData', data: 7 });
  });

  it('tells its status readers nothing when another screen starts showing the same answer', async () => {
    const { asked, remote, store } = await answered<number>(1);
    const before = store.get(remote.status);
    const heard = vi.fn();
    const unsubscribe = store.sub(remote.status, heard);
    // The checkout's page and its forms both show the basket: the second changes no key and asks nothing.
    void store.set(remote, 'show', 'q');
    expect(store.get(remote.status)).toBe(before);
    expect(heard).not.toHaveBeenCalled();
    expect(asked).toHaveLength(1);
    unsubscribe();
  });

  it('forgets once nobody shows it: a later visit starts loading and asks afresh', async () => {
    const { asked, remote, store } = await answered<number>(1);
    await store.set(remote, 'hide', 'q');
    expect(store.get(remote)).toEqual(loading);
    void store.set(remote, 'show', 'q');
    expect(asked).toHaveLength(2);
    expect(store.get(remote)).toEqual(loading);
  });

  it('drops an answer that comes after the screen went', async () => {
    const { asked, request } = controlled<number>();
    const remote = remoteAtom(request);
    const store = createStore();
    void store.set(remote, 'show', 'q');
    await store.set(remote, 'hide', 'q');
    asked[0]!.resolve(1);
    await settle();
    expect(store.get(remote)).toEqual(loading);
  });

  it('holds a failure as hasError, reported when asked to, and asks again on retry', async () => {
    const sink = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { asked, request } = controlled<number>();
    const remote = remoteAtom(request, { report: 'test: the read' });
    const store = createStore();
    const failure = new Error('down');
    void store.set(remote, 'show', 'q');
    asked[0]!.reject(failure);
    await settle();
    expect(store.get(remote)).toEqual({ state: 'hasError', error: failure });
    expect(sink).toHaveBeenCalledWith('[cepa] test: the read: Error: down');
    void store.set(remote, 'retry', 'q');
    expect(store.get(remote)).toEqual(loading);
    asked[1]!.resolve(2);
    await settle();
    expect(store.get(remote)).toEqual({ state: 'hasData', data: 2 });
  });

  it('asks again for other parameters, and an older answer never replaces a newer one', async () => {
    const { asked, request } = controlled<string>();
    const remote = remoteAtom(request);
    const store = createStore();
    void store.set(remote, 'show', 'es');
    void store.set(remote, 'hide', 'es');
    void store.set(remote, 'show', 'en');
    asked[1]!.resolve('English');
    asked[0]!.resolve('Spanish');
    await settle();
    expect(asked.map((a) => a.params)).toEqual(['es', 'en']);
    expect(store.get(remote)).toEqual({ state: 'hasData', data: 'English' });
  });

  it('keeps the last answer on screen while other parameters are asked, and drops it on a retry', async () => {
    const { asked, request } = controlled<string>();
    const remote = remoteAtom(request);
    const store = createStore();
    void store.set(remote, 'show', 'es');
    asked[0]!.resolve('España');
    await settle();
    void store.set(remote, 'hide', 'es');
    void store.set(remote, 'show', 'en');
    expect(store.get(remote)).toEqual({ state: 'hasData', data: 'España' });
    asked[1]!.resolve('Spain');
    await settle();
    expect(store.get(remote)).toEqual({ state: 'hasData', data: 'Spain' });
    void store.set(remote, 'retry', 'en');
    expect(store.get(remote)).toEqual(loading);
  });

  it('lets the request write other atoms of the page’s store', async () => {
    const seen = atom(0);
    const remote = remoteAtom(async (n: number, _get, set) => {
      set(seen, n);
      return n;
    });
    const store = createStore();
    await store.set(remote, 'show', 5);
    expect(store.get(seen)).toBe(5);
  });

  it('keeps each page store’s answer apart', async () => {
    const remote = remoteAtom(async (n: number) => n * 2);
    const [one, two] = [createStore(), createStore()];
    await one.set(remote, 'show', 1);
    expect(one.get(remote)).toEqual({ state: 'hasData', data: 2 });
    expect(two.get(remote)).toEqual(loading);
  });
});

describe('remoteAtom: seeds, writes and local changes', () => {
  it('takes a seed for the parameters shown instead of asking, and asks on a retry', async () => {
    const { asked, request } = controlled<string>();
    const remote = remoteAtom(request);
    const store = createStore();
    await store.set(remote, 'show', 'es', { state: 'hasData', data: 'del servidor' });
    expect(asked).toHaveLength(0);
    expect(store.get(remote)).toEqual({ state: 'hasData', data: 'del servidor' });
    expect(store.get(remote.status)).toEqual({ key: '"es"', asking: false });
    void store.set(remote, 'retry', 'es');
    expect(store.get(remote.status)).toEqual({ key: '"es"', asking: true });
    asked[0]!.resolve('del navegador');
    await settle();
    expect(store.get(remote)).toEqual({ state: 'hasData', data: 'del navegador' });
  });

  it('takes a failed seed as the failure, without asking', async () => {
    const { asked, request } = controlled<string>();
    const remote = remoteAtom(request);
    const store = createStore();
    const failure = new Error('server');
    await store.set(remote, 'show', 'es', { state: 'hasError', error: failure });
    expect(asked).toHaveLength(0);
    expect(store.get(remote)).toEqual({ state: 'hasError', error: failure });
  });

  it('keeps what a screen already shows when another screen shows the same parameters with a seed', async () => {
    const { asked, request } = controlled<string>();
    const remote = remoteAtom(request);
    const store = createStore();
    void store.set(remote, 'show', 'es');
    asked[0]!.resolve('leído');
    await settle();
    await store.set(remote, 'show', 'es', { state: 'hasData', data: 'semilla' });
    expect(store.get(remote)).toEqual({ state: 'hasData', data: 'leído' });
  });

  it('takes a newer answer from a write, and drops the answer to an ask that started before it', async () => {
    const { asked, request } = controlled<number>();
    const remote = remoteAtom(request);
    const store = createStore();
    void store.set(remote, 'show', 'q');
    await store.set(remote, 'set', 2);
    expect(store.get(remote)).toEqual({ state: 'hasData', data: 2 });
    asked[0]!.resolve(1);
    await settle();
    expect(store.get(remote)).toEqual({ state: 'hasData', data: 2 });
    expect(store.get(remote.status).asking).toBe(false);
  });

  it('changes the data held locally, and does nothing while there is none', async () => {
    const { asked, request } = controlled<number[]>();
    const remote = remoteAtom(request);
    const store = createStore();
    void store.set(remote, 'show', 'q');
    await store.set(remote, 'update', (list: number[]) => [...list, 9]);
    expect(store.get(remote)).toEqual(loading);
    asked[0]!.resolve([1]);
    await settle();
    await store.set(remote, 'update', (list: number[]) => [...list, 2]);
    expect(store.get(remote)).toEqual({ state: 'hasData', data: [1, 2] });
  });

  it('is held after the last screen goes when asked to, shown again at once and asked afresh behind it', async () => {
    const { asked, request } = controlled<string>();
    const remote = remoteAtom(request, { keepWhenHidden: true });
    const store = createStore();
    void store.set(remote, 'show', 'q');
    asked[0]!.resolve('first');
    await settle();
    await store.set(remote, 'hide', 'q');
    expect(store.get(remote)).toEqual({ state: 'hasData', data: 'first' });
    void store.set(remote, 'show', 'q');
    expect(asked).toHaveLength(2);
    expect(store.get(remote)).toEqual({ state: 'hasData', data: 'first' });
    asked[1]!.resolve('second');
    await settle();
    expect(store.get(remote)).toEqual({ state: 'hasData', data: 'second' });
  });
});

describe('remoteAtom: refreshing, and what follows the data', () => {
  it('refreshes with the data on screen, and drops the refresh when a write answered meanwhile', async () => {
    const { asked, remote, store } = await answered<number>(1);
    void store.set(remote, 'refresh', 'q');
    expect(store.get(remote)).toEqual({ state: 'hasData', data: 1 });
    expect(store.get(remote.status).asking).toBe(true);
    await store.set(remote, 'set', 3);
    asked[1]!.resolve(2);
    await settle();
    expect(store.get(remote)).toEqual({ state: 'hasData', data: 3 });
  });

  it('keeps a failure on screen while a refresh asks (its retry button keeps the focus), never while a screen shown again asks', async () => {
    const { asked, request } = controlled<number>();
    const remote = remoteAtom(request, { keepWhenHidden: true });
    const store = createStore();
    const failure = new Error('down');
    void store.set(remote, 'show', 'q');
    asked[0]!.reject(failure);
    await settle();
    void store.set(remote, 'refresh', 'q');
    expect(store.get(remote)).toEqual({ state: 'hasError', error: failure });
    expect(store.get(remote.status).asking).toBe(true);
    asked[1]!.reject(failure);
    await settle();
    await store.set(remote, 'hide', 'q');
    void store.set(remote, 'show', 'q');
    expect(store.get(remote)).toEqual(loading);
  });

  it('tells onData of each new data taken, never of an answer dropped', async () => {
    const { asked, request } = controlled<number>();
    const taken = atom<number[]>([]);
    const remote = remoteAtom(request, {
      onData: (data, _get, set) => set(taken, (all) => [...all, data]),
    });
    const store = createStore();
    void store.set(remote, 'show', 'q');
    await store.set(remote, 'set', 5);
    asked[0]!.resolve(4);
    await settle();
    await store.set(remote, 'update', (n: number) => n + 1);
    await store.set(remote, 'hide', 'q');
    await store.set(remote, 'show', 'r', { state: 'hasData', data: 9 });
    expect(store.get(taken)).toEqual([5, 6, 9]);
  });
});
