import { describe, expect, it } from 'vitest';
import { ApiError } from '@cepa/core/http';
import { bookingConflictOf, bookingErrorKind, voucherCheckOutcome } from './errors';

const http = (status: number, body?: unknown, detail?: string) =>
  new ApiError('http', 'x', {
    status,
    body,
    detail: detail ?? (typeof body === 'string' ? body : undefined),
  });

describe('bookingErrorKind (SPEC §4, §8)', () => {
  it.each([
    [http(409, { detail: 'SLOT_NOT_AVAILABLE' }), 'conflict'],
    [http(409), 'conflict'],
    [http(400, { detail: 'INVALID_CAPTCHA' }), 'default'],
    [http(500), 'default'],
    [new ApiError('network', 'x'), 'default'],
    [new ApiError('contract', 'x'), 'default'],
    [new Error('boom'), 'default'],
  ])('%s → %s', (error, kind) => {
    expect(bookingErrorKind(error)).toBe(kind);
  });
});

describe('bookingConflictOf (SPEC §4: a capture 409 keeps the conflict data)', () => {
  it('reads the conflict body', () => {
    const body = { booking_intent_id: 101, experience_page_url: '/es/reservar?experience=1' };
    expect(bookingConflictOf(http(409, body))).toEqual(body);
  });

  it.each([
    ['another status', http(400, { booking_intent_id: 1, experience_page_url: '/' })],
    ['a 409 without the data', http(409, { detail: 'SLOT_NOT_AVAILABLE' })],
    ['no response', new ApiError('network', 'x')],
  ])('is null for %s', (_, error) => {
    expect(bookingConflictOf(error)).toBeNull();
  });
});

describe('voucherCheckOutcome (SPEC §8)', () => {
  it.each([
    [http(404, 'ERROR_VOUCHER_DOESNT_EXIST'), 'not_found'],
    [http(400, 'ERROR_VOUCHER_TOO_SOON'), 'too_soon'],
    [http(400, 'ERROR_VOUCHER_OUTDATED'), 'outdated'],
    [http(400, 'ERROR_VOUCHER_INACTIVE'), 'inactive'],
    [http(400, 'ERROR_VOUCHER_ALREADY_REDEEMED'), 'already_redeemed'],
    [http(400, ' ERROR_VOUCHER_OUTDATED\n'), 'outdated'],
    [http(400, { detail: 'ERROR_VOUCHER_INACTIVE' }, 'ERROR_VOUCHER_INACTIVE'), 'inactive'],
    [http(400, 'ERROR_VOUCHER_SOMETHING_NEW'), 'not_found'],
    [http(400, 'Invalid voucher format'), 'not_found'],
    [http(500, { detail: 'Server error' }, 'Server error'), 'not_found'],
    [new ApiError('contract', 'x', { body: { weird: true } }), 'not_found'],
    [http(429, { detail: 'TOO_MANY_REQUESTS' }, 'TOO_MANY_REQUESTS'), 'too_many_attempts'],
    [http(500), 'silent'],
    [http(400, ''), 'silent'],
    [new ApiError('network', 'x'), 'silent'],
    [new Error('boom'), 'silent'],
  ])('%s → %s', (error, outcome) => {
    expect(voucherCheckOutcome(error)).toBe(outcome);
  });
});
