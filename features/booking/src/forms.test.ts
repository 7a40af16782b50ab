import { describe, expect, it } from 'vitest';
import { formErrorIds } from '@cepa/core/form';
import {
  billingFormSchema,
  emptyBillingForm,
  emptyVisitorForm,
  visitorFormSchema,
  visitorsSchema,
  voucherCodeSchema,
  type BillingFormInput,
  type VisitorFormInput,
} from './forms';

const visitor: VisitorFormInput = {
  ...emptyVisitorForm,
  documentNumber: '12345678Z',
  name: 'Carmen',
  surname: 'Ruiz',
  email: 'carmen@example.com',
  phoneNumber: '+34 600 123 456',
  consent: true,
};

const billing: BillingFormInput = {
  ...emptyBillingForm,
  documentNumber: '12345678Z',
  name: 'Carmen',
  surname: 'Ruiz',
  email: 'carmen@example.com',
  address: 'Calle Mayor 1',
  postalCode: '26200',
  locality: 'Haro',
};

/** The message id each failing field raised. */
function errors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('visitor form, step 3 (SPEC §3, §5)', () => {
  it('accepts a complete form and trims what it keeps', () => {
    const parsed = visitorFormSchema.parse({ ...visitor, name: '  Carmen ', comment: ' hola ' });
    expect(parsed.name).toBe('Carmen');
    expect(parsed.comment).toBe('hola');
  });

  it('marks every required field of an empty form', () => {
    expect(errors(visitorFormSchema.safeParse({ ...emptyVisitorForm, country: '' }))).toEqual({
      documentNumber: formErrorIds.required,
      name: formErrorIds.required,
      surname: formErrorIds.required,
      email: formErrorIds.required,
      phoneNumber: formErrorIds.required,
      country: formErrorIds.required,
      consent: formErrorIds.required,
    });
  });

  it('reads blanks as empty', () => {
    expect(errors(visitorFormSchema.safeParse({ ...visitor, name: '   ' }))).toEqual({
      name: 'core.form.required',
    });
  });

  it('leaves region and comment optional', () => {
    expect(visitorFormSchema.safeParse({ ...visitor, region: '', comment: '' }).success).toBe(true);
  });

  it('requires the privacy consent', () => {
    expect(errors(visitorFormSchema.safeParse({ ...visitor, consent: false }))).toEqual({
      consent: 'core.form.required',
    });
  });

  it.each([
    ['carmen@example.com', true],
    ['  Carmen@Example.COM ', true],
    ['carmen@', false],
    ['carmen.example.com', false],
    ['car men@example.com', false],
  ])('e-mail %j valid: %s', (email, valid) => {
    const result = visitorFormSchema.safeParse({ ...visitor, email });
    expect(result.success).toBe(valid);
    if (!valid) expect(errors(result)).toEqual({ email: 'core.form.invalidEmail' });
  });

  it.each([
    ['+34 600 123 456', true],
    ['600123456', true],
    ['(+44) 20-7946-0958', true],
    ['12345', false],
    ['phone', false],
    ['+34 600 abc 456', false],
  ])('phone %j valid: %s', (phoneNumber, valid) => {
    const result = visitorFormSchema.safeParse({ ...visitor, phoneNumber });
    expect(result.success).toBe(valid);
    if (!valid) expect(errors(result)).toEqual({ phoneNumber: 'core.form.invalidPhone' });
  });
});

describe('document number (SPEC §5: national ID format when dni)', () => {
  it.each([
    ['dni', '12345678Z', true],
    ['dni', '12345678z', true],
    ['dni', '1234567Z', false],
    ['dni', '123456789', false],
    // A foreigner's NIE is a Spanish national ID too; the check letter is verified.
    ['dni', 'X1234567L', true],
    ['dni', '12345678A', false],
    ['dni', 'X1234567A', false],
    ['dni', '12345678-Z', false],
    ['passport', 'PAB123456', true],
    ['nif_cif', 'B12345678', true],
  ] as const)('%s %s valid: %s', (documentType, documentNumber, valid) => {
    for (const schema of [visitorFormSchema, billingFormSchema]) {
      const base = schema === visitorFormSchema ? visitor : billing;
      const result = schema.safeParse({ ...base, documentType, documentNumber });
      expect(result.success).toBe(valid);
      if (!valid) expect(errors(result)).toEqual({ documentNumber: 'core.form.invalidSpanishId' });
    }
  });

  it('says required, not invalid, when the number is empty', () => {
    expect(errors(billingFormSchema.safeParse({ ...billing, documentNumber: '' }))).toEqual({
      documentNumber: 'core.form.required',
    });
  });

  it('refuses an unknown document type', () => {
    expect(visitorFormSchema.safeParse({ ...visitor, documentType: 'licence' }).success).toBe(false);
  });
});

describe('billing form (SPEC §3, §5)', () => {
  it('accepts a complete form; company, optionalAddress and region may be empty', () => {
    expect(billingFormSchema.safeParse(billing).success).toBe(true);
  });

  it('marks every required field of an empty form', () => {
    expect(errors(billingFormSchema.safeParse({ ...emptyBillingForm, country: '' }))).toEqual({
      documentNumber: 'core.form.required',
      name: 'core.form.required',
      surname: 'core.form.required',
      email: 'core.form.required',
      address: 'core.form.required',
      country: 'core.form.required',
      postalCode: 'core.form.required',
      locality: 'core.form.required',
    });
  });

  it('checks the e-mail format', () => {
    expect(errors(billingFormSchema.safeParse({ ...billing, email: 'nope' }))).toEqual({
      email: 'core.form.invalidEmail',
    });
  });
});

describe('visitors, step 1', () => {
  it('requires a language and whole, non-negative counts', () => {
    expect(visitorsSchema.safeParse({ language: 'es', adults: 2, children: 0, babies: 1 }).success).toBe(
      true,
    );
    expect(errors(visitorsSchema.safeParse({ language: '', adults: 2, children: 0, babies: 0 }))).toEqual({
      language: 'core.form.required',
    });
    expect(visitorsSchema.safeParse({ language: 'es', adults: -1, children: 0, babies: 0 }).success).toBe(
      false,
    );
    expect(visitorsSchema.safeParse({ language: 'es', adults: 1.5, children: 0, babies: 0 }).success).toBe(
      false,
    );
  });
});

describe('voucher code (SPEC §5: required)', () => {
  it.each([
    ['', false],
    ['   ', false],
    [' U-SOLERA-2024 ', true],
  ])('%j valid: %s', (code, valid) => {
    const result = voucherCodeSchema.safeParse({ code });
    expect(result.success).toBe(valid);
    if (valid) expect(result.data?.code).toBe(code.trim());
    else expect(errors(result)).toEqual({ code: 'core.form.required' });
  });
});

describe('the dni check runs while other fields are still empty', () => {
  it.each([visitorFormSchema, billingFormSchema])('%#', (schema) => {
    const base = schema === visitorFormSchema ? emptyVisitorForm : emptyBillingForm;
    const result = schema.safeParse({ ...base, documentNumber: '1234' });
    expect(errors(result).documentNumber).toBe('core.form.invalidSpanishId');
    expect(errors(result).name).toBe('core.form.required');
  });
});
