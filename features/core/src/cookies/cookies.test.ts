import { describe, expect, it } from 'vitest';
import { parseCookies, serializeCookie } from './cookies';

describe('serializeCookie', () => {
  it('writes every attribute explicitly', () => {
    expect(serializeCookie('age_verified', 'yes', { maxAge: 31536000 })).toBe(
      'age_verified=yes; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
  });
  it('leaves Secure out on plain http (loopback development) unless asked', () => {
    expect(serializeCookie('banner_hidden', 'true', {}, false)).toBe(
      'banner_hidden=true; Path=/; SameSite=Lax',
    );
    expect(serializeCookie('banner_hidden', 'true', { secure: true }, false)).toContain('Secure');
  });
  it('encodes values and refuses odd names', () => {
    expect(serializeCookie('x', 'a b;c', {}, false)).toMatch(/^x=a%20b%3Bc;/);
    expect(() => serializeCookie('a;b', 'x')).toThrow(/Invalid cookie name/);
  });
});

describe('parseCookies', () => {
  it('reads a cookie header', () => {
    expect(parseCookies('age_verified=yes; banner_hidden=true; x=a%20b')).toEqual({
      age_verified: 'yes',
      banner_hidden: 'true',
      x: 'a b',
    });
  });
});
