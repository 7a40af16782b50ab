import { describe, expect, it } from 'vitest';
import { fromAddressPayload, toAddressPayload } from '@cepa/core/address';
import { billingAddressDataSchema, bookingIntentPayloadSchema, redeemVoucherPayloadSchema } from './api';
import { emptyBillingForm, emptyVisitorForm, type BillingFormInput, type VisitorFormInput } from './forms';
import {
  billingFromVisitor,
  fromBookingDate,
  toBookingData,
  toBookingDate,
  toBookingIntentPayload,
  toRedeemVoucherPayload,
  toVisitorGroupData,
  type VisitorGroupContext,
} from './mappers';

const visitorForm: VisitorFormInput = {
  documentType: 'dni',
  documentNumber: ' 12345678Z ',
  name: '  Carmen ',
  surname: ' Ruiz Ortega  ',
  email: '  Carmen.Ruiz@Example.COM ',
  phoneNumber: ' +34 600 123 456 ',
  country: 'ES',
  region: 'RI',
  comment: '  Vamos con un carrito de bebé.  ',
  consent: true,
  newsletter: true,
};

const billingForm: BillingFormInput = {
  documentType: 'nif_cif',
  documentNumber: 'B12345678',
  company: ' Viajes Rioja SL ',
  name: ' Carmen ',
  surname: ' Ruiz ',
  email: ' FACTURAS@Example.com',
  address: ' Calle Mayor 1 ',
  optionalAddress: ' 2º B ',
  country: 'ES',
  region: 'RI',
  postalCode: ' 26200 ',
  locality: ' Haro ',
};

const context: VisitorGroupContext = {
  visitors: { adults: 2, children: 1, babies: 1 },
  webLanguage: 'es',
  site: 'solera',
  consentDate: new Date('2026-11-22T09:15:00.000Z'),
};

const booking = {
  experienceId: 1,
  language: 'en',
  day: '2027-03-02',
  time: '17:30',
  site: 'solera',
} as const;

describe('toVisitorGroupData (SPEC §7 visitor_group_data)', () => {
  it('maps the form keys to the wire keys, trimming and lower-casing on submit (SPEC §5)', () => {
    expect(toVisitorGroupData(visitorForm, context)).toEqual({
      document_type: 'dni',
      document_number: '12345678Z',
      name: 'Carmen',
      surname: 'Ruiz Ortega',
      email: 'carmen.ruiz@example.com',
      phone_number: '+34 600 123 456',
      country: 'ES',
      region: 'RI',
      comment: 'Vamos con un carrito de bebé.',
      has_newsletter_subscription: true,
      consent_date: '2026-11-22T09:15:00.000Z',
      adults_number: 2,
      children_number: 1,
      babies_number: 1,
      web_language: 'es',
      site: 'solera',
    });
  });

  it('leaves out an empty region (optional)', () => {
    expect(toVisitorGroupData({ ...visitorForm, region: ' ' }, context)).not.toHaveProperty('region');
  });

  it('has exactly the SPEC §7 fields', () => {
    expect(Object.keys(toVisitorGroupData(visitorForm, context)).sort()).toEqual(
      [
        'document_type',
        'document_number',
        'name',
        'surname',
        'email',
        'phone_number',
        'country',
        'region',
        'comment',
        'has_newsletter_subscription',
        'consent_date',
        'adults_number',
        'children_number',
        'babies_number',
        'web_language',
        'site',
      ].sort(),
    );
  });
});

describe('toBookingData (SPEC §7 booking_data)', () => {
  it('sends experience_id, the visit language, the date and the site', () => {
    expect(toBookingData(booking)).toEqual({
      experience_id: 1,
      language: 'en',
      date: '2027-03-02T17:30',
      site: 'solera',
    });
  });

  it('joins and splits the date', () => {
    expect(toBookingDate('2027-03-02', '09:30')).toBe('2027-03-02T09:30');
    expect(fromBookingDate('2027-03-02T09:30')).toEqual({ day: '2027-03-02', time: '09:30' });
    expect(fromBookingDate('2027-03-02T09:30:00')).toEqual({ day: '2027-03-02', time: '09:30' });
  });
});

describe('toAddressPayload (SPEC §3 billing address)', () => {
  it('maps the billing form keys to the wire keys', () => {
    expect(toAddressPayload(billingForm)).toEqual({
      document_type: 'nif_cif',
      document_number: 'B12345678',
      company: 'Viajes Rioja SL',
      first_name: 'Carmen',
      last_name: 'Ruiz',
      email: 'facturas@example.com',
      line1: 'Calle Mayor 1',
      line2: '2º B',
      country: 'ES',
      state: 'RI',
      postcode: '26200',
      locality: 'Haro',
    });
  });

  it('round-trips through the form keys', () => {
    const wire = toAddressPayload(billingForm);
    expect(toAddressPayload(fromAddressPayload(wire))).toEqual(wire);
    expect(billingAddressDataSchema.parse(wire)).toEqual(wire);
  });

  it('reads an unknown document type as dni', () => {
    expect(fromAddressPayload({ ...toAddressPayload(billingForm), document_type: 'x' }).documentType).toBe(
      'dni',
    );
  });
});

describe('whole payloads (SPEC §7)', () => {
  it('POST /api/booking_intent/: captcha_key, billing_address_data, visitor_group_data, booking_data', () => {
    const payload = toBookingIntentPayload({
      captchaKey: 'local-captcha:booking:1',
      visitorForm,
      billingForm,
      booking,
      context,
    });
    expect(Object.keys(payload).sort()).toEqual(
      ['billing_address_data', 'booking_data', 'captcha_key', 'visitor_group_data'].sort(),
    );
    expect(bookingIntentPayloadSchema.parse(payload)).toEqual(payload);
  });

  it('POST redeem: captcha_key, visitor_group_data, booking_data, full_code (trimmed), no billing', () => {
    const payload = toRedeemVoucherPayload({
      captchaKey: 'local-captcha:redeem:1',
      visitorForm,
      booking,
      context,
      voucherCode: ' U-SOLERA-2024 ',
    });
    expect(Object.keys(payload).sort()).toEqual(
      ['booking_data', 'captcha_key', 'full_code', 'visitor_group_data'].sort(),
    );
    expect(payload.full_code).toBe('U-SOLERA-2024');
    expect(redeemVoucherPayloadSchema.parse(payload)).toEqual(payload);
  });

  it('an empty form still maps (the backend, not the mapper, refuses it)', () => {
    expect(toVisitorGroupData(emptyVisitorForm, context).name).toBe('');
    expect(toAddressPayload(emptyBillingForm).line1).toBe('');
  });
});

describe('billingFromVisitor (the "same as the visitor" choice)', () => {
  it("copies step 3's document, names, e-mail, country and region, and keeps the billing's street", () => {
    const billing: BillingFormInput = {
      ...emptyBillingForm,
      company: 'Bodegas Ruiz',
      address: 'Calle Mayor 1',
      postalCode: '26200',
      locality: 'Haro',
    };
    expect(billingFromVisitor(visitorForm, billing)).toEqual({
      ...billing,
      documentType: visitorForm.documentType,
      documentNumber: visitorForm.documentNumber,
      name: visitorForm.name,
      surname: visitorForm.surname,
      email: visitorForm.email,
      country: visitorForm.country,
      region: visitorForm.region,
    });
  });
});
