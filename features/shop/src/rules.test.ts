import { describe, expect, it } from 'vitest';
import { basketUnits, hasTooManyUnits, maxBasketUnits } from './rules';

describe('the basket’s unit limit (SPEC §5, §9: at most 18 units)', () => {
  const lines = [
    { id: 1, quantity: 10 },
    { id: 2, quantity: 8 },
  ];

  it('counts units, not lines, and 18 is still allowed', () => {
    expect(maxBasketUnits).toBe(18);
    expect(basketUnits(lines)).toBe(18);
    expect(hasTooManyUnits(basketUnits(lines))).toBe(false);
  });

  it('19 units are too many', () => {
    expect(hasTooManyUnits(19)).toBe(true);
  });

  it('counts the quantities the visitor just chose, before the server has them', () => {
    expect(basketUnits(lines, new Map([[2, 9]]))).toBe(19);
    expect(hasTooManyUnits(basketUnits(lines, new Map([[2, 9]])))).toBe(true);
    expect(basketUnits(lines, new Map([[1, 1]]))).toBe(9);
  });
});
