import { act } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';

const testGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean; ResizeObserver?: unknown };

/**
 * For a test file that server-renders React into jsdom and hydrates it: tells React its updates are
 * wrapped in `act`, and stands in for `ResizeObserver` (Radix's checkbox and select measure themselves;
 * jsdom lays nothing out). Both are taken away after the file's tests, which share their worker's globals.
 * After each test the root a test kept in `root` is unmounted and the page emptied. Only tests import this.
 */
export function reactInJsdom() {
  const kept: { root: { unmount: () => void } | null } = { root: null };
  beforeAll(() => {
    testGlobals.IS_REACT_ACT_ENVIRONMENT = true;
    testGlobals.ResizeObserver ??= class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
  afterAll(() => {
    delete testGlobals.IS_REACT_ACT_ENVIRONMENT;
    delete testGlobals.ResizeObserver;
  });
  afterEach(() => {
    act(() => kept.root?.unmount());
    kept.root = null;
    document.body.innerHTML = '';
  });
  return kept;
}

/**
 * The console errors a test should not see, without React's warning that its server and client renderers
 * rendered the same context one after the other ("Detected multiple renderers concurrently rendering the
 * same context provider"): the unit tests share each worker's modules (vitest.config.ts, `isolate:
 * false`), so a file that renders on the client then another that renders on the server meet the same
 * context objects. A browser and the server never share them.
 */
export function unexpectedErrors(calls: unknown[][]): unknown[][] {
  return calls.filter(
    ([message]) =>
      !(
        typeof message === 'string' &&
        message.startsWith('Detected multiple renderers concurrently rendering')
      ),
  );
}
