import { describe, expect, it } from 'vitest';
import { birthdayFromIso, birthdayToIso } from './birthday';

describe('SPEC §5 birthday mask', () => {
  it('sends a typed date in ISO form, and shows it back the same', () => {
    expect(birthdayToIso('09 / 03 / 1984')).toBe('1984-03-09');
    expect(birthdayFromIso('1984-03-09')).toBe('09 / 03 / 1984');
    for (const typed of ['29 / 02 / 2000', '31 / 12 / 1999', '01 / 01 / 1950'])
      expect(birthdayFromIso(birthdayToIso(typed)!)).toBe(typed);
  });
  it('sends null when empty', () => {
    expect(birthdayToIso('')).toBeNull();
    expect(birthdayToIso(' /  / ')).toBeNull();
    expect(birthdayFromIso(null)).toBe('');
  });
  it('refuses what is not a real date', () => {
    for (const typed of [
      '31 / 02 / 1990',
      '29 / 02 / 2001',
      '00 / 01 / 1990',
      '12 / 13 / 1990',
      '1 / 2 / 1990',
      '01 / 01 / 1850',
    ])
      expect(birthdayToIso(typed), typed).toBeUndefined();
  });
});
