import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '@cepa/core';
import { backend, fetchThrough } from '@cepa/core/backend';
import { createClient } from '@cepa/core/http';
import type { FormAction } from '@cepa/core/page';
import { requestCallNames, requestHandlers, requestPage, requestsReceived } from './fake';
import { contactAction, experienceRequestAction } from './actions';

/** The actions' calls go to the embedded backend's handlers in-process, as the server's would over HTTP. */
beforeEach(() => {
  backend.reset();
  vi.stubGlobal('fetch', fetchThrough(requestHandlers));
  // A failed send is reported (`reportError`); the tests that fail one say so.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const contactPage = requestPage('solera', 'es', 'contact');
const experiencePage = requestPage('solera', 'es', 'experienceRequest');

const run = (action: FormAction, page: typeof contactPage, fields: Record<string, string>) =>
  action({ fields, client: createClient('/api'), page, language: page.language, brand: page.brand });

/** A day `days` from today, as a date input sends it. */
function dayAhead(days: number): string {
  return new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Everything a visitor fills in, as the browser posts it (names are the form's keys). */
const contact = {
  subject: 'Tienda y pedidos',
  name: ' Ana ',
  surname: 'Ruiz',
  email: 'Ana@Example.com',
  phoneNumber: '600 111 222',
  message: '¿Enviáis a Portugal?',
  consent: 'true',
};

const request = {
  name: 'Jon',
  surname: 'Etxeberria',
  email: 'jon@example.com',
  phoneNumber: '600 000 002',
  dateOfVisit: dayAhead(14),
  numberOfPeople: '8',
  comments: '  Somos un grupo de amigos ',
  consent: 'true',
};

describe('the contact form sent without JavaScript (SPEC §5, §7)', () => {
  it('sends the mapped message to the page’s own id with a local captcha token; the confirmation’s words only', async () => {
    expect(await run(contactAction, contactPage, contact)).toEqual({
      name: 'contact',
      values: { name: 'Ana', email: 'ana@example.com' },
      outcome: { kind: 'sent' },
    });
    expect(requestsReceived.get().contact).toEqual([
      {
        pageId: contactPage.id,
        payload: {
          subject: 'Tienda y pedidos',
          name: 'Ana',
          surname: 'Ruiz',
          email: 'ana@example.com',
          phone_number: '600 111 222',
          message: '¿Enviáis a Portugal?',
          captcha_key: expect.stringMatching(/^local-captcha:contact:\d+$/),
        },
      },
    ]);
  });

  it.each([
    ['no subject', { subject: '' }, { subject: 'core.form.required' }],
    ['no name', { name: '  ' }, { name: 'core.form.required' }],
    ['no surname', { surname: '' }, { surname: 'core.form.required' }],
    ['no e-mail', { email: '' }, { email: 'core.form.required' }],
    ['a malformed e-mail', { email: 'ana@' }, { email: 'core.form.invalidEmail' }],
    ['no phone', { phoneNumber: '' }, { phoneNumber: 'core.form.required' }],
    ['a malformed phone', { phoneNumber: 'llámame' }, { phoneNumber: 'core.form.invalidPhone' }],
    ['no message', { message: '' }, { message: 'core.form.required' }],
    ['no consent', { consent: undefined }, { consent: 'core.form.required' }],
  ])(
    'refuses %s with the rule’s error, keeping everything typed; nothing is sent',
    async (_, change, errors) => {
      const fields = Object.fromEntries(
        Object.entries({ ...contact, ...change }).filter(([, value]) => value !== undefined),
      ) as Record<string, string>;
      const posted = await run(contactAction, contactPage, fields);
      expect(posted.outcome).toEqual({ kind: 'invalid', errors });
      expect(posted.values).toEqual(Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== '')));
      expect(requestsReceived.get().contact).toEqual([]);
    },
  );

  it('puts the backend’s refusal of a field on that field (a subject of another page)', async () => {
    const posted = await run(contactAction, contactPage, { ...contact, subject: 'Prensa y algo más' });
    expect(posted.outcome).toEqual({ kind: 'invalid', errors: { subject: 'content.request.error.server' } });
    expect(posted.values).toMatchObject({ subject: 'Prensa y algo más', message: '¿Enviáis a Portugal?' });
  });

  it.each([
    ['a server error', { status: 500 }, 502],
    ['no response', { network: true }, 503],
  ])('answers %s with the form’s failure, keeping everything typed', async (_, fault, status) => {
    backend.faults.set(requestCallNames.sendContact, fault);
    const posted = await run(contactAction, contactPage, contact);
    expect(posted.outcome).toEqual({ kind: 'failed', reason: 'failed', status });
    expect(posted.values).toEqual(contact);
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('sending the contact form without JavaScript'),
    );
  });

  describe('with a captcha site key', () => {
    const siteKey = config.captchaSiteKey;
    afterEach(() => {
      config.captchaSiteKey = siteKey;
    });

    it('sends nothing and says the form needs JavaScript (only the page’s code gets a token)', async () => {
      config.captchaSiteKey = 'site-key';
      const posted = await run(contactAction, contactPage, contact);
      expect(posted.outcome).toEqual({ kind: 'failed', reason: 'needsJavaScript', status: 400 });
      expect(posted.values).toEqual(contact);
      expect(requestsReceived.get().contact).toEqual([]);
    });
  });
});

describe('the experience request sent without JavaScript (SPEC §5, §7)', () => {
  it('sends the mapped request to the page’s page_id; the confirmation’s words only', async () => {
    expect(await run(experienceRequestAction, experiencePage, request)).toEqual({
      name: 'experience_request',
      values: {
        name: 'Jon',
        email: 'jon@example.com',
        dateOfVisit: request.dateOfVisit,
        numberOfPeople: '8',
      },
      outcome: { kind: 'sent' },
    });
    expect(requestsReceived.get().experienceRequests).toEqual([
      {
        pageId: experiencePage.data.page_id,
        payload: {
          name: 'Jon',
          surname: 'Etxeberria',
          email: 'jon@example.com',
          phone_number: '600 000 002',
          number_of_people: 8,
          date_of_visit: request.dateOfVisit,
          comments: 'Somos un grupo de amigos',
          captcha_key: expect.stringMatching(/^local-captcha:experience_request:\d+$/),
        },
      },
    ]);
  });

  it.each([
    ['no name', { name: '' }, { name: 'core.form.required' }],
    ['no surname', { surname: '' }, { surname: 'core.form.required' }],
    ['a malformed e-mail', { email: 'jon' }, { email: 'core.form.invalidEmail' }],
    ['a malformed phone', { phoneNumber: '12' }, { phoneNumber: 'core.form.invalidPhone' }],
    ['no date', { dateOfVisit: '' }, { dateOfVisit: 'core.form.required' }],
    ['a date that is no day', { dateOfVisit: '2099-02-30' }, { dateOfVisit: 'core.form.required' }],
    ['a date in the past', { dateOfVisit: dayAhead(-3) }, { dateOfVisit: 'content.request.error.datePast' }],
    ['no people', { numberOfPeople: '' }, { numberOfPeople: 'core.form.required' }],
    ['0 people', { numberOfPeople: '0' }, { numberOfPeople: 'content.request.error.people' }],
    ['a part of a person', { numberOfPeople: '2.5' }, { numberOfPeople: 'content.request.error.people' }],
    ['no consent', { consent: 'false' }, { consent: 'core.form.required' }],
  ])('refuses %s with the rule’s error; nothing is sent', async (_, change, errors) => {
    const posted = await run(experienceRequestAction, experiencePage, { ...request, ...change });
    expect(posted.outcome).toEqual({ kind: 'invalid', errors });
    expect(requestsReceived.get().experienceRequests).toEqual([]);
  });

  it('answers a backend that does not answer with the form’s failure (503), keeping everything typed', async () => {
    backend.faults.set(requestCallNames.sendExperienceRequest, { network: true });
    const posted = await run(experienceRequestAction, experiencePage, request);
    expect(posted.outcome).toEqual({ kind: 'failed', reason: 'failed', status: 503 });
    expect(posted.values).toEqual(request);
  });

  it('fails (502) on a page whose data names no form, rather than guess one', async () => {
    const posted = await run(experienceRequestAction, { ...experiencePage, data: {} }, request);
    expect(posted.outcome).toEqual({ kind: 'failed', reason: 'failed', status: 502 });
  });

  describe('with a captcha site key', () => {
    const siteKey = config.captchaSiteKey;
    afterEach(() => {
      config.captchaSiteKey = siteKey;
    });

    it('sends nothing and says the form needs JavaScript', async () => {
      config.captchaSiteKey = 'site-key';
      const posted = await run(experienceRequestAction, experiencePage, request);
      expect(posted.outcome).toEqual({ kind: 'failed', reason: 'needsJavaScript', status: 400 });
      expect(requestsReceived.get().experienceRequests).toEqual([]);
    });
  });
});
