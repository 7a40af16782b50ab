import { afterEach, describe, expect, it, vi } from 'vitest';
import { backend } from './backend';
import { idsCountUp, integerIds, randomHex, randomIntegerId } from './ids';

afterEach(() => {
  vi.unstubAllGlobals();
  backend.reset();
});

describe('ids of what one caller creates', () => {
  it('are random integers over HTTP and in Node: large, safe, never counted', () => {
    expect(idsCountUp()).toBe(false);
    const next = integerIds(101);
    const ids = Array.from({ length: 1000 }, () => next());
    expect(new Set(ids).size).toBe(1000);
    for (const id of ids) {
      expect(Number.isSafeInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(1e9);
    }
    const steps = ids.slice(1).map((id, i) => id - ids[i]!);
    expect(steps.filter((step) => step === 1)).toEqual([]);
  });

  it('skip an id already taken', () => {
    const taken = new Set<number>();
    const next = integerIds(1);
    vi.stubGlobal('document', {});
    taken.add(1).add(2);
    expect(next((id) => taken.has(id))).toBe(3);
  });

  it('count up from each reset inside a page, where the backend answers one tab only', () => {
    vi.stubGlobal('document', {});
    const next = integerIds(1001);
    expect([next(), next()]).toEqual([1001, 1002]);
    backend.reset();
    expect(next()).toBe(1001);
  });

  it('random parts are hexadecimal of the asked length', () => {
    expect(randomHex(24)).toMatch(/^[0-9a-f]{24}$/);
    expect(randomHex(24)).not.toBe(randomHex(24));
    expect(randomIntegerId()).not.toBe(randomIntegerId());
  });
});
