import { vi } from 'vitest';
import { fetchThrough, session } from '@cepa/core/backend';
import { handlers } from '.';

/** A request to the embedded backend that a test holds: its answer is ready, and waits for `release`. */
export type HeldRequest = { method: string; path: string; release: () => void };

/**
 * One browser on the embedded backend; requests `hold` picks wait, answered, until the test releases
 * them (an answer that comes late, after a later one).
 */
export function heldBrowser(picks: (method: string, path: string) => boolean) {
  let hold = picks;
  const through = fetchThrough([...handlers, ...session.handlers]);
  const held: HeldRequest[] = [];
  const waiting: (() => void)[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const answer = await through(input, init);
    if (hold(method, url.pathname)) {
      await new Promise<void>((release) => {
        held.push({ method, path: url.pathname, release });
        waiting.splice(0).forEach((resume) => resume());
      });
    }
    return answer;
  });
  /** Resolves once `count` requests are held. */
  const heldCount = async (count: number) => {
    while (held.length < count) await new Promise<void>((resume) => waiting.push(resume));
    return held;
  };
  /** Which requests are held from now on. */
  const holdFrom = (next: (method: string, path: string) => boolean) => (hold = next);
  return { held, heldCount, holdFrom };
}
