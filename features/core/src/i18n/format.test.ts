import { describe, expect, it } from 'vitest';
import { formatDate } from './format';

describe('formatDate', () => {
  it('formats a calendar date in each language without shifting the day', () => {
    expect(formatDate('2026-12-03', 'es')).toBe('3 de diciembre de 2026');
    expect(formatDate('2026-12-03', 'en')).toBe('3 December 2026');
  });
});
