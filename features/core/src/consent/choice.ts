import { readCookie, writeCookie } from '../cookies';

/**
 * The visitor's consent to the cookies that are not necessary (AEPD's cookie guide; LSSI art. 22.2): none
 * until they choose, each category on its own.
 */
export type ConsentChoice = {
  /** Measuring the visits (the tag manager's analytics tags; Google's `analytics_storage`). */
  analytics: boolean;
  /** Advertising and its measurement (Google's `ad_storage`, `ad_user_data`, `ad_personalization`). */
  marketing: boolean;
};

/** The first-party cookie that remembers the choice. */
export const consentCookie = 'cepa_consent';

/**
 * The version of the choices offered: raise it when a category is added or its purpose changes, and
 * every visitor is asked again (a choice of another version is no choice).
 */
export const consentVersion = 1;

/** How long a choice holds: twelve months, then the visitor is asked again. */
export const consentMaxAgeSeconds = 60 * 60 * 24 * 365;

export const noConsent: ConsentChoice = { analytics: false, marketing: false };
export const fullConsent: ConsentChoice = { analytics: true, marketing: true };

/**
 * The cookie's value: `<version>.<analytics 0|1><marketing 0|1>`, and nothing of the visitor's own (no
 * date, no id): every visitor who made the same choice sends the same cookie, so a shared cache that keys
 * its copies on the cookies (`Vary: Cookie`) keeps one copy for all of them. The browser forgets it after
 * twelve months (its Max-Age).
 */
export function serializeConsent(choice: ConsentChoice): string {
  return `${consentVersion}.${choice.analytics ? 1 : 0}${choice.marketing ? 1 : 0}`;
}

/** The choice a cookie's value holds, or undefined: none, unreadable, or of another version. */
export function parseConsent(value: string | undefined): ConsentChoice | undefined {
  const match = value === undefined ? null : /^(\d+)\.([01])([01])$/.exec(value);
  if (!match || Number(match[1]) !== consentVersion) return undefined;
  return { analytics: match[2] === '1', marketing: match[3] === '1' };
}

/** The visitor's choice, as this browser remembers it (undefined: they have not chosen, or must again). */
export function readConsent(): ConsentChoice | undefined {
  return parseConsent(readCookie(consentCookie));
}

/** Remembers the visitor's choice for twelve months. */
export function writeConsent(choice: ConsentChoice): void {
  writeCookie(consentCookie, serializeConsent(choice), { maxAge: consentMaxAgeSeconds });
}

/** Whether a choice lets the tag manager load at all: consent to analytics or to marketing. */
export function allowsTagManager(choice: ConsentChoice): boolean {
  return choice.analytics || choice.marketing;
}

/** Google's Consent Mode v2 signals for a choice. */
export type ConsentSignals = Record<
  'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'analytics_storage',
  'granted' | 'denied'
>;

export function consentSignals(choice: ConsentChoice): ConsentSignals {
  const ads = choice.marketing ? 'granted' : 'denied';
  return {
    ad_storage: ads,
    ad_user_data: ads,
    ad_personalization: ads,
    analytics_storage: choice.analytics ? 'granted' : 'denied',
  };
}
