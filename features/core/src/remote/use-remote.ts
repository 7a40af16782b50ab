import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { loading, type Loadable } from './loadable';
import type { RemoteAtom } from './remote';

/**
 * A remote read for these parameters, as the screen shows it, and a retry. Asked once the screen is
 * on the page (never on the server), again when the parameters change; forgotten when the screen goes.
 * `undefined` parameters are not known yet (who is logged in, still being read): loading, nothing asked.
 */
export function useRemote<P, T>(remote: RemoteAtom<P, T>, params: P | undefined): [Loadable<T>, () => void] {
  const value = useAtomValue(remote);
  const act = useSetAtom(remote);
  // The parameters as JSON: a new object with the same values asks nothing again.
  const key = params === undefined ? undefined : JSON.stringify(params);
  useEffect(() => {
    if (key === undefined) return;
    const asked = JSON.parse(key) as P;
    void act('show', asked);
    return () => void act('hide', asked);
  }, [act, key]);
  const retry = () => {
    if (key !== undefined) void act('retry', JSON.parse(key) as P);
  };
  return [key === undefined ? loading : value, retry];
}
