import { atom, type Atom, type Getter, type Setter, type WritableAtom } from 'jotai';
import { startTransition } from 'react';
import { reportError } from '../report/report-error';
import { loading, type Loadable } from './loadable';

/**
 * What a screen does with a remote read: starts showing it (asked, unless it is already or a seed
 * stands for it), stops showing it (forgotten once nobody shows it), or asks again (a retry).
 */
export type RemoteAction = 'show' | 'hide' | 'retry';

/**
 * A remote read's writes:
 * - `show`, `hide`, `retry` for the parameters a screen shows (see `RemoteAction`); `show` may carry a
 *   seed, the answer the server already gave for these parameters (with the page), which stands until
 *   a retry instead of asking;
 * - `refresh`: asks again for these parameters while what is held stays on screen: the data (a write
 *   failed elsewhere, an order emptied the basket) or the failure, whose retry button keeps the focus
 *   (a list's retry); its answer is dropped when a newer one came meanwhile;
 * - `set`: the server's newer answer, from a write (the basket after a change): it replaces what is
 *   held, and an answer to an ask still on its way (older than it) is dropped;
 * - `update`: a local change of the data held (a sent invitation shown in my club, a next page added
 *   to the catalogue); nothing when there is no data.
 */
export type RemoteArgs<P, T> =
  | [action: RemoteAction, params: P, seed?: Settled<T>]
  | [action: 'refresh', params: P]
  | [action: 'set', data: T]
  | [action: 'update', change: (data: T) => T];

/** An answer: its data or its failure. */
export type Settled<T> = Exclude<Loadable<T>, { state: 'loading' }>;

/** A remote read for the parameters a screen gives it (a language, the address's query). */
export type RemoteAtom<P, T> = WritableAtom<Loadable<T>, RemoteArgs<P, T>, Promise<void>> & {
  /** Which parameters the value belongs to (as JSON; null when forgotten) and whether an ask is under way. */
  readonly status: Atom<RemoteStatus>;
};

export type RemoteStatus = { key: string | null; asking: boolean };

type Entry<T> = RemoteStatus & {
  /** Which ask the value belongs to: an answer to an older one is dropped. */
  run: number;
  value: Loadable<T>;
  /** How many screens show it now. */
  shown: number;
};

export type RemoteOptions<T = unknown> = {
  /** Where a failure is reported from (`reportError`'s context); unreported when left out. */
  report?: string;
  /**
   * Held after the last screen showing it goes (the basket, which the header's preview and the basket
   * page show in turn): shown again at once and asked afresh behind it.
   */
  keepWhenHidden?: boolean;
  /**
   * Called with each new data taken (an answer, a seed, a write's answer, a local change), in the same
   * store: for what follows the data elsewhere (the header's basket count).
   */
  onData?: (data: T, get: Getter, set: Setter) => void;
};

/**
 * A read from the backend that a screen shows, as a `Loadable` in the page's store, one per page store
 * (nothing in module state): the one place server data lives in a slice. It is asked when a screen
 * starts showing it (`useRemote`), after the page is on screen and never while the server renders it,
 * and once however often React mounts it in development; asked again by a retry or for other
 * parameters; forgotten when the last screen showing it goes, so a later visit to the page asks afresh
 * and never shows the last visit's answer first. For other parameters (the language switched, a list's
 * next page) the last answer stays on screen until the new one comes. An answer the server rendered
 * the page with is a seed (`useRemote`'s `seed`): nothing is asked for it. Writes that answer with the
 * data (`set`) and local changes (`update`) keep it current.
 *
 * `request` may write other atoms (a confirmation refreshes the basket); it rejects for a failure,
 * which becomes `hasError`. Parameters must be JSON (they are compared as JSON).
 */
