import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError } from './report-error';

afterEach(() => vi.restoreAllMocks());

describe('reportError', () => {
  it('names where the failure happened and keeps the error itself', () => {
    const sink = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('boom');
    reportError(error, 'booking: restoring an intent');
    expect(sink).toHaveBeenCalledWith('[cepa] booking: restoring an intent:', error);
  });
});
