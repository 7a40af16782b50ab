import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from './format';

describe('formatMoney', () => {
  it.each([
    [0, '0,00 €'],
    [9.9, '9,90 €'],
    [1234.5, '1.234,50 €'],
    [1000000, '1.000.000,00 €'],
  ])('%d → %s', (amount, text) => {
    expect(formatMoney(amount).replace(/\u00a0/g, ' ')).toBe(text);
  });
});

describe('formatDate', () => {
  it('formats a calendar date in each language without shifting the day', () => {
    expect(formatDate('2026-12-03', 'es')).toBe('3 de diciembre de 2026');
    expect(formatDate('2026-12-03', 'en')).toBe('3 December 2026');
  });
});
