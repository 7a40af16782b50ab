import { definePages, loadInSteps } from '@cepa/core/page';

export { BookingFlow, type BookingFlowProps } from './pages/booking/booking-flow';
export { useBookingMessages } from './messages';

/** The booking slice's pages by page type, loaded on demand (the site's registry composes them). */
export const pages = definePages({
  // zod, the booking's contracts and its forms (with the form kit's rules) build their schemas as they
  // load: a task each, so that a phone hydrating the page answers between them (docs/performance.md, "Contracts a task apart").
  booking: loadInSteps(
    [() => import('@cepa/core/zod'), () => import('./api'), () => import('./forms')],
    () => import('./pages/booking/booking-page'),
  ),
  voucher_redemption: () => import('./pages/voucher/voucher-page'),
  booking_confirmation: () => import('./pages/confirmation/confirmation-page'),
});
