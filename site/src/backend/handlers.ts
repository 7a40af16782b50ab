import type { RequestHandler } from 'msw';
import { backend, paymentProvider, session } from '@cepa/core/backend';
import { handlers as layoutHandlers } from '@cepa/layout/fake';
import { contentHandlers } from '@cepa/content/fake';
import { handlers as bookingHandlers } from '@cepa/booking/fake';
import { handlers as shopHandlers, shopPages } from '@cepa/shop/fake';
import { clubPages, handlers as clubHandlers } from '@cepa/club/fake';

/**
 * Every call of the embedded backend: the control calls plus each slice's handlers. The same list
 * serves the dev and preview servers (site/vite.config.ts), Storybook and the tests. The content
 * system serves the shop's pages (catalogue, products, basket) and the club's too, in its frame.
 */
export const handlers: RequestHandler[] = [
  ...backend.control,
  ...paymentProvider.handlers,
  ...session.handlers,
  ...layoutHandlers,
  ...contentHandlers([shopPages, clubPages]),
  ...bookingHandlers,
  ...shopHandlers,
  ...clubHandlers,
];
