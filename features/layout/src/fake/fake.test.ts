import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend, fetchThrough, members } from '@cepa/core/backend';
import { handlers } from '.';

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
