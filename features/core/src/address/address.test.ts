import { describe, expect, it } from 'vitest';
import {
  addressFields,
  addressSchema,
  addressWithEntityFields,
  addressWithEntitySchema,
  emptyAddressForm,
  fromAddressPayload,
  spainFirst,
  toAddressPayload,
  withEntity,
  withPostcodeCheck,
  type AddressFormInput,
} from './index';
import { defineFields, textField } from '../form/fields';
import { formErrorIds, rules } from '../form/rules';

const address: AddressFormInput = {
  ...emptyAddressForm,
  documentNumber: '12345678Z',
  name: ' Carmen ',
  surname: 'Ruiz',
  email: ' Carmen@Example.com ',
  address: 'Calle Mayor 1',
  postalCode: '26200',
  locality: 'Haro',
};

function errors(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('address form (SPEC §3, §5)', () => {
  it('accepts a complete address; company, optionalAddress and region may be empty', () => {
    expect(addressSchema().safeParse(address).success).toBe(true);
  });

  it('checks the postcode against the country’s expression when one is known', () => {
    const schema = addressSchema({ postcodePatterns: { ES: '^\\d{5}$' } });
    expect(errors(schema.safeParse({ ...address, postalCode: '2620' }))).toEqual({
      postalCode: formErrorIds.postcode,
    });
    expect(schema.safeParse({ ...address, country: 'FR', postalCode: '2620' }).success).toBe(true);
  });

  it('checks the DNI when the document type is dni', () => {
    expect(errors(addressSchema().safeParse({ ...address, documentNumber: '12345678A' }))).toEqual({
      documentNumber: formErrorIds.spanishId,
    });
  });
});

describe('the postcode check on another form with the address’s fields (SPEC §5)', () => {
  const fields = defineFields({
    name: textField(rules.required()),
    country: addressFields.fields.country,
    postalCode: addressFields.fields.postalCode,
  });
  const schema = withPostcodeCheck(fields.schema, { ES: '^\\d{5}$' });

  it('is listed with the other errors once the country and the postcode are valid', () => {
    expect(errors(schema.safeParse({ name: '', country: 'ES', postalCode: '2620' }))).toEqual({
      name: formErrorIds.required,
      postalCode: formErrorIds.postcode,
    });
  });

  it('waits while the postcode or the country is itself wrong', () => {
    expect(errors(schema.safeParse({ name: 'Ana', country: 'ES', postalCode: '' }))).toEqual({
      postalCode: formErrorIds.required,
    });
    expect(errors(schema.safeParse({ name: 'Ana', country: '', postalCode: '2620' }))).toEqual({
      country: formErrorIds.required,
    });
  });

  it('accepts any postcode for a country without an expression, or with a malformed one', () => {
    expect(schema.safeParse({ name: 'Ana', country: 'FR', postalCode: 'x' }).success).toBe(true);
    const malformed = withPostcodeCheck(fields.schema, { ES: '(' });
    expect(malformed.safeParse({ name: 'Ana', country: 'ES', postalCode: 'x' }).success).toBe(true);
  });
});

describe('nif_cif: person or company (SPEC §5)', () => {
  const base = { ...addressWithEntityFields.empty, ...address, documentType: 'nif_cif' as const };

  it('asks a company for its name and a person for first and last name', () => {
    const schema = addressWithEntitySchema();
    expect(
      errors(schema.safeParse({ ...base, entity: 'company', company: '', name: '', surname: '' })),
    ).toEqual({ company: formErrorIds.required });
    expect(errors(schema.safeParse({ ...base, entity: 'person', name: '', surname: '' }))).toEqual({
      name: formErrorIds.required,
      surname: formErrorIds.required,
    });
  });

  it('clears first name, last name and company when the choice changes', () => {
    const company = withEntity({ ...base, company: 'Bodega SL' }, 'company');
    expect(company).toMatchObject({ entity: 'company', name: '', surname: '', company: '' });
    expect(withEntity(company, 'company')).toBe(company);
  });
});

describe('address mappers (SPEC §3 billing address)', () => {
  it('maps the form keys to the wire keys, trimmed, the e-mail lower-cased', () => {
    expect(toAddressPayload(address)).toEqual({
      document_type: 'dni',
      document_number: '12345678Z',
      company: '',
      first_name: 'Carmen',
      last_name: 'Ruiz',
      email: 'carmen@example.com',
      line1: 'Calle Mayor 1',
      line2: '',
      country: 'ES',
      state: '',
      postcode: '26200',
      locality: 'Haro',
    });
  });

  it('maps back to the same address, an unknown document type as dni', () => {
    const wire = toAddressPayload(address);
    expect(toAddressPayload(fromAddressPayload(wire))).toEqual(wire);
    expect(fromAddressPayload({ ...wire, document_type: 'x' }).documentType).toBe('dni');
  });

  it('maps an address without a document (a shipping address) without one', () => {
    const { documentType: _type, documentNumber: _number, ...postal } = address;
    const { document_type: _t, document_number: _n, ...wire } = toAddressPayload(address);
    expect(toAddressPayload(postal)).toEqual(wire);
  });

  it('reads an address whose optional parts are missing or null (a company’s, a member’s) as empty', () => {
    expect(
      fromAddressPayload({
        document_type: 'nif_cif',
        document_number: 'B12345678',
        company: 'Bodega SL',
        first_name: null,
        email: 'facturas@example.com',
        line1: 'Calle Mayor 1',
        line2: null,
        country: 'ES',
        postcode: '26200',
        locality: 'Haro',
      }),
    ).toEqual({
      documentType: 'nif_cif',
      documentNumber: 'B12345678',
      company: 'Bodega SL',
      name: '',
      surname: '',
      email: 'facturas@example.com',
      address: 'Calle Mayor 1',
      optionalAddress: '',
      country: 'ES',
      region: '',
      postalCode: '26200',
      locality: 'Haro',
    });
  });
});

describe('country lists (SPEC §9: ES first)', () => {
  const code = (country: { value: string }) => country.value;
  const list = (...codes: string[]) => codes.map((value) => ({ value, text: value }));

  it.each([
    [
      ['FR', 'DE', 'ES', 'IT'],
      ['ES', 'FR', 'DE', 'IT'],
    ],
    [
      ['ES', 'PT'],
      ['ES', 'PT'],
    ],
    [
      ['PT', 'FR'],
      ['PT', 'FR'],
    ],
    [[], []],
  ])('%j reads %j: Spain first, the others in the backend’s order', (given, shown) => {
    expect(spainFirst(list(...given), code).map(code)).toEqual(shown);
  });
});
