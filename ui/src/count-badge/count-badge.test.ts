import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [25, '9+'],
  ])('%s lines read "%s"', (count, expected) => {
    expect(formatCount(count)).toBe(expected);
  });

  it('caps at another maximum when given one', () => {
    expect(formatCount(100, 99)).toBe('99+');
    expect(formatCount(99, 99)).toBe('99');
  });
});
