import type { RequestHandler } from 'msw';
import { backend, paymentProvider, session } from '@cepa/core/backend';
import { handlers as layoutHandlers } from '@cepa/layout/fake';
import { handlers as contentHandlers } from '@cepa/content/fake';
import { handlers as bookingHandlers } from '@cepa/booking/fake';

/**
 * Every call of the embedded backend: the control calls plus each slice's handlers. The same list
 * serves the dev and preview servers (site/vite.config.ts), Storybook and the tests.
 */
export const handlers: RequestHandler[] = [
  ...backend.control,
  ...paymentProvider.handlers,
  ...session.handlers,
  ...layoutHandlers,
  ...contentHandlers,
  ...bookingHandlers,
];