export function remoteAtom<P, T>(
  request: (params: P, get: Getter, set: Setter) => Promise<T>,
  { report, keepWhenHidden = false, onData }: RemoteOptions<T> = {},
): RemoteAtom<P, T> {
  const forgotten = (run: number): Entry<T> => ({ key: null, run, value: loading, asking: false, shown: 0 });
  const entryAtom = atom<Entry<T>>(forgotten(0));

  /** Holds a value, telling `onData` of new data. */
  const hold = (get: Getter, set: Setter, change: (entry: Entry<T>) => Entry<T>) => {
    const before = get(entryAtom).value;
    set(entryAtom, change);
    const { value } = get(entryAtom);
    if (onData && value !== before && value.state === 'hasData') onData(value.data, get, set);
  };

  /**
   * Asks; until this answer comes, `keep` leaves on screen the last data (`'data'`: other parameters,
   * as a page did; a screen shown again, after which a failure shows loading) or whatever is held
   * (`'all'`: a refresh).
   */
  const ask = async (get: Getter, set: Setter, params: P, key: string, keep: 'data' | 'all' | false) => {
    const run = get(entryAtom).run + 1;
    set(entryAtom, (entry) => ({
      ...entry,
      key,
      run,
      asking: true,
      value: keep === 'all' || (keep === 'data' && entry.value.state === 'hasData') ? entry.value : loading,
    }));
    let value: Loadable<T>;
    try {
      value = { state: 'hasData', data: await request(params, get, set) };
    } catch (error) {
      if (report) reportError(error, report);
      value = { state: 'hasError', error };
    }
    if (get(entryAtom).run !== run) return;
    // An answer is shown as a transition: React renders what it brings (a member's page, the
    // checkout's forms: hundreds of milliseconds on a slow phone) in slices, between which the page
    // answers presses, instead of in one long task.
    startTransition(() => hold(get, set, (entry) => ({ ...entry, value, asking: false })));
  };

  // The same object while the key and `asking` are (a screen starting to show what another already
  // shows changes neither): a new one would render every screen reading it again. Immutable, so one kept
  // for every store is safe.
  let lastStatus: RemoteStatus = { key: null, asking: false };
  const status = atom((get): RemoteStatus => {
    const { key, asking } = get(entryAtom);
    if (lastStatus.key !== key || lastStatus.asking !== asking) lastStatus = { key, asking };
    return lastStatus;
  });

  const remote = atom(
    (get) => get(entryAtom).value,
    async (get, set, ...args: RemoteArgs<P, T>) => {
      const entry = get(entryAtom);
      if (args[0] === 'set') {
        // Newer than any answer on its way: that one is dropped.
        const data = args[1];
        hold(get, set, () => ({
          ...entry,
          run: entry.run + 1,
          asking: false,
          value: { state: 'hasData', data },
        }));
        return;
      }
      if (args[0] === 'update') {
        const change = args[1];
        const held = entry.value;
        if (held.state === 'hasData')
          hold(get, set, () => ({ ...entry, value: { state: 'hasData', data: change(held.data) } }));
        return;
      }
      const [action, params, seed] = args;
      const key = JSON.stringify(params);
      if (action === 'hide') {
        set(entryAtom, { ...entry, shown: Math.max(0, entry.shown - 1) });
        // React shows a component again at once when it runs its effects twice (development): wait for
        // that before forgetting.
        await Promise.resolve();
        const now = get(entryAtom);
        // Forgotten, an answer still on its way included.
        if (now.shown === 0 && !keepWhenHidden) set(entryAtom, forgotten(now.run + 1));
        return;
      }
      if (action === 'show') {
        set(entryAtom, { ...entry, shown: entry.shown + 1 });
        if (entry.key === key && (entry.asking || entry.shown > 0)) return;
        if (seed) {
          hold(get, set, (now) => ({ ...now, key, run: now.run + 1, asking: false, value: seed }));
          return;
        }
      }
      await ask(get, set, params, key, action === 'show' ? 'data' : action === 'refresh' ? 'all' : false);
    },
  );
  return Object.assign(remote, { status });
}
