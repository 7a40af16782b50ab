import { describe, expect, it } from 'vitest';
import { characterCount, nearLimitThreshold } from './character-count';

describe('nearLimitThreshold', () => {
  it.each([
    [200, 20],
    [1000, 100],
    [30, 5],
    [10, 5],
    [3, 5],
  ])('a limit of %i starts announcing with %i left', (max, threshold) => {
    expect(nearLimitThreshold(max)).toBe(threshold);
  });
});

describe('characterCount (order comment, SPEC §9: 200 characters)', () => {
  it.each([
    { length: 0, label: '0/200', remaining: 200, nearLimit: false, announcement: null },
    { length: 23, label: '23/200', remaining: 177, nearLimit: false, announcement: null },
    { length: 179, label: '179/200', remaining: 21, nearLimit: false, announcement: null },
    {
      length: 180,
      label: '180/200',
      remaining: 20,
      nearLimit: true,
      announcement: { key: 'remaining', count: 20 },
    },
    {
      length: 198,
      label: '198/200',
      remaining: 2,
      nearLimit: true,
      announcement: { key: 'remaining', count: 2 },
    },
    { length: 199, label: '199/200', remaining: 1, nearLimit: true, announcement: { key: 'remainingOne' } },
    { length: 200, label: '200/200', remaining: 0, nearLimit: true, announcement: { key: 'limitReached' } },
    // A controlled value longer than the limit (maxLength only stops typing) never goes negative.
    { length: 205, label: '205/200', remaining: 0, nearLimit: true, announcement: { key: 'limitReached' } },
  ])('$length characters → $label', ({ length, ...expected }) => {
    expect(characterCount(length, 200)).toEqual(expected);
  });
});
