import { afterEach, describe, expect, it, vi } from 'vitest';
import { backend } from './backend';
import { clearCookie, reachedOverHttps, setCookie } from './cookies';
import {
  currentMember,
  members,
  openSession,
  sessionClearCookie,
  sessionCookie,
  sessionSetCookie,
} from './members';
import { callerOf, knownCallerOf, visitorCookie, visitorOf } from './visitors';

afterEach(() => {
  vi.useRealTimers();
  backend.reset();
});

const plain = new Request('http://127.0.0.1:4300/api/club/login/');
const proxied = (proto: string) =>
  new Request('http://127.0.0.1:4300/api/club/login/', { headers: { 'x-forwarded-proto': proto } });

const thirtyDays = 30 * 24 * 60 * 60;

describe('cookie attributes', () => {
  it('are all written out: the whole site, no script, no cross-site post, an expiry', () => {
    expect(setCookie('c', 'v', plain, 60)).toBe('c=v; Path=/; Max-Age=60; HttpOnly; SameSite=Lax');
  });

  it.each([
    ['https', true],
    ['https, http', true],
    ['HTTPS', true],
    ['http', false],
    ['http, https', false],
  ])('are Secure behind the proxy when x-forwarded-proto is %s: %s', (proto, secure) => {
    expect(reachedOverHttps(proxied(proto))).toBe(secure);
    expect(setCookie('c', 'v', proxied(proto), 60).endsWith('; Secure')).toBe(secure);
  });

  it('are Secure when the request itself came over HTTPS', () => {
    expect(setCookie('c', 'v', new Request('https://cepa.example/api/x'), 60)).toContain('; Secure');
  });

  it('clear a cookie with the same attributes and Max-Age=0', () => {
    expect(clearCookie('c', proxied('https'))).toBe('c=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure');
  });
});

describe('the session cookie', () => {
  it('lasts 30 days, and is cleared with the same attributes', () => {
    expect(sessionSetCookie('t', plain)).toBe(
      `${sessionCookie}=t; Path=/; Max-Age=${thirtyDays}; HttpOnly; SameSite=Lax`,
    );
    expect(sessionSetCookie('t', proxied('https'))).toMatch(/; Secure$/);
    expect(sessionClearCookie(proxied('https'))).toBe(
      `${sessionCookie}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure`,
    );
  });

  it('is refused by the backend too once 30 days have passed, whatever the browser kept', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const member = members[0]!;
    const request = { cookies: { [sessionCookie]: openSession(member) } };
    vi.setSystemTime(new Date('2026-12-22T09:59:59Z'));
    expect(currentMember(request)).toBe(member);
    vi.setSystemTime(new Date('2026-12-22T10:00:00Z'));
    expect(currentMember(request)).toBeUndefined();
  });
});

describe('the visitor cookie', () => {
  it('is set once, with the same attributes and a 30-day expiry, Secure behind an HTTPS proxy', () => {
    const fresh = visitorOf({ cookies: {}, request: plain });
    expect(fresh.setCookie).toBe(
      `${visitorCookie}=${fresh.id}; Path=/; Max-Age=${thirtyDays}; HttpOnly; SameSite=Lax`,
    );
    expect(visitorOf({ cookies: {}, request: proxied('https') }).setCookie).toMatch(/; Secure$/);
    expect(visitorOf({ cookies: { [visitorCookie]: fresh.id }, request: plain })).toEqual({ id: fresh.id });
  });
});

describe('the caller', () => {
  it('is the logged-in member, in every browser; else the visitor of the cookie', () => {
    const member = members[2]!;
    const token = openSession(member);
    const visitor = crypto.randomUUID();
    expect(
      callerOf({ cookies: { [sessionCookie]: token, [visitorCookie]: visitor }, request: plain }),
    ).toEqual({ key: `member:${member.id}` });
    expect(knownCallerOf({ cookies: { [visitorCookie]: visitor } })).toEqual({ key: `visitor:${visitor}` });
    expect(knownCallerOf({ cookies: {} })).toBeUndefined();
    const fresh = callerOf({ cookies: {}, request: plain });
    expect(fresh.key).toBe(`visitor:${fresh.visitor?.id}`);
    expect(fresh.visitor?.setCookie).toBeDefined();
  });
});
