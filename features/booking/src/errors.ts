import { isApiError, tooManyAttemptsOf, type ApiError } from '@cepa/core/http';
import { bookingConflictSchema, type BookingConflict } from './api';

/** SPEC §8, the one place the booking's failures become outcomes the screens show. */

export type BookingErrorKind = 'conflict' | 'default';

/**
 * A booking intent, redeem or capture failure: 409 is a conflict (the slot was taken; the screen
 * says so and fires `slot_taken`), anything else (other status, no response, bad body) the default.
 */
export function bookingErrorKind(error: ApiError | unknown): BookingErrorKind {
  return isApiError(error) && error.kind === 'http' && error.status === 409 ? 'conflict' : 'default';
}

/** A capture's 409 body (SPEC §4: kept to go back to the experience page), or null. */
export function bookingConflictOf(error: ApiError | unknown): BookingConflict | null {
  if (bookingErrorKind(error) !== 'conflict') return null;
  const parsed = bookingConflictSchema.safeParse((error as ApiError).body);
  return parsed.success ? parsed.data : null;
}

export type VoucherCheckOutcome =
  'not_found' | 'too_soon' | 'outdated' | 'inactive' | 'already_redeemed' | 'too_many_attempts' | 'silent';

/** The backend's voucher error codes (string bodies) and the outcome each shows. */
export const voucherErrorCodes = {
  ERROR_VOUCHER_DOESNT_EXIST: 'not_found',
  ERROR_VOUCHER_TOO_SOON: 'too_soon',
  ERROR_VOUCHER_OUTDATED: 'outdated',
  ERROR_VOUCHER_INACTIVE: 'inactive',
  ERROR_VOUCHER_ALREADY_REDEEMED: 'already_redeemed',
} as const satisfies Record<string, Exclude<VoucherCheckOutcome, 'silent' | 'too_many_attempts'>>;
export type VoucherErrorCode = keyof typeof voucherErrorCodes;

/** The error text a response carries: a string body, or the `detail` of a JSON one. */
function responseText(error: ApiError): string | undefined {
  if (typeof error.body === 'string') return error.body.trim() || undefined;
  return error.detail?.trim() || undefined;
}

/**
 * SPEC §8, voucher check: a 429 (the site's limits on checks) is too many attempts; a response whose
 * text starts with ERROR_VOUCHER is shown translated
 * (an unknown ERROR_VOUCHER_… reads as not found), any other response is 'voucher not found', and a
 * failure with no response data (no response, an empty body) is silent.
 */
export function voucherCheckOutcome(error: ApiError | unknown): VoucherCheckOutcome {
  if (!isApiError(error)) return 'silent';
  // Too many codes checked from this connection (the site's limits, 429): said as such, never "not found".
  if (tooManyAttemptsOf(error) !== null) return 'too_many_attempts';
  if (error.kind === 'contract') return 'not_found';
  if (error.kind !== 'http') return 'silent';
  const text = responseText(error);
  if (!text) return 'silent';
  if (text.startsWith('ERROR_VOUCHER')) {
    const code = Object.keys(voucherErrorCodes).find((known) => text.startsWith(known)) as
      VoucherErrorCode | undefined;
    return code ? voucherErrorCodes[code] : 'not_found';
  }
  return 'not_found';
}
