import type { RequestHandler } from 'msw';
import { paymentProvider, session } from '@cepa/core/backend';
import { handlers as layoutHandlers } from '@cepa/layout/fake';
import { contentHandlers } from '@cepa/content/fake';
import { handlers as bookingHandlers } from '@cepa/booking/fake';
import { handlers as shopHandlers, shopPages } from '@cepa/shop/fake';
import { clubPages, handlers as clubHandlers } from '@cepa/club/fake';

/**
 * Every call of the embedded backend: each slice's handlers. The same list serves the backend's own
 * process (`site/backend/main.ts`, which adds the control calls only when asked), Storybook and the
 * tests. The content system serves the shop's pages (catalogue, products, basket) and the club's too,
 * in its frame.
 */
export const handlers: RequestHandler[] = [
  ...paymentProvider.handlers,
  ...session.handlers,
  ...layoutHandlers,
  ...contentHandlers([shopPages, clubPages]),
  ...bookingHandlers,
  ...shopHandlers,
  ...clubHandlers,
];
