import { describe, expect, it } from 'vitest';
import { clampStep, decodeBookingHash, encodeBookingHash, type BookingHashState } from './hash';

const full: BookingHashState = {
  step: 4,
  experienceId: 1,
  voucherCode: 'U-SOLERA-2024',
  bookingIntentId: 101,
  firstStep: { language: 'es', adults: 2, children: 1, babies: 0 },
  secondStep: { year: 2027, month: 3, day: '2027-03-12', slot: '17:30' },
  thirdStep: {
    documentType: 'dni',
    documentNumber: '12345678Z',
    name: 'Carmen',
    surname: 'Ruiz Ortega',
    email: 'carmen@example.com',
    phoneNumber: '+34 600 123 456',
    country: 'ES',
    region: 'RI',
    comment: 'Llegamos 10 minutos tarde, ¿es posible? #50% "sí"',
    consent: true,
    newsletter: false,
  },
  fourthStep: {
    subStep: 'payment',
    billing: {
      documentType: 'dni',
      documentNumber: '12345678Z',
      company: '',
      name: 'Carmen',
      surname: 'Ruiz',
      email: 'carmen@example.com',
      address: 'Calle Mayor 1',
      optionalAddress: '',
      country: 'ES',
      region: 'RI',
      postalCode: '26200',
      locality: 'Haro',
    },
  },
};

describe('booking hash codec (SPEC §2)', () => {
  it.each<[string, BookingHashState]>([
    ['step only', { step: 1 }],
    [
      'step 2 with the first step',
      { step: 2, firstStep: { language: 'en', adults: 1, children: 0, babies: 2 } },
    ],
    ['a voucher booking', { step: 3, voucherCode: 'R-SOLERA-REGALO', experienceId: 3 }],
    ['every key, odd characters included', full],
  ])('round-trips %s', (_, state) => {
    expect(decodeBookingHash(encodeBookingHash(state))).toEqual(state);
    expect(decodeBookingHash(`#${encodeBookingHash(state)}`)).toEqual(state);
  });

  it('reads a hash typed without percent-encoding', () => {
    expect(decodeBookingHash('#{"step":3,"experienceId":2}')).toEqual({ step: 3, experienceId: 2 });
  });

  it('reads the hash as the browser reports it (percent-encoded by the address bar)', () => {
    expect(decodeBookingHash('#%7B%22step%22:2%7D')).toEqual({ step: 2 });
  });

  it('drops keys it does not know', () => {
    expect(decodeBookingHash('{"step":2,"evil":"<script>"}')).toEqual({ step: 2 });
  });

  it.each([
    ['empty', ''],
    ['just #', '#'],
    ['null', null],
    ['undefined', undefined],
    ['bad JSON', '#{"step":2'],
    ['not an object', '#42'],
    ['JSON null', '#null'],
    ['an array', '#[1,2]'],
    ['unknown step 0', '#{"step":0}'],
    ['unknown step 5', '#{"step":5}'],
    ['step as a string', '#{"step":"2"}'],
    ['no step', '#{"experienceId":1}'],
    ['experienceId as a string', '#{"step":2,"experienceId":"1"}'],
    ['negative adults', '#{"step":2,"firstStep":{"language":"es","adults":-1,"children":0,"babies":0}}'],
    ['month 13', '#{"step":2,"secondStep":{"year":2027,"month":13,"day":null,"slot":null}}'],
    ['fourth step not in payment', '#{"step":4,"fourthStep":{"subStep":"billing-address"}}'],
    ['a lone percent sign', '#{"step":%}'],
  ])('reads a malformed hash (%s) as step 1', (_, hash) => {
    expect(decodeBookingHash(hash)).toEqual({ step: 1 });
  });

  it('refuses to encode a state outside the schema', () => {
    expect(() => encodeBookingHash({ step: 7 } as unknown as BookingHashState)).toThrow();
  });
});

describe('clampStep (SPEC §4)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 3],
    [4, 4],
    [5, 4],
    [-2, 1],
    [2.7, 2],
    [Number.NaN, 1],
  ])('%s → %s', (step, expected) => {
    expect(clampStep(step)).toBe(expected);
  });
});
