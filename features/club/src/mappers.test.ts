import { describe, expect, it } from 'vitest';
import { ApiError } from '@cepa/core/http';
import { invitationOutcome } from './errors';
import { invitationSchema } from './forms';
import { fromClubAddress, toClubAddressPayload, toInvitationPayload } from './mappers';

const filled = {
  name: '  Ana ',
  surname: ' Pérez Gil ',
  documentType: 'dni' as const,
  documentNumber: ' 12345678z ',
  email: '  Ana.Perez@Example.COM ',
  language: 'es',
};

describe('SPEC §3 invitation payload', () => {
  it('sends the wire names, trimmed, the e-mail lower-cased', () => {
    expect(toInvitationPayload(filled)).toEqual({
      name: 'Ana',
      surname: 'Pérez Gil',
      document_type: 'dni',
      document_number: '12345678Z',
      email: 'ana.perez@example.com',
      language: 'es',
    });
  });
});

describe('SPEC §5 invitation rules', () => {
  const errorsOf = (values: Partial<typeof filled>) => {
    const result = invitationSchema.safeParse({ ...filled, ...values });
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('accepts a complete form', () => {
    expect(errorsOf({ documentNumber: '12345678Z', email: 'ana@example.com' })).toEqual({});
  });
  it.each(['name', 'surname', 'email', 'language'] as const)('requires %s', (field) => {
    expect(errorsOf({ documentNumber: '12345678Z', email: 'ana@example.com', [field]: '' })).toHaveProperty(
      field,
    );
  });
  it('wants a valid e-mail', () => {
    expect(errorsOf({ documentNumber: '12345678Z', email: 'ana@' })).toEqual({
      email: 'core.form.invalidEmail',
    });
  });
  it('wants a Spanish national ID for dni, any number for a passport', () => {
    expect(errorsOf({ documentNumber: '12345678A', email: 'ana@example.com' })).toHaveProperty(
      'documentNumber',
    );
    expect(
      errorsOf({ documentType: 'passport' as never, documentNumber: 'XK1234567', email: 'ana@example.com' }),
    ).toEqual({});
  });
});

describe('SPEC §8 invitation errors', () => {
  const refused = (detail: string) =>
    new ApiError('http', 'club/invitation', { status: 400, detail, body: { detail } });
  it('puts EMAIL_IN_USE on the e-mail and DOCUMENT_NUMBER_IN_USE on the document number', () => {
    expect(invitationOutcome(refused('EMAIL_IN_USE'))).toEqual({
      kind: 'field',
      field: 'email',
      message: 'club.invitation.error.emailInUse',
    });
    expect(invitationOutcome(refused('DOCUMENT_NUMBER_IN_USE'))).toEqual({
      kind: 'field',
      field: 'documentNumber',
      message: 'club.invitation.error.documentNumberInUse',
    });
  });
  it('reads anything else as a failure to retry', () => {
    expect(invitationOutcome(refused('SOMETHING_ELSE'))).toEqual({ kind: 'failed' });
    expect(invitationOutcome(new ApiError('http', 'club/invitation', { status: 500 }))).toEqual({
      kind: 'failed',
    });
    expect(invitationOutcome(new ApiError('network', 'club/invitation'))).toEqual({ kind: 'failed' });
  });
});

describe('SPEC §3 club address', () => {
  const member = { name: 'Jon', surname: 'Etxeberria', email: 'jon@example.com' };
  it('starts a new address from the member’s name and e-mail', () => {
    expect(fromClubAddress(null, member)).toMatchObject({
      name: 'Jon',
      surname: 'Etxeberria',
      email: 'jon@example.com',
      entity: 'person',
    });
  });
  it('sends a company’s name or a person’s, never both, with the wire names', () => {
    const company = {
      ...fromClubAddress(null, member),
      documentType: 'nif_cif' as const,
      entity: 'company' as const,
      company: ' Sidrería S.L. ',
      documentNumber: 'b20123456',
      address: 'Kale 4',
      postalCode: '20001',
      locality: 'Donostia',
    };
    expect(toClubAddressPayload(company)).toEqual({
      document_type: 'nif_cif',
      document_number: 'B20123456',
      company: 'Sidrería S.L.',
      first_name: null,
      last_name: null,
      email: 'jon@example.com',
      line1: 'Kale 4',
      line2: null,
      country: 'ES',
      state: null,
      postcode: '20001',
      locality: 'Donostia',
    });
    expect(toClubAddressPayload({ ...company, documentType: 'dni', company: 'ignored' })).toMatchObject({
      company: null,
      first_name: 'Jon',
      last_name: 'Etxeberria',
    });
  });
  it('reads a company back as the company choice', () => {
    const back = fromClubAddress(
      toClubAddressPayload({
        ...fromClubAddress(null, member),
        documentType: 'nif_cif',
        entity: 'company',
        company: 'X S.L.',
        documentNumber: 'B1',
        address: 'a',
        postalCode: '1',
        locality: 'l',
      }),
      member,
    );
    expect(back).toMatchObject({ entity: 'company', company: 'X S.L.', name: '', surname: '' });
  });
});
