// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/api-error';
import { reportError } from './report-error';

afterEach(() => {
  vi.restoreAllMocks();
  window.dispatchEvent(new Event('pageshow'));
});

/** What each engine throws when a dynamic import's chunk is cut off. */
const cutImports = {
  chromium: 'Failed to fetch dynamically imported module: http://127.0.0.1/assets/chunks/api-x.js',
  firefox: 'error loading dynamically imported module: http://127.0.0.1/assets/chunks/api-x.js',
  webkit: 'Importing a module script failed.',
};

describe('reportError in the browser', () => {
  it('says nothing of a call cut off while the page is going away, and reports it again once the page is shown', () => {
    const sink = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cutOff = new ApiError('network', 'GET /api/ecom/basket/');
    reportError(cutOff, 'session: reading the basket');
    expect(sink).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('pagehide'));
    reportError(cutOff, 'session: reading the basket');
    // A refusal is still a refusal, leaving or not.
    reportError(
      new ApiError('http', 'GET /api/ecom/basket/', { status: 500 }),
      'session: reading the basket',
    );
    expect(sink).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new Event('pageshow'));
    reportError(cutOff, 'session: reading the basket');
    expect(sink).toHaveBeenCalledTimes(3);
  });

  for (const [engine, message] of Object.entries(cutImports)) {
    it(`says nothing of code whose load was cut as the page goes (${engine}), and reports it on a page that stays`, () => {
      const sink = vi.spyOn(console, 'error').mockImplementation(() => {});
      // On a page that stays, code that does not come is a fault.
      reportError(new TypeError(message), 'session: reading the basket');
      expect(sink).toHaveBeenCalledTimes(1);
      window.dispatchEvent(new Event('beforeunload'));
      reportError(new TypeError(message), 'session: reading the basket');
      expect(sink).toHaveBeenCalledTimes(1);
      // Any other error is still reported while leaving.
      reportError(new TypeError('Cannot read properties of undefined'), 'session: reading the basket');
      expect(sink).toHaveBeenCalledTimes(2);
    });
  }
});
