import { atom, type Atom } from 'jotai';
import { unwrap } from 'jotai/utils';

/**
 * Remote data as a screen shows it, one vocabulary for every slice (jotai's own words): loading, its
 * data, or the failure.
 */
export type Loadable<T> =
  { state: 'loading' } | { state: 'hasData'; data: T } | { state: 'hasError'; error: unknown };

export const loading = { state: 'loading' } as const satisfies Loadable<never>;

/** Data a screen has at once (a seed from the server, a value that needs no call). */
export function hasData<T>(data: T): Loadable<T> {
  return { state: 'hasData', data };
}

/** The data when there is some, else undefined. */
export function dataOf<T>(value: Loadable<T>): T | undefined {
  return value.state === 'hasData' ? value.data : undefined;
}

/**
 * An async atom's value as a Loadable: jotai's `loadable`, which jotai deprecates in favour of a
 * userland helper over `unwrap`. While the request is pending (the first time and after each change it
 * depends on) the value is 'loading'.
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
