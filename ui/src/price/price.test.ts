import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

// Intl puts a no-break space between the amount and the sign, so the line never wraps there.
const nbsp = '\u00a0';

describe('formatPrice', () => {
  it.each([
    [0, '0,00'],
    [9.9, '9,90'],
    [12, '12,00'],
    [999.99, '999,99'],
    [1234.5, '1.234,50'],
    [1000000, '1.000.000,00'],
    [0.005, '0,01'],
    [-0, '0,00'],
    [-0.001, '0,00'],
    [-5, '-5,00'],
  ])('%s € reads "%s €"', (amount, expected) => {
    expect(formatPrice(amount)).toBe(`${expected}${nbsp}€`);
  });
});
