import { describe, expect, it } from 'vitest';
import { clampQuantity } from './clamp-quantity';

describe('clampQuantity', () => {
  it.each([
    // value, min, max, result
    [1, 1, 10, 1],
    [5, 1, 10, 5],
    [10, 1, 10, 10],
    [0, 1, 10, 1],
    [-3, 1, 10, 1],
    [99, 1, 10, 10],
    [99, 1, 18, 18],
    [2.6, 1, 10, 3],
    [NaN, 1, 10, undefined],
    [Infinity, 1, 10, undefined],
  ])('%s in [%s, %s] is %s', (value, min, max, result) => {
    expect(clampQuantity(value, min, max)).toBe(result);
  });
});
