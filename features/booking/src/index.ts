import { definePages } from '@cepa/core/page';

export { BookingFlow, type BookingFlowProps } from './pages/booking/booking-flow';
export { useBookingMessages } from './messages';

/** The booking slice's pages by page type, loaded on demand (the site's registry composes them). */
export const pages = definePages({
  booking: () => import('./pages/booking/booking-page'),
  voucher_redemption: () => import('./pages/voucher/voucher-page'),
  booking_confirmation: () => import('./pages/confirmation/confirmation-page'),
});
