import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/api-error';
import { describeForLog, reportError } from './report-error';

afterEach(() => vi.restoreAllMocks());

describe('reportError', () => {
  it('on the server: one line naming where and what failed', () => {
    const sink = vi.spyOn(console, 'error').mockImplementation(() => {});
    reportError(new Error('boom\n    at somewhere (file.js:1:1)'), 'booking: restoring an intent');
    expect(sink).toHaveBeenCalledWith('[cepa] booking: restoring an intent: Error: boom');
  });

  it('never logs a body, a cause or an e-mail address', () => {
    const error = new ApiError('http', 'POST /api/contact/:pageId/send/', {
      status: 400,
      detail: 'Invalid data for lucia@example.com',
      body: { email: 'lucia@example.com', captcha_key: 'secret' },
      cause: new Error('https://x.example/?full_code=U-SOLERA-2024'),
    });
    const line = describeForLog(error);
    expect(line).toBe('http error on POST /api/contact/:pageId/send/ (400): Invalid data for [redacted]');
    expect(describeForLog(new ApiError('network', 'GET /api/pages/'))).toBe(
      'network error on GET /api/pages/',
    );
    expect(describeForLog('plain\nsecond')).toBe('plain');
  });
});
