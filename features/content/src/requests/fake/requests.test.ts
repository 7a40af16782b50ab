import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { backend, storeCap } from '@cepa/core/backend';
import { requestCallNames, requestHandlers, requestPageFixtures, requestsReceived } from './index';

const call = (path: string, init?: RequestInit) =>
  getResponse(requestHandlers, new Request(`http://127.0.0.1/api${path}`, init));
const post = (path: string, body: unknown) =>
  call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const contact = {
  subject: 'Tours and tastings',
  name: 'Lucía',
  surname: 'Martín',
  email: 'lucia@example.com',
  phone_number: '600 000 001',
  message: 'Hello',
  captcha_key: 'local-captcha:contact:1',
};
const request = {
  name: 'Jon',
  surname: 'Etxeberria',
  email: 'jon@example.com',
  phone_number: '600 000 002',
  number_of_people: 4,
  date_of_visit: '2099-06-01',
  comments: '',
  captcha_key: 'local-captcha:experience_request:1',
};

const pageId = (brand: string, path: string) =>
  requestPageFixtures.find((p) => p.brand === brand && p.path === path)!.id;

beforeEach(() => backend.reset());

describe('embedded contact and experience request calls', () => {
  it('have a contact page and an experience request page in both brands and languages', () => {
    for (const brand of ['solera', 'brava'])
      for (const [path, type] of [
        ['/es/contacto', 'contact'],
        ['/en/contact', 'contact'],
        ['/es/solicitar-experiencia', 'experience_request'],
        ['/en/experience-request', 'experience_request'],
      ])
        expect(requestPageFixtures.find((p) => p.brand === brand && p.path === path)?.page_type).toBe(type);
  });

  it('answer each contact page’s subjects in its brand and language; 404 for another page', async () => {
    const english = await call(`/contact/${pageId('solera', '/en/contact')}/subjects`);
    expect(await english!.json()).toContain('Tours and tastings');
    const brava = await call(`/contact/${pageId('brava', '/es/contacto')}/subjects`);
    expect(await brava!.json()).toContain('Visitas a la finca');
    expect((await call('/contact/999/subjects'))!.status).toBe(404);
  });

  it('say where the contact page is in each language', async () => {
    expect(await (await call('/contact/get_contact_page_slug/?lang=en'))!.json()).toEqual({
      contact_page_url: '/en/contact',
    });
    expect((await call('/contact/get_contact_page_slug/?lang=fr'))!.status).toBe(400);
  });

  it('take a valid contact message and keep it', async () => {
    const id = pageId('solera', '/en/contact');
    const response = await post(`/contact/${id}/send/`, contact);
    expect(response!.status).toBe(200);
    expect(requestsReceived.get().contact).toEqual([{ pageId: id, payload: contact }]);
  });

  it('keep the latest 10 000 messages, not every one anyone ever sent', async () => {
    const id = pageId('solera', '/en/contact');
    const kept = requestsReceived.get().contact;
    for (let i = 0; i < storeCap; i++) kept.push({ pageId: -i, payload: contact });
    expect((await post(`/contact/${id}/send/`, contact))!.status).toBe(200);
    expect(kept).toHaveLength(storeCap);
    expect(kept[0]!.pageId).toBe(-1);
    expect(kept.at(-1)).toEqual({ pageId: id, payload: contact });
  });

  it.each([
    ['no captcha key', { captcha_key: '' }, 'captcha_key'],
    ['a bad e-mail', { email: 'lucia@' }, 'email'],
    ['a bad phone', { phone_number: 'call me' }, 'phone_number'],
    ['no message', { message: ' ' }, 'message'],
    ['a subject of another page', { subject: 'Visitas y catas' }, 'subject'],
  ])('refuse a contact message with %s: 400 naming the wire field', async (_, change, field) => {
    const response = await post(`/contact/${pageId('solera', '/en/contact')}/send/`, {
      ...contact,
      ...change,
    });
    expect(response!.status).toBe(400);
    expect(Object.keys(((await response!.json()) as { errors: object }).errors)).toEqual([field]);
    expect(requestsReceived.get().contact).toEqual([]);
  });

  it('take a valid experience request and keep it', async () => {
    const id = pageId('brava', '/es/solicitar-experiencia');
    expect((await post(`/experience_form/${id}/send/`, request))!.status).toBe(200);
    expect(requestsReceived.get().experienceRequests).toEqual([{ pageId: id, payload: request }]);
    expect((await post('/experience_form/999/send/', request))!.status).toBe(404);
  });

  it.each([
    ['no people', { number_of_people: 0 }, 'number_of_people'],
    ['a date in the past', { date_of_visit: '2020-01-01' }, 'date_of_visit'],
    ['a date that is no ISO day', { date_of_visit: '01/06/2099' }, 'date_of_visit'],
    ['no captcha key', { captcha_key: '' }, 'captcha_key'],
  ])('refuse an experience request with %s', async (_, change, field) => {
    const id = pageId('solera', '/es/solicitar-experiencia');
    const response = await post(`/experience_form/${id}/send/`, { ...request, ...change });
    expect(response!.status).toBe(400);
    expect(Object.keys(((await response!.json()) as { errors: object }).errors)).toEqual([field]);
  });

  it('fail on demand, per call', async () => {
    backend.faults.set(requestCallNames.sendExperienceRequest, { status: 500, times: 1 });
    const id = pageId('solera', '/es/solicitar-experiencia');
    expect((await post(`/experience_form/${id}/send/`, request))!.status).toBe(500);
    expect((await post(`/experience_form/${id}/send/`, request))!.status).toBe(200);
  });
});
