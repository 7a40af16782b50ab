import { describe, expect, it } from 'vitest';
import { apiRateLimitGroup, defaultRateLimits, rateLimitsFrom, tokenBuckets } from './rate-limits';

describe('rateLimitsFrom (CEPA_RATE_LIMITS)', () => {
  it('gives the defaults, changes the groups named, and turns them all off with "off"', () => {
    expect(rateLimitsFrom(undefined)).toEqual(defaultRateLimits);
    expect(rateLimitsFrom('login=5/1m, forms=20/10m')).toEqual({
      ...defaultRateLimits,
      login: { count: 5, perMs: 60_000 },
      forms: { count: 20, perMs: 600_000 },
    });
    expect(rateLimitsFrom('reports=1/30s')!.reports).toEqual({ count: 1, perMs: 30_000 });
    expect(rateLimitsFrom('off')).toBeNull();
  });

  it.each(['login=5', 'logins=5/1m', 'login=0/1m', 'login=5/1d', 'login=five/1m'])('refuses %s', (value) => {
    expect(() => rateLimitsFrom(value)).toThrow(/CEPA_RATE_LIMITS/);
  });
});

describe('tokenBuckets', () => {
  it('lets a burst of the limit through, then answers how long to wait, and refills evenly', () => {
    let now = 0;
    const buckets = tokenBuckets({ count: 10, perMs: 60_000 }, { now: () => now });
    const waits = Array.from({ length: 12 }, () => buckets.take('203.0.113.7'));
    expect(waits.slice(0, 10)).toEqual(Array(10).fill(0));
    expect(waits[10]).toBe(6);
    // Another client has its own bucket.
    expect(buckets.take('203.0.113.8')).toBe(0);
    now = 6_000;
    expect(buckets.take('203.0.113.7')).toBe(0);
    expect(buckets.take('203.0.113.7')).toBeGreaterThan(0);
    now = 600_000;
    expect(Array.from({ length: 10 }, () => buckets.take('203.0.113.7'))).toEqual(Array(10).fill(0));
  });

  it('keeps its memory bounded, however many clients come: 100,000 distinct ones', () => {
    const buckets = tokenBuckets({ count: 10, perMs: 60_000 }, { maxClients: 10_000 });
    const heapBefore = process.memoryUsage().heapUsed;
    for (let i = 0; i < 100_000; i++) buckets.take(`10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
    expect(buckets.size).toBe(10_000);
    // A bucket a client: ten thousand of them are a few megabytes at most.
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(32 * 2 ** 20);
  });

  it('forgets the least recently seen client first, so a flood cannot clear a guesser it keeps refusing', () => {
    // The clock stands still: nothing refills while the flood comes.
    const buckets = tokenBuckets({ count: 2, perMs: 60_000 }, { maxClients: 3, now: () => 0 });
    buckets.take('guesser');
    buckets.take('guesser');
    expect(buckets.take('guesser')).toBeGreaterThan(0);
    buckets.take('a');
    buckets.take('b');
    // Refused again, the guesser is the most recently seen: the flood's first address goes instead.
    expect(buckets.take('guesser')).toBeGreaterThan(0);
    buckets.take('c');
    expect(buckets.take('guesser')).toBeGreaterThan(0);
  });
});

describe('apiRateLimitGroup', () => {
  it.each([
    ['POST', '/club/login/', 'login'],
    ['POST', '/newsletter/', 'forms'],
    ['POST', '/contact/12/send/', 'forms'],
    ['POST', '/experience_form/7/send/', 'forms'],
    ['GET', '/admin_voucher/voucher/public/check_validity/', 'vouchers'],
    ['POST', '/ecom/basket/apply_voucher/', 'vouchers'],
    ['POST', '/booking_intent/', 'writes'],
    ['PUT', '/ecom/basket/lines/5/', 'writes'],
    ['DELETE', '/ecom/basket/lines/5/', 'writes'],
    ['PATCH', '/club/profile/personal_information/', 'writes'],
    ['POST', '/made/up/', 'writes'],
    ['POST', '/club/logout/', null],
    ['GET', '/ecom/basket/', null],
    ['GET', '/pages/', null],
  ] as const)('%s %s: %s', (method, path, group) => {
    expect(apiRateLimitGroup(method, path)).toBe(group);
  });
});
