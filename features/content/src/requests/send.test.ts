import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'jotai';
import { backend, fetchThrough } from '@cepa/core/backend';
import { requestCallNames, requestHandlers, requestsReceived } from './fake';
import { sendContactAtom, sendExperienceRequestAtom, sendingNowAtom } from './send';

/** Every call goes to the embedded backend's handlers, as in the browser; faults switch per call. */
beforeEach(() => {
  backend.reset();
  vi.stubGlobal('fetch', fetchThrough(requestHandlers));
});
afterEach(() => vi.unstubAllGlobals());

const contactPageId = 181; // Casa Solera, /es/contacto
const experiencePageId = 191; // Casa Solera, /es/solicitar-experiencia

const contact = {
  subject: 'Visitas y catas',
  name: 'Lucía',
  surname: 'Martín',
  email: 'Lucia@Example.com',
  phoneNumber: '600 000 001',
  message: '¿Abrís los lunes?',
  consent: true as const,
};

const request = {
  name: 'Jon',
  surname: 'Etxeberria',
  email: 'jon@example.com',
  phoneNumber: '600 000 002',
  dateOfVisit: '2099-06-01',
  numberOfPeople: 6,
  comments: '',
  consent: true as const,
};

describe('sending the contact form', () => {
  it('asks for a captcha token and sends the payload once', async () => {
    const store = createStore();
    expect(await store.set(sendContactAtom, { pageId: contactPageId, values: contact })).toEqual({
      ok: true,
    });
    expect(requestsReceived.get().contact).toEqual([
      {
        pageId: contactPageId,
        payload: {
          subject: 'Visitas y catas',
          name: 'Lucía',
          surname: 'Martín',
          email: 'lucia@example.com',
          phone_number: '600 000 001',
          message: '¿Abrís los lunes?',
          captcha_key: expect.stringMatching(/^local-captcha:contact:/),
        },
      },
    ]);
  });

  it('sends one message for a double press: the second is busy', async () => {
    const store = createStore();
    const first = store.set(sendContactAtom, { pageId: contactPageId, values: contact });
    expect(store.get(sendingNowAtom)).toBe(true);
    const second = store.set(sendContactAtom, { pageId: contactPageId, values: contact });
    expect(await second).toEqual({ ok: false, kind: 'busy' });
    expect(await first).toEqual({ ok: true });
    expect(requestsReceived.get().contact).toHaveLength(1);
    expect(store.get(sendingNowAtom)).toBe(false);
  });

  it.each([
    ['a 500', { status: 500 }],
    ['a dropped connection', { network: true }],
  ])('fails on %s, and the next press sends', async (_, fault) => {
    const store = createStore();
    backend.faults.set(requestCallNames.sendContact, { ...fault, times: 1 });
    expect(await store.set(sendContactAtom, { pageId: contactPageId, values: contact })).toEqual({
      ok: false,
      kind: 'failed',
    });
    expect(await store.set(sendContactAtom, { pageId: contactPageId, values: contact })).toEqual({
      ok: true,
    });
  });

  it('gives the server’s field errors under the form keys', async () => {
    const store = createStore();
    backend.faults.set(requestCallNames.sendContact, {
      status: 400,
      body: { detail: 'Invalid payload', errors: { phone_number: ['Not a phone number we can call.'] } },
      times: 1,
    });
    expect(await store.set(sendContactAtom, { pageId: contactPageId, values: contact })).toEqual({
      ok: false,
      kind: 'fields',
      fields: { phoneNumber: 'core.form.invalidPhone' },
    });
  });

  it('maps a subject the page does not offer to the subject field', async () => {
    const store = createStore();
    expect(
      await store.set(sendContactAtom, {
        pageId: contactPageId,
        values: { ...contact, subject: 'Otra cosa' },
      }),
    ).toEqual({ ok: false, kind: 'fields', fields: { subject: 'content.request.error.server' } });
  });
});

describe('sending the experience request form', () => {
  it('sends the payload with the number of people and the ISO date', async () => {
    const store = createStore();
    expect(await store.set(sendExperienceRequestAtom, { pageId: experiencePageId, values: request })).toEqual(
      { ok: true },
    );
    expect(requestsReceived.get().experienceRequests[0]).toEqual({
      pageId: experiencePageId,
      payload: {
        name: 'Jon',
        surname: 'Etxeberria',
        email: 'jon@example.com',
        phone_number: '600 000 002',
        number_of_people: 6,
        date_of_visit: '2099-06-01',
        comments: '',
        captcha_key: expect.stringMatching(/^local-captcha:experience_request:/),
      },
    });
  });

  it('gets the server’s refusal of a past date on the date field', async () => {
    const store = createStore();
    expect(
      await store.set(sendExperienceRequestAtom, {
        pageId: experiencePageId,
        values: { ...request, dateOfVisit: '2020-01-01' },
      }),
    ).toEqual({ ok: false, kind: 'fields', fields: { dateOfVisit: 'content.request.error.datePast' } });
  });
});
