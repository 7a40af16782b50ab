import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price';

// A no-break space between the amount and the sign, so the line never wraps there.
const nbsp = '\u00a0';

/** What the browser's own formatter says, with the shop's options: the format it replaces. */
const intl = new Intl.NumberFormat('es-ES', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: 'always',
  signDisplay: 'negative',
});

const amounts = [
  0,
  9.9,
  12,
  999.99,
  1234.5,
  1000000,
  0.005,
  -0,
  -0.001,
  -5,
  0.125,
  -0.125,
  1.005,
  2.675,
  1e21 - 1e6,
  123456789.995,
  -1234.565,
  0.015,
  99.995,
  999999.999,
];

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
    [-1234.5, '-1.234,50'],
  ])('%s € reads "%s €"', (amount, expected) => {
    expect(formatPrice(amount)).toBe(`${expected}${nbsp}€`);
  });

  it.each(amounts.map((a) => [a]))('%s € reads as Intl.NumberFormat es-ES writes it', (amount) => {
    expect(formatPrice(amount)).toBe(intl.format(amount));
  });

  it('agrees with Intl.NumberFormat on ten thousand amounts in cents and halves of cents', () => {
    for (let i = -5000; i <= 5000; i++) {
      const amount = (i * 1234.5) / 1000;
      expect(formatPrice(amount), String(amount)).toBe(intl.format(amount));
    }
  });
});
