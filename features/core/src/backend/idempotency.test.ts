import { afterEach, describe, expect, it } from 'vitest';
import { backend } from './backend';
import { storeCap } from './bounded';
import { createIdempotencyRecords, idempotencyKeyOf } from './idempotency';

afterEach(() => backend.reset());

const withKey = (key?: string) =>
  new Request('http://127.0.0.1/api/booking_intent/', {
    method: 'POST',
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });

describe('Idempotency-Key', () => {
  it('is read from the request, or null without the header', () => {
    expect(idempotencyKeyOf(withKey('booking-0abc'))).toBe('booking-0abc');
    expect(idempotencyKeyOf(withKey())).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['with a space', 'two words'],
  ])('is refused with 400 when %s', async (_, key) => {
    const answer = idempotencyKeyOf(withKey(key));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(400);
    expect(await (answer as Response).json()).toEqual({ detail: 'INVALID_IDEMPOTENCY_KEY' });
  });
});

describe('idempotency records', () => {
  it('replay what a caller’s key made for the same request, and nothing for another caller', () => {
    const records = createIdempotencyRecords<number>();
    expect(records.lookup('visitor:a', 'k1', { adults: 2 })).toEqual({ kind: 'new' });
    records.remember('visitor:a', 'k1', { adults: 2 }, 7);
    expect(records.lookup('visitor:a', 'k1', { adults: 2 })).toEqual({ kind: 'replay', value: 7 });
    expect(records.lookup('visitor:b', 'k1', { adults: 2 })).toEqual({ kind: 'new' });
    expect(records.lookup('visitor:a', 'k2', { adults: 2 })).toEqual({ kind: 'new' });
  });

  it('tell a key sent again with another request apart', () => {
    const records = createIdempotencyRecords<number>();
    records.remember('member:1', 'k', { adults: 2 }, 7);
    expect(records.lookup('member:1', 'k', { adults: 3 })).toEqual({ kind: 'reused' });
  });

  it('keep the latest 10 000 keys, whoever sends them', () => {
    const records = createIdempotencyRecords<number>();
    for (let i = 0; i <= storeCap; i++) records.remember(`visitor:${i}`, 'k', i, i);
    expect(records.lookup('visitor:0', 'k', 0)).toEqual({ kind: 'new' });
    expect(records.lookup(`visitor:${storeCap}`, 'k', storeCap)).toEqual({ kind: 'replay', value: storeCap });
  });

  it('forget the keys of what was superseded, and everything on reset', () => {
    const records = createIdempotencyRecords<number>();
    records.remember('visitor:a', 'k1', 1, 7);
    records.remember('visitor:a', 'k2', 2, 8);
    records.forget((value) => value === 7);
    expect(records.lookup('visitor:a', 'k1', 1)).toEqual({ kind: 'new' });
    expect(records.lookup('visitor:a', 'k2', 2)).toEqual({ kind: 'replay', value: 8 });
    backend.reset();
    expect(records.lookup('visitor:a', 'k2', 2)).toEqual({ kind: 'new' });
  });
});
