import { atom, type Atom } from 'jotai';
import { unwrap } from 'jotai/utils';

/** An async atom's value as a screen shows it: loading, its data, or the failure. */
export type Loadable<T> =
  { state: 'loading' } | { state: 'hasData'; data: T } | { state: 'hasError'; error: unknown };

const loading = { state: 'loading' } as const;

/**
 * jotai's `loadable`, which jotai deprecates in favour of a userland helper over `unwrap`: while the
 * request is pending (the first time and after each change it depends on) the value is 'loading'.
 */
export function loadableOf<T>(request: Atom<Promise<T>>): Atom<Loadable<T>> {
  const settled = atom(async (get): Promise<Loadable<T>> => {
    try {
      return { state: 'hasData', data: await get(request) };
    } catch (error) {
      return { state: 'hasError', error };
    }
  });
  return unwrap(settled, () => loading);
}
