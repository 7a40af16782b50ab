import { defineRoutes } from '@cepa/core/http';

/**
 * The booking slice's endpoints (SPEC §7), each written once: the calls in `api.ts` and the
 * embedded backend's handlers in `fake/` both use this table. Paths are under the API base.
 */
export const bookingRoutes = defineRoutes({
  experience: { method: 'get', path: '/experience/:id' },
  experiences: { method: 'get', path: '/experience/' },
  bookingOptions: { method: 'get', path: '/experience/:id/booking_options' },
  slotOptions: { method: 'get', path: '/experience/:id/slot_options/' },
  bookingIntent: { method: 'get', path: '/booking_intent/:id' },
  createBookingIntent: { method: 'post', path: '/booking_intent/' },
  /** Cepa's own: SPEC §7 leaves the capture call's shape out. */
  captureBookingPayment: { method: 'post', path: '/booking_intent/capture/' },
  checkVoucher: { method: 'get', path: '/admin_voucher/voucher/public/check_validity/' },
  redeemVoucher: { method: 'post', path: '/admin_voucher/voucher/public/redeem/' },
  checkRedemption: { method: 'get', path: '/admin_voucher/voucher/public/check_redemption/' },
});
