import { describe, expect, it } from 'vitest';
import { ApiError } from '@cepa/core/http';
import { invitationOutcome } from './errors';
import { invitationSchema } from './forms';
import { toInvitationPayload } from './mappers';

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
