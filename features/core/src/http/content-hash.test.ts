import { describe, expect, it } from 'vitest';
import { canonicalJson, contentHash, cyrb53 } from './content-hash';

describe('cyrb53', () => {
  // The published reference values: a key computed today matches one computed by another tab's code.
  it.each([
    ['a', 7929297801672961],
    ['b', 8684336938537663],
    ['revenge', 4051478007546757],
    ['revenue', 8309097637345594],
  ])('hashes %s to %d', (text, hash) => {
    expect(cyrb53(text)).toBe(hash);
  });

  it('gives another hash with another seed, and stays within 53 bits', () => {
    expect(cyrb53('a', 1)).not.toBe(cyrb53('a'));
    for (const text of ['', 'ñ', 'x'.repeat(10_000)]) {
      expect(Number.isSafeInteger(cyrb53(text))).toBe(true);
    }
  });
});

describe('canonicalJson', () => {
  it('sorts the keys of every object, nested ones and those inside arrays, and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [{ z: 1, y: 2 }, 3], c: null } })).toBe(
      '{"a":{"c":null,"d":[{"y":2,"z":1},3]},"b":1}',
    );
  });

  it('leaves undefined members out and writes dates as JSON does', () => {
    expect(canonicalJson({ a: undefined, at: new Date(Date.UTC(2026, 10, 22)) })).toBe(
      '{"at":"2026-11-22T00:00:00.000Z"}',
    );
  });
});

describe('contentHash', () => {
  it('names the same content the same way, whatever the key order', () => {
    const payload = { booking: { date: '2026-12-01T10:00', experience_id: 1 }, adults: 2 };
    const reordered = { adults: 2, booking: { experience_id: 1, date: '2026-12-01T10:00' } };
    expect(contentHash(reordered)).toBe(contentHash(payload));
    expect(contentHash(payload)).toMatch(/^[0-9a-z]{22}$/);
  });

  it('names different content differently, down to one changed value', () => {
    const names = new Set(
      Array.from({ length: 2000 }, (_, adults) => contentHash({ experience_id: 1, adults })),
    );
    expect(names.size).toBe(2000);
    expect(contentHash({ quantity: 1 })).not.toBe(contentHash({ quantity: '1' }));
  });
});
