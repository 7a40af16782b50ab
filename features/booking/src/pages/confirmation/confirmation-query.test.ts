import { describe, expect, it } from 'vitest';
import { decodeBookingHash } from '../../hash';
import { confirmationAction, conflictReturnUrl } from './confirmation-query';

describe('confirmationAction (SPEC §2, §4)', () => {
  it.each([
    ['?voucher_redemption=1001', { kind: 'redemption', voucherRedemptionId: '1001' }],
    [
      '?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded',
      { kind: 'capture', paymentIntent: 'pi_1' },
    ],
    ['?payment_intent=pi_1&redirect_status=failed', { kind: 'notPaid' }],
    ['?payment_intent=pi_1&redirect_status=processing', { kind: 'notPaid' }],
    ['?payment_intent=pi_1', { kind: 'notPaid' }],
    ['?redirect_status=succeeded', { kind: 'notPaid' }],
    ['?redirect_status=succeeded&payment_intent=', { kind: 'notPaid' }],
    ['', { kind: 'none' }],
    ['?voucher_redemption=', { kind: 'none' }],
  ])('%s → %o', (search, action) => {
    expect(confirmationAction(search)).toEqual(action);
  });
});

describe('conflictReturnUrl (SPEC §4)', () => {
  it('goes back to the experience page at the date choice with the booking intent id in the hash', () => {
    const url = conflictReturnUrl(
      {
        booking_intent_id: 101,
        experience_page_url: '/es/reservar?experience=1',
      },
      '/es/experiencias',
    );
    const [path, hash] = url.split('#');
    expect(path).toBe('/es/reservar?experience=1');
    expect(decodeBookingHash(hash)).toEqual({ step: 2, bookingIntentId: 101, experienceId: 1 });
  });

  it('replaces a hash the url already had and copes without an experience', () => {
    const url = conflictReturnUrl({ booking_intent_id: 7, experience_page_url: '/en/book#old' }, '/en/');
    expect(url.startsWith('/en/book#')).toBe(true);
    expect(decodeBookingHash(url.split('#')[1])).toEqual({ step: 2, bookingIntentId: 7 });
  });

  it.each(['javascript:alert(1)', 'https://evil.example/x', '//evil.example', '/.//evil.example'])(
    'never follows an experience address off the site (%s): the fallback instead',
    (experience_page_url) => {
      const url = conflictReturnUrl({ booking_intent_id: 7, experience_page_url }, '/es/experiencias');
      expect(url.startsWith('/es/experiencias#')).toBe(true);
    },
  );
});
