/**
 * Whether the backend answers: any HTTP answer to Cepa's own session call within a second counts (a
 * 401 is an answer); no answer does not. One probe at a time, its result kept for a second, so a load
 * balancer that checks often does not become the backend's load.
 */
export function backendProbe(base: string, { timeoutMs = 1000, keepMs = 1000 } = {}) {
  const url = `${base.replace(/\/+$/, '')}/club/session/`;
  let last: { at: number; answers: boolean } | undefined;
  let pending: Promise<boolean> | undefined;
  return (): Promise<boolean> => {
    if (last && Date.now() - last.at < keepMs) return Promise.resolve(last.answers);
    pending ??= fetch(url, { signal: AbortSignal.timeout(timeoutMs) })
      .then(async (response) => {
        await response.arrayBuffer();
        return true;
      })
      .catch(() => false)
      .then((answers) => {
        last = { at: Date.now(), answers };
        pending = undefined;
        return answers;
      });
    return pending;
  };
}
