import { describe, expect, it } from 'vitest';
import { formatSlotTime } from './format-slot-time';

describe('formatSlotTime (SPEC §9: AM/PM, PM from hour 12)', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:15', '12:15 AM'],
    ['09:05', '9:05 AM'],
    ['10:00', '10:00 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['12:30', '12:30 PM'],
    ['13:30', '1:30 PM'],
    ['17:00', '5:00 PM'],
    ['23:45', '11:45 PM'],
    ['9:05', '9:05 AM'],
  ])('%s → %s', (time, shown) => {
    expect(formatSlotTime(time)).toBe(shown);
  });

  it.each(['', '24:00', '12:60', '1230', 'noon', '12:3'])('leaves %j as it came', (time) => {
    expect(formatSlotTime(time)).toBe(time);
  });
});
