import { describe, expect, it } from 'vitest';
import { getPageWindow } from './page-window';

describe('getPageWindow', () => {
  it.each([
    // page, total, shown
    [1, 0, []],
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 2, [1, 2]],
    [1, 3, [1, 2, 3]],
    [3, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3]],
    [2, 10, [1, 2, 3]],
    [3, 10, [2, 3, 4]],
    [5, 10, [4, 5, 6]],
    [9, 10, [8, 9, 10]],
    [10, 10, [8, 9, 10]],
    // A page outside the range is treated as the nearest end.
    [0, 5, [1, 2, 3]],
    [12, 5, [3, 4, 5]],
  ])('page %s of %s shows %j', (page, total, shown) => {
    expect(getPageWindow(page, total)).toEqual(shown);
  });

  it('centres a wider window too', () => {
    expect(getPageWindow(5, 10, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(getPageWindow(10, 10, 5)).toEqual([6, 7, 8, 9, 10]);
  });
});
