import { describe, expect, it } from 'vitest';
import { applyMask, birthdayMask, caretAfterDigits, formatMasked, maskCapacity, skipLiterals } from './mask';

describe('birthday mask (SPEC §9: ## / ## / ####)', () => {
  it('holds eight digits', () => {
    expect(maskCapacity(birthdayMask)).toBe(8);
  });

  it.each([
    ['', ''],
    ['0', '0'],
    ['01', '01'],
    ['010', '01 / 0'],
    ['0102', '01 / 02'],
    ['01021', '01 / 02 / 1'],
    ['01021990', '01 / 02 / 1990'],
    ['010219901', '01 / 02 / 1990'],
    ['01/02/1990', '01 / 02 / 1990'],
    ['01-02-1990', '01 / 02 / 1990'],
    [' 01.02.1990 ', '01 / 02 / 1990'],
    ['01 / 02 / 1990', '01 / 02 / 1990'],
    ['01 / ', '01'],
    ['01 /', '01'],
    ['ab', ''],
    ['1a2b', '12'],
  ])('%j shows as %j', (raw, masked) => {
    expect(applyMask(raw, birthdayMask).masked).toBe(masked);
  });

  it.each([
    ['01/02/1990', '01021990'],
    ['01 / 02 / 19', '010219'],
    ['', ''],
  ])('%j carries the digits %j', (raw, digits) => {
    expect(applyMask(raw, birthdayMask).digits).toBe(digits);
  });

  it.each([
    // [raw text after the edit, caret in it, masked result, caret after re-masking]
    { edit: 'typing the third digit', raw: '010', caret: 3, masked: '01 / 0', after: 6 },
    { edit: 'typing at the end of a full group', raw: '01 / 02', caret: 7, masked: '01 / 02', after: 7 },
    { edit: 'inserting a digit in the middle', raw: '01 / 502', caret: 6, masked: '01 / 50 / 2', after: 6 },
    { edit: 'deleting the second digit', raw: '0 / 02', caret: 1, masked: '00 / 2', after: 1 },
    { edit: 'deleting the first digit', raw: '1 / 02', caret: 0, masked: '10 / 2', after: 0 },
    {
      edit: 'pasting into an empty field',
      raw: '01/02/1990',
      caret: 10,
      masked: '01 / 02 / 1990',
      after: 14,
    },
    { edit: 'typing a letter', raw: '01a', caret: 3, masked: '01', after: 2 },
  ])('caret after $edit', ({ raw, caret, masked, after }) => {
    expect(applyMask(raw, birthdayMask, caret)).toMatchObject({ masked, caret: after });
  });
});

describe('formatMasked with other masks', () => {
  it.each([
    ['####-###', '1234567', '1234-567'],
    ['(###) ###', '12', '(12'],
    ['(###) ###', '', ''],
  ])('%s lays out %j as %j', (mask, digits, masked) => {
    expect(formatMasked(digits, mask)).toBe(masked);
  });
});

describe('caretAfterDigits', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 6],
    [4, 7],
    [8, 14],
    [9, 14],
  ])('after %i digits of "01 / 02 / 1990" is %i', (count, caret) => {
    expect(caretAfterDigits('01 / 02 / 1990', count)).toBe(caret);
  });
});

describe('skipLiterals', () => {
  it.each([
    { caret: 5, direction: 'backward', to: 2 },
    { caret: 4, direction: 'backward', to: 2 },
    { caret: 2, direction: 'backward', to: 2 },
    { caret: 7, direction: 'backward', to: 7 },
    { caret: 0, direction: 'backward', to: 0 },
    { caret: 2, direction: 'forward', to: 5 },
    { caret: 5, direction: 'forward', to: 5 },
    { caret: 14, direction: 'forward', to: 14 },
  ] as const)('$direction from $caret lands on $to', ({ caret, direction, to }) => {
    expect(skipLiterals('01 / 02 / 1990', caret, direction)).toBe(to);
  });
});
