import { describe, expect, it } from 'vitest';
import { contactSchema, experienceRequestFields, isoDay } from './forms';

const contact = {
  subject: 'Visitas y catas',
  name: ' Lucía ',
  surname: 'García',
  email: 'lucia@example.com',
  phoneNumber: '+34 600 000 001',
  message: '¿Abrís los lunes?',
  consent: true,
};

const firstError = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('contact form (SPEC §5)', () => {
  it('accepts a complete form and trims the names', () => {
    expect(contactSchema.parse(contact)).toMatchObject({ name: 'Lucía' });
  });

  it.each([
    ['subject', '', 'core.form.required'],
    ['name', '   ', 'core.form.required'],
    ['surname', '', 'core.form.required'],
    ['email', 'lucia@', 'core.form.invalidEmail'],
    ['email', '', 'core.form.required'],
    ['phoneNumber', '', 'core.form.required'],
    ['phoneNumber', '12ab', 'core.form.invalidPhone'],
    ['phoneNumber', '123', 'core.form.invalidPhone'],
    ['message', '', 'core.form.required'],
    ['consent', false, 'core.form.required'],
  ] as const)('%s = %j is refused with %s', (field, value, id) => {
    expect(firstError(contactSchema.safeParse({ ...contact, [field]: value }))).toEqual({ [field]: id });
  });

  it.each(['600 000 001', '+34 (941) 31-00-00', '941.310.000'])('takes the phone %s', (phone) => {
    expect(contactSchema.safeParse({ ...contact, phoneNumber: phone }).success).toBe(true);
  });
});

describe('experience request form (SPEC §5)', () => {
  const today = '2026-11-22';
  const schema = experienceRequestFields(today).schema;
  const request = {
    name: 'Jon',
    surname: 'Etxeberria',
    email: 'jon@example.com',
    phoneNumber: '600 000 002',
    dateOfVisit: '2026-12-05',
    numberOfPeople: '6',
    comments: '',
    consent: true,
  };

  it('keeps the number of people as a number and the date as an ISO day', () => {
    expect(schema.parse(request)).toMatchObject({ numberOfPeople: 6, dateOfVisit: '2026-12-05' });
  });

  it('takes today and refuses yesterday', () => {
    expect(schema.safeParse({ ...request, dateOfVisit: today }).success).toBe(true);
    expect(firstError(schema.safeParse({ ...request, dateOfVisit: '2026-11-21' }))).toEqual({
      dateOfVisit: 'content.request.error.datePast',
    });
  });

  it.each([
    ['dateOfVisit', '', 'core.form.required'],
    ['dateOfVisit', '2027-02-30', 'core.form.required'],
    ['numberOfPeople', '', 'core.form.required'],
    ['numberOfPeople', '0', 'content.request.error.people'],
    ['numberOfPeople', '-2', 'content.request.error.people'],
    ['numberOfPeople', '2.5', 'content.request.error.people'],
    ['email', 'jon', 'core.form.invalidEmail'],
    ['phoneNumber', 'abc', 'core.form.invalidPhone'],
    ['name', '', 'core.form.required'],
    ['surname', '', 'core.form.required'],
    ['consent', false, 'core.form.required'],
  ] as const)('%s = %j is refused with %s', (field, value, id) => {
    expect(firstError(schema.safeParse({ ...request, [field]: value }))).toEqual({ [field]: id });
  });

  it('leaves comments optional', () => {
    expect(schema.safeParse({ ...request, comments: '' }).success).toBe(true);
  });

  it('reads today in the visitor’s own calendar', () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
