// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  consentCookie,
  consentMaxAgeSeconds,
  consentSignals,
  consentVersion,
  parseConsent,
  readConsent,
  serializeConsent,
  writeConsent,
} from './choice';

afterEach(() => {
  document.cookie = `${consentCookie}=; Path=/; Max-Age=0`;
  vi.restoreAllMocks();
});

describe('the visitor’s consent, as its cookie remembers it', () => {
  it('keeps each category apart, with the version of the choices offered, and nothing of the visitor’s own', () => {
    expect(serializeConsent({ analytics: true, marketing: false })).toBe(`${consentVersion}.10`);
    expect(serializeConsent({ analytics: false, marketing: true })).toBe(`${consentVersion}.01`);
    expect(parseConsent(`${consentVersion}.10`)).toEqual({ analytics: true, marketing: false });
    expect(parseConsent(`${consentVersion}.00`)).toEqual({ analytics: false, marketing: false });
  });

  it('is no choice when it is of another version, unreadable or absent (a new version asks again)', () => {
    expect(parseConsent(`${consentVersion + 1}.11`)).toBeUndefined();
    expect(parseConsent('0.11')).toBeUndefined();
    for (const value of [
      undefined,
      '',
      'yes',
      `${consentVersion}.21`,
      `${consentVersion}.1`,
      `${consentVersion}.11.5`,
    ])
      expect(parseConsent(value)).toBeUndefined();
  });

  it('is remembered by the browser for twelve months, then forgotten (its Max-Age)', () => {
    // jsdom's cookie jar keeps its own time, so the expiry itself is the browser's: the consent flows
    // read the cookie's expiry from Chromium's jar (e2e/specs/consent.spec.ts, "Reject all").
    const written: string[] = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      cookie.set!.call(document, value);
    });
    writeConsent({ analytics: true, marketing: false });
    expect(written).toEqual([
      `${consentCookie}=${consentVersion}.10; Path=/; Max-Age=31536000; SameSite=Lax`,
    ]);
    expect(consentMaxAgeSeconds).toBe(365 * 24 * 60 * 60);
    expect(readConsent()).toEqual({ analytics: true, marketing: false });
  });
});

describe('Consent Mode v2 signals', () => {
  it('grant analytics storage for analytics, the three advertising signals for marketing', () => {
    expect(consentSignals({ analytics: false, marketing: false })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
    expect(consentSignals({ analytics: true, marketing: false })).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
    });
    expect(consentSignals({ analytics: false, marketing: true })).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
    });
  });
});
