/**
 * Runs `callback` once the browser is idle (after two seconds at the latest), for work that only adds
 * to a page already shown and usable: the header's basket count, analytics' impressions, a select's
 * list of options. Returns a function that cancels it.
 */
export function whenIdle(callback: () => void, timeout = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(callback, { timeout });
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(callback, 0);
  return () => clearTimeout(timer);
}
