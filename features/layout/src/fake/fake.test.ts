import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BoundedMap, backend, fetchThrough, members, session, storeCap } from '@cepa/core/backend';
import { fetchMember } from '@cepa/core/session-api';
import { closeBanner, login, logout, toLoginPayload } from '../api';
import { fundingBannerEndpoint } from './fixtures';
import { bannerClosures, failedLogins, handlers, newsletterSubscribers } from '.';

beforeEach(() => {
  backend.reset();
  vi.stubGlobal('fetch', fetchThrough(handlers));
});
afterEach(() => vi.unstubAllGlobals());

const attempt = (email: string, password: string) =>
  fetch('/api/club/login/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

describe('login (the embedded backend)', () => {
  const member = members[0]!;

  it('answers 429 after five failed attempts a minute for one e-mail, even with the right password', async () => {
    for (let i = 0; i < 5; i += 1) expect((await attempt(member.email, 'wrong')).status).toBe(401);
    const limited = await attempt(member.email, member.password);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ detail: 'TOO_MANY_ATTEMPTS' });
    // Another e-mail is not slowed down.
    expect((await attempt('otra@example.com', 'wrong')).status).toBe(401);
  });

  it('forgets the failures after a successful login', async () => {
    for (let i = 0; i < 4; i += 1) await attempt(member.email, 'wrong');
    expect((await attempt(member.email, member.password)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await attempt(member.email, 'wrong')).status).toBe(401);
  });

  it('opens sessions with unguessable tokens', async () => {
    const cookies = await Promise.all(
      [1, 2].map(async () => (await attempt(member.email, member.password)).headers.get('set-cookie') ?? ''),
    );
    const tokens = cookies.map((cookie) => /=([^;]+)/.exec(cookie)?.[1] ?? '');
    for (const token of tokens)
      expect(token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(tokens[0]).not.toBe(tokens[1]);
  });

  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['a multipart form', 'multipart/form-data; boundary=x'],
    ['no type', null],
  ])('answers 415 to %s, which a page on another site could post: nobody is logged in', async (_, type) => {
    const response = await fetch('/api/club/login/', {
      method: 'POST',
      headers: type ? { 'content-type': type } : {},
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ detail: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('takes JSON with a charset, as the site’s login form sends it', async () => {
    const response = await fetch('/api/club/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
    expect(response.status).toBe(200);
    // The site's own call (the login page's): JSON, so the session opens.
    vi.stubGlobal('fetch', fetchThrough([...handlers, ...session.handlers]));
    await login(toLoginPayload({ email: ` ${member.email.toUpperCase()} `, password: member.password }));
    expect(await fetchMember()).toMatchObject({ email: member.email });
  });

  it('sets the session cookie with every attribute and a 30-day expiry, Secure behind HTTPS', async () => {
    const cookie = (await attempt(member.email, member.password)).headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^cepa_session=[0-9a-f-]{36}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);
    const proxied = await fetch('/api/club/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ email: member.email, password: member.password }),
    });
    expect(proxied.headers.get('set-cookie')).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  });

  it('logs out: the session ends and the cookie is cleared with the same attributes', async () => {
    vi.stubGlobal('fetch', fetchThrough([...handlers, ...session.handlers]));
    await login({ email: member.email, password: member.password });
    const response = await fetch('/api/club/logout/', {
      method: 'POST',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers.get('set-cookie')).toBe(
      'cepa_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure',
    );
    await login({ email: member.email, password: member.password });
    await logout();
    expect(await fetchMember()).toBeNull();
  });

  it('keeps failed logins, subscribers and banner closures bounded (anyone can send them)', async () => {
    expect(failedLogins.get()).toBeInstanceOf(BoundedMap);
    expect((failedLogins.get() as BoundedMap<string, number[]>).cap).toBe(storeCap);
    const fixtures = [...newsletterSubscribers.get()];
    for (let i = 0; i < storeCap; i++) {
      newsletterSubscribers
        .get()
        .push({ email: `s${i}@example.com`, site: 'solera', language: 'es', origin: 'footer' });
      bannerClosures.get().push('solera');
    }
    await fetch('/api/newsletter/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'new@example.com', site: 'solera', language: 'es', origin: 'footer' }),
    });
    await closeBanner(fundingBannerEndpoint, 'brava');
    const subscribers = newsletterSubscribers.get();
    // The fixture subscribers stay; the oldest subscriber from a request made room for the new one.
    expect(subscribers.slice(0, fixtures.length)).toEqual(fixtures);
    expect(subscribers).toHaveLength(fixtures.length + storeCap);
    expect(subscribers[fixtures.length]).toMatchObject({ email: 's1@example.com' });
    expect(subscribers.at(-1)).toMatchObject({ email: 'new@example.com' });
    expect(bannerClosures.get()).toHaveLength(storeCap);
    expect(bannerClosures.get().at(-1)).toBe('brava');
  });

  it('answers a malformed payload with 400 and its field errors', async () => {
    const response = await fetch('/api/club/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 3 }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).detail).toBe('INVALID_PAYLOAD');
  });
});

describe('newsletter (the embedded backend)', () => {
  it('answers a payload that breaks the contract with 400 and its field errors', async () => {
    const response = await fetch('/api/newsletter/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.es', site: 'otra', language: 'es', origin: 'footer' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { detail: string; errors: { path: string[] }[] };
    expect(body.detail).toBe('INVALID_PAYLOAD');
    expect(body.errors.map((issue) => issue.path.join('.'))).toEqual(['site']);
  });
});
