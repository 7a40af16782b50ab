import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { loading, type Loadable } from './loadable';
import type { RemoteAtom, Settled } from './remote';

/**
 * A remote read for these parameters, as the screen shows it, a retry, and whether an answer is on
 * its way (the first, a retry, or for other parameters while the last answer stays on screen). Asked once the screen is
 * on the page (never on the server), again when the parameters change; forgotten when the screen goes.
 * `undefined` parameters are not known yet (who is logged in, still being read): loading, nothing asked.
 *
 * A `seed` is the server's answer for these parameters, rendered with the page (on the server and as
 * it hydrates): it is shown, and nothing is asked, until a retry. `afresh`: while an answer is on its way
 * the screen shows loading, never what was held (a page whose sections start afresh with the new
 * answer: a club page after a save in another language).
 */
export function useRemote<P, T>(
  remote: RemoteAtom<P, T>,
  params: P | undefined,
  { seed, afresh = false }: { seed?: Settled<T>; afresh?: boolean } = {},
): [Loadable<T>, () => void, boolean] {
  const held = useAtomValue(remote);
  const status = useAtomValue(remote.status);
  const act = useSetAtom(remote);
  // The parameters as JSON: a new object with the same values asks nothing again.
  const key = params === undefined ? undefined : JSON.stringify(params);
  useEffect(() => {
    if (key === undefined) return;
    const asked = JSON.parse(key) as P;
    void act('show', asked, seed);
    return () => void act('hide', asked);
    // The seed is taken when the screen starts showing these parameters: it belongs to them, and a new
    // seed object for the same parameters (the page rendered again) changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [act, key]);
  const retry = () => {
    if (key !== undefined) void act('retry', JSON.parse(key) as P);
  };
  // Until the atom holds these parameters' answer (the server's render, hydration, the first frame), a
  // seed stands for it.
  const holdsThese = status.key === key;
  const asking = key !== undefined && (holdsThese ? status.asking : !seed);
  const value: Loadable<T> =
    key === undefined || (afresh && asking) ? loading : !holdsThese && seed ? seed : held;
  return [value, retry, asking];
}
