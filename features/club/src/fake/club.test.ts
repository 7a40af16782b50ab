import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend, fetchThrough, members, openSession, sessionCookie } from '@cepa/core/backend';
import { personalInformationSchema } from '../api';
import { handlers } from './index';
import { personalInformationBody } from './profile';

/** The club's embedded backend, driven through fetch as a browser would, with a member logged in. */
async function logIn(email: string) {
  const token = openSession(members.find((m) => m.email === email)!);
  vi.stubGlobal('fetch', fetchThrough(handlers, { cookie: () => `${sessionCookie}=${token}` }));
}
const get = (path: string) => fetch(`/api${path}`);
const send = (method: string, path: string, body: unknown) =>
  fetch(`/api${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const invitation = {
  name: 'Clara',
  surname: 'Ibáñez',
  document_type: 'dni',
  document_number: '12345678Z',
  email: 'clara@example.com',
  language: 'es',
};

beforeEach(() => {
  backend.reset();
  vi.useFakeTimers({ now: new Date(2026, 10, 22, 10), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the club of the embedded backend', () => {
  it('answers every club call 403 CLUB_NO_AUTHENTICATED_MEMBER without a member', async () => {
    vi.stubGlobal('fetch', fetchThrough(handlers));
    for (const path of [
      '/club/profile/my_club/?language=es',
      '/club/profile/profile_membership_data/?language=es',
    ]) {
      const response = await get(path);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ detail: 'CLUB_NO_AUTHENTICATED_MEMBER' });
    }
  });

  it('gives a bronze member half of the goal and the period around today', async () => {
    await logIn('jon@example.com');
    expect(await (await get('/club/profile/profile_membership_data/?language=es')).json()).toEqual({
      level: 'bronze',
      label: 'Bronce',
      start_date: '2026-03-01',
      end_date: '2027-02-28',
      minimum_consumption: '300.00',
      accumulated_purchases: '150.00',
      amount_left_to_reach_goal: '150.00',
      next_membership_start_date: null,
    });
  });

  it('gives a platinum member who met the goal the next membership’s start', async () => {
    await logIn('lucia@example.com');
    const body = await (await get('/club/profile/profile_membership_data/?language=en')).json();
    expect(body).toMatchObject({
      label: 'Platinum',
      amount_left_to_reach_goal: '0.00',
      next_membership_start_date: '2027-03-01',
    });
  });

  it('gives a permanent member no period and no goal, and no card end date', async () => {
    await logIn('ines@example.com');
    expect(await (await get('/club/profile/profile_membership_data/?language=es')).json()).toMatchObject({
      level: 'team_solera',
      start_date: null,
      end_date: null,
      minimum_consumption: null,
    });
    const club = await (await get('/club/profile/my_club/?language=es')).json();
    expect(club.card.membership_end_date).toBeNull();
  });

  it('refuses an invitation whose e-mail or document number is in use, then takes one a year', async () => {
    await logIn('jon@example.com');
    const emailInUse = await send('POST', '/club/invitation/', { ...invitation, email: 'lucia@example.com' });
    expect(emailInUse.status).toBe(400);
    expect(await emailInUse.json()).toEqual({ detail: 'EMAIL_IN_USE' });
    const documentInUse = await send('POST', '/club/invitation/', {
      ...invitation,
      document_number: '00000001R',
    });
    expect(await documentInUse.json()).toEqual({ detail: 'DOCUMENT_NUMBER_IN_USE' });
    const bad = await send('POST', '/club/invitation/', { ...invitation, document_number: '12345678A' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: { document_number: ['Not a valid DNI'] } });

    const sent = await send('POST', '/club/invitation/', invitation);
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ ...invitation, next_invitation_date: '2027-01-01' });
    const club = await (await get('/club/profile/my_club/?language=es')).json();
    expect(club.invitation).toMatchObject({ email: 'clara@example.com' });
    const second = await send('POST', '/club/invitation/', {
      ...invitation,
      email: 'otra@example.com',
      document_number: '87654321X',
    });
    expect(second.status).toBe(400);
  });

  it('keeps a locked invitation locked', async () => {
    await logIn('diego@example.com');
    expect((await (await get('/club/profile/my_club/?language=es')).json()).lock_invitation).toBe(true);
    expect((await send('POST', '/club/invitation/', invitation)).status).toBe(403);
  });

  it('saves the whole preference selection and refuses unknown options', async () => {
    await logIn('jon@example.com');
    const saved = await send('PUT', '/club/profile/product_preferences/', {
      product_preferences: ['blanco', 'tinto'],
    });
    expect(await saved.json()).toEqual({ selected: ['blanco', 'tinto'] });
    expect(
      (await send('PUT', '/club/profile/product_preferences/', { product_preferences: ['agua'] })).status,
    ).toBe(400);
    const club = await (await get('/club/profile/my_club/?language=es')).json();
    expect(club.product_preferences.selected).toEqual(['blanco', 'tinto']);
  });

  it('links the other brand’s voucher page on its own host', async () => {
    await logIn('lucia@example.com');
    const club = await (await get('/club/profile/my_club/?language=es')).json();
    expect(club.experience_vouchers).toMatchObject({
      winery: { code: 'BOD-000087', used: true },
      estate: { code: 'FIN-000087', used: false },
      voucher_pages: {
        solera: { es: '/es/canjear-bono' },
        brava: { en: 'http://brava.localhost/en/redeem-voucher' },
      },
    });
  });
});

describe('personal information’s country list', () => {
  it('reads Spain first whatever the backend’s order (SPEC §9)', () => {
    const body = personalInformationBody(members[1]!, 'en');
    const reversed = { ...body, options: { ...body.options, country: [...body.options.country].reverse() } };
    const countries = personalInformationSchema.parse(reversed).options.country;
    expect(countries[0]?.value).toBe('ES');
    expect(countries.slice(1)).toEqual(reversed.options.country.filter((c) => c.value !== 'ES'));
  });
});
