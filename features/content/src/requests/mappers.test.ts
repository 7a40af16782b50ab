import { describe, expect, it } from 'vitest';
import { ApiError } from '@cepa/core/http';
import { memberDataFor, members } from '@cepa/core/backend';
import {
  contactFormFromMemberData,
  contactWireKeys,
  experienceRequestWireKeys,
  fromServerFieldErrors,
  toContactPayload,
  toExperienceRequestPayload,
} from './mappers';

describe('toContactPayload (SPEC §3 contact message, §7)', () => {
  it('sends the wire names, the e-mail lower-cased and trimmed, the names trimmed, and the captcha key', () => {
    expect(
      toContactPayload(
        {
          subject: 'Club de socios',
          name: ' Lucía ',
          surname: ' García  ',
          email: '  Lucia@Example.COM ',
          phoneNumber: ' 600 000 001 ',
          message: ' Hola ',
          consent: true,
        },
        'captcha-1',
      ),
    ).toEqual({
      subject: 'Club de socios',
      name: 'Lucía',
      surname: 'García',
      email: 'lucia@example.com',
      phone_number: '600 000 001',
      message: 'Hola',
      captcha_key: 'captcha-1',
    });
  });
});

describe('toExperienceRequestPayload (SPEC §3 experience request, §7)', () => {
  it('sends the wire names, the number of people as a number and the date as an ISO day', () => {
    expect(
      toExperienceRequestPayload(
        {
          name: ' Jon ',
          surname: 'Etxeberria ',
          email: 'JON@example.com ',
          phoneNumber: '600 000 002',
          dateOfVisit: '2026-12-05',
          numberOfPeople: 6,
          comments: ' Con una persona en silla de ruedas ',
          consent: true,
        },
        'captcha-2',
      ),
    ).toEqual({
      name: 'Jon',
      surname: 'Etxeberria',
      email: 'jon@example.com',
      phone_number: '600 000 002',
      number_of_people: 6,
      date_of_visit: '2026-12-05',
      comments: 'Con una persona en silla de ruedas',
      captcha_key: 'captcha-2',
    });
  });
});

describe('contactFormFromMemberData', () => {
  it('pre-fills name, surname, e-mail and phone from the personal information', () => {
    const lucia = members.find((m) => m.email === 'lucia@example.com')!;
    expect(contactFormFromMemberData(memberDataFor(lucia))).toEqual({
      name: lucia.name,
      surname: lucia.surname,
      email: 'lucia@example.com',
      phoneNumber: '+34 600 000 001',
    });
  });

  it('leaves the phone empty when the member has none', () => {
    const data = memberDataFor(members[0]!);
    data.personal_information.phone_number = null as unknown as string;
    expect(contactFormFromMemberData(data).phoneNumber).toBe('');
  });
});

describe('fromServerFieldErrors', () => {
  const badRequest = (errors: unknown) =>
    new ApiError('http', 'POST /api/x', { status: 400, body: { detail: 'Invalid payload', errors } });

  it('gives each refused wire field its form key and the message of the form’s own rule', () => {
    expect(
      fromServerFieldErrors(
        badRequest({ phone_number: ['Invalid'], email: ['Invalid'], subject: ['Unknown'] }),
        contactWireKeys,
      ),
    ).toEqual({
      phoneNumber: 'core.form.invalidPhone',
      email: 'core.form.invalidEmail',
      subject: 'content.request.error.server',
    });
    expect(
      fromServerFieldErrors(
        badRequest({ date_of_visit: ['Past'], number_of_people: ['Too few'] }),
        experienceRequestWireKeys,
      ),
    ).toEqual({
      dateOfVisit: 'content.request.error.datePast',
      numberOfPeople: 'content.request.error.people',
    });
  });

  it('is null for anything that names no field of the form', () => {
    expect(fromServerFieldErrors(badRequest({ captcha_key: ['Required'] }), contactWireKeys)).toBeNull();
    expect(fromServerFieldErrors(badRequest(undefined), contactWireKeys)).toBeNull();
    expect(fromServerFieldErrors(new ApiError('http', 'x', { status: 500 }), contactWireKeys)).toBeNull();
    expect(fromServerFieldErrors(new ApiError('network', 'x'), contactWireKeys)).toBeNull();
    expect(fromServerFieldErrors(new Error('boom'), contactWireKeys)).toBeNull();
  });
});
