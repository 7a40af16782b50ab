import { describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD, swipeDirection, wrapIndex } from './carousel-math';

describe('wrapIndex (SPEC: next and previous wrap around; jump to index)', () => {
  it.each([
    { index: 0, count: 7, expected: 0, why: 'first stays first' },
    { index: 3, count: 7, expected: 3, why: 'an index inside the range is kept' },
    { index: 7, count: 7, expected: 0, why: 'next from the last goes to the first' },
    { index: -1, count: 7, expected: 6, why: 'previous from the first goes to the last' },
    { index: 15, count: 7, expected: 1, why: 'several laps forward' },
    { index: -15, count: 7, expected: 6, why: 'several laps backward' },
    { index: 1, count: 1, expected: 0, why: 'a single slide always stays' },
    { index: -1, count: 1, expected: 0, why: 'a single slide always stays, backward too' },
    { index: 2, count: 0, expected: 0, why: 'no slides yet' },
  ])('$index of $count -> $expected ($why)', ({ index, count, expected }) => {
    expect(wrapIndex(index, count)).toBe(expected);
  });
});

describe('swipeDirection', () => {
  it.each([
    { dx: -120, dy: 10, expected: 'next', why: 'content dragged left brings the next slide' },
    { dx: 120, dy: -10, expected: 'previous', why: 'content dragged right brings the previous slide' },
    { dx: -SWIPE_THRESHOLD, dy: 0, expected: 'next', why: 'exactly the threshold counts' },
    { dx: -(SWIPE_THRESHOLD - 1), dy: 0, expected: null, why: 'shorter is a tap' },
    { dx: 0, dy: 0, expected: null, why: 'no movement' },
    { dx: -60, dy: 80, expected: null, why: 'mostly vertical is a page scroll' },
    { dx: 60, dy: 60, expected: null, why: 'a diagonal is not clearly a swipe' },
    { dx: -300, dy: -299, expected: 'next', why: 'slightly more horizontal than vertical' },
  ] as const)('dx $dx, dy $dy -> $expected ($why)', ({ dx, dy, expected }) => {
    expect(swipeDirection(dx, dy)).toBe(expected);
  });

  it('takes a custom threshold', () => {
    expect(swipeDirection(-30, 0, 20)).toBe('next');
    expect(swipeDirection(-30, 0, 50)).toBeNull();
  });
});
