/** The header by which Cepa's embedded backend names itself on every answer (`@cepa/core/backend/node`). */
export const embeddedBackendHeader = 'x-cepa-backend';

export type BackendState = {
  /** Any HTTP answer came in time (a 401 is an answer). */
  answers: boolean;
  /** The answer named Cepa's embedded backend (its test card provider, its stand-in player). */
  embedded: boolean;
};

/**
 * Asks the backend Cepa's own session call: whether it answers within a second, and whether it is the
 * embedded one. One probe at a time, its result kept for a second, so a load balancer that checks often
 * does not become the backend's load.
 */
export function backendProbe(base: string, { timeoutMs = 1000, keepMs = 1000 } = {}) {
  const url = `${base.replace(/\/+$/, '')}/club/session/`;
  let last: { at: number; state: BackendState } | undefined;
  let pending: Promise<BackendState> | undefined;
  return (): Promise<BackendState> => {
    if (last && Date.now() - last.at < keepMs) return Promise.resolve(last.state);
    pending ??= fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
      .then(async (response) => {
        await response.arrayBuffer();
        return { answers: true, embedded: response.headers.get(embeddedBackendHeader) === 'embedded' };
      })
      .catch(() => ({ answers: false, embedded: false }))
      .then((state) => {
        last = { at: Date.now(), state };
        pending = undefined;
        return state;
      });
    return pending;
  };
}
