// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/api-error';
import { reportError } from './report-error';

afterEach(() => vi.restoreAllMocks());

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
});
