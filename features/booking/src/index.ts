import type { ComponentType } from 'react';
import type { PageContent } from '@cepa/core';

export { BookingFlow, type BookingFlowProps } from './flow/booking-flow';
export { useBookingMessages } from './messages';

type PageModule = { default: ComponentType<{ page: PageContent }> };

/** The booking slice's pages by page type, loaded on demand (the site's page-type registry uses them). */
export const bookingPages = {
  booking: (): Promise<PageModule> => import('./flow/booking-page'),
  voucher_redemption: (): Promise<PageModule> => import('./voucher/voucher-page'),
  booking_confirmation: (): Promise<PageModule> => import('./confirmation/confirmation-page'),
};
