import { readCookie } from '@cepa/core';

/** SPEC §1: the answer is remembered in a cookie with the value yes. */
export const ageVerifiedCookie = 'age_verified';

export function isAgeVerified(): boolean {
  return readCookie(ageVerifiedCookie) === 'yes';
}
