import { describe, expect, it } from 'vitest';
import { ApiError } from '@cepa/core/http';
import { addToBasketOutcome, voucherOutcome } from './errors';

const http = (status: number, detail?: string, retryAfterSeconds?: number) =>
  new ApiError('http', 'x', {
    status,
    detail,
    body: detail ? { detail } : undefined,
    retryAfter: retryAfterSeconds === undefined ? null : String(retryAfterSeconds),
  });

describe('voucherOutcome (SPEC §8)', () => {
  it.each([
    [http(400, 'VOUCHER_EXPIRED'), 'VOUCHER_EXPIRED'],
    [http(400, 'SOMETHING_ELSE'), 'failed'],
    [http(429, 'TOO_MANY_REQUESTS', 40), 'tooManyAttempts'],
    [http(500), 'failed'],
    [new ApiError('network', 'x'), 'failed'],
  ])('%s → %s', (error, outcome) => {
    expect(voucherOutcome(error)).toBe(outcome);
  });
});

describe('addToBasketOutcome (SPEC §8)', () => {
  it('a 406 shows its reason; a 429 when to try again (a minute when it does not say); anything else fails', () => {
    expect(addToBasketOutcome(http(406, 'Sin existencias'))).toEqual({
      kind: 'refused',
      reason: 'Sin existencias',
    });
    expect(addToBasketOutcome(http(429, 'TOO_MANY_REQUESTS', 90))).toEqual({
      kind: 'tooManyAttempts',
      retryAfterSeconds: 90,
    });
    expect(addToBasketOutcome(http(429))).toEqual({ kind: 'tooManyAttempts', retryAfterSeconds: 60 });
    expect(addToBasketOutcome(http(500))).toEqual({ kind: 'failed' });
  });
});
