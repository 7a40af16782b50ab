import { describe, expect, it } from 'vitest';
import { parse } from '@formatjs/icu-messageformat-parser';
import voucherEs from './messages/es.json';
import voucherEn from './messages/en.json';
import confirmationEs from '../confirmation/messages/es.json';
import confirmationEn from '../confirmation/messages/en.json';
import { voucherErrorCodes } from '../../errors';
import outcomeEs from '../../voucher-outcome/messages/es.json';
import outcomeEn from '../../voucher-outcome/messages/en.json';

describe.each([
  ['booking.voucher.', voucherEs, voucherEn],
  ['booking.confirmation.', confirmationEs, confirmationEn],
  ['booking.voucherOutcome.', outcomeEs, outcomeEn],
] as const)('%s messages', (scope, es, en) => {
  it('have the same ids in both languages, all scoped', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
    for (const id of Object.keys(es)) expect(id.startsWith(scope)).toBe(true);
  });

  it('all parse as ICU messages', () => {
    for (const text of [...Object.values(es), ...Object.values(en)]) expect(() => parse(text)).not.toThrow();
  });
});

describe('voucher outcomes (SPEC §8)', () => {
  it('have a message for every outcome in both languages', () => {
    for (const outcome of Object.values(voucherErrorCodes)) {
      expect(outcomeEs).toHaveProperty([`booking.voucherOutcome.${outcome}`]);
      expect(outcomeEn).toHaveProperty([`booking.voucherOutcome.${outcome}`]);
    }
  });

  it("say the booking's conflict message in SPEC words", () => {
    expect(confirmationEn['booking.confirmation.conflictTitle']).toBe(
      "We're sorry, it's not possible to make the reservation for the selected date anymore",
    );
    expect(confirmationEn['booking.confirmation.errorTitle']).toBe('An error has occurred');
    expect(confirmationEn['booking.confirmation.errorText']).toBe('Please, try again later.');
  });
});
