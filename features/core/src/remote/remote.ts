import { atom, type Getter, type Setter, type WritableAtom } from 'jotai';
import { reportError } from '../report/report-error';
import { loading, type Loadable } from './loadable';

/**
 * What a screen does with a remote read: starts showing it (asked, unless it is already), stops
 * showing it (forgotten once nobody shows it), or asks again (a retry).
 */
export type RemoteAction = 'show' | 'hide' | 'retry';

/** A remote read for the parameters a screen gives it (a language, the address's query). */
export type RemoteAtom<P, T> = WritableAtom<Loadable<T>, [action: RemoteAction, params: P], Promise<void>>;

type Entry<T> = {
  /** The parameters last asked for, as JSON; null when nothing was asked since it was last forgotten. */
  key: string | null;
  /** Which ask the value belongs to: an answer to an older one is dropped. */
  run: number;
  value: Loadable<T>;
  /** Whether an answer to the last ask is still to come. */
  asking: boolean;
  /** How many screens show it now. */
  shown: number;
};

export type RemoteOptions = {
  /** Where a failure is reported from (`reportError`'s context); unreported when left out. */
  report?: string;
};

/**
 * A read from the backend that a screen shows, as a `Loadable` in the page's store, one per page store
 * (nothing in module state). It is asked when a screen starts showing it (`useRemote`), after the page
 * is on screen and never while the server renders it, and once however often React mounts it in
 * development; asked again by a retry or for other parameters; forgotten when the last screen showing
 * it goes, so a later visit to the page asks afresh and never shows the last visit's answer first. For
 * other parameters (the language switched) the last answer stays on screen until the new one comes.
 *
 * `request` may write other atoms (a confirmation refreshes the basket); it rejects for a failure,
 * which becomes `hasError`. Parameters must be JSON (they are compared as JSON).
 */
export function remoteAtom<P, T>(
  request: (params: P, get: Getter, set: Setter) => Promise<T>,
  { report }: RemoteOptions = {},
): RemoteAtom<P, T> {
  const forgotten = (run: number): Entry<T> => ({ key: null, run, value: loading, asking: false, shown: 0 });
  const entryAtom = atom<Entry<T>>(forgotten(0));

  /** Asks; `keep` leaves the last answer on screen until this one comes (other parameters, as a page did). */
  const ask = async (get: Getter, set: Setter, params: P, key: string, keep: boolean) => {
    const run = get(entryAtom).run + 1;
    set(entryAtom, (entry) => ({ ...entry, key, run, asking: true, value: keep ? entry.value : loading }));
    let value: Loadable<T>;
    try {
      value = { state: 'hasData', data: await request(params, get, set) };
    } catch (error) {
      if (report) reportError(error, report);
      value = { state: 'hasError', error };
    }
    if (get(entryAtom).run === run) set(entryAtom, (entry) => ({ ...entry, value, asking: false }));
  };

  return atom(
    (get) => get(entryAtom).value,
    async (get, set, action: RemoteAction, params: P) => {
      const key = JSON.stringify(params);
      const entry = get(entryAtom);
      if (action === 'hide') {
        set(entryAtom, { ...entry, shown: Math.max(0, entry.shown - 1) });
        // React shows a component again at once when it runs its effects twice (development): wait for
        // that before forgetting.
        await Promise.resolve();
        const now = get(entryAtom);
        // Forgotten, an answer still on its way included.
        if (now.shown === 0) set(entryAtom, forgotten(now.run + 1));
        return;
      }
      if (action === 'show') {
        set(entryAtom, { ...entry, shown: entry.shown + 1 });
        if (entry.key === key && (entry.asking || entry.shown > 0)) return;
      }
      await ask(get, set, params, key, action === 'show');
    },
  );
}
