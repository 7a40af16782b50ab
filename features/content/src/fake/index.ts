import type { RequestHandler } from 'msw';
import { callNames, handlersOf } from '@cepa/core/backend';
import type { PageSource } from './fixtures';
import { pageContentCall } from './pages';
import { requestCalls } from './requests';
import { listHandlers } from '../lists/fake';

export {
  pageFixtures,
  findPage,
  fixturePage,
  layoutFor,
  routes,
  type RouteName,
  type PageSource,
} from './fixtures';
export { requestsReceived, fieldErrors } from './requests';
export { contactSubjects } from './request-fixtures';
export { listCalls, listPageSize } from '../lists/fake';

/**
 * The content slice's calls in the embedded backend; `sources` adds other slices' pages (the site
 * composes them), served in this content system's frame.
 */
export function contentHandlers(sources: readonly PageSource[] = []): RequestHandler[] {
  return [pageContentCall(sources).handler, ...handlersOf(requestCalls), ...listHandlers];
}

/** The content slice's calls with its own pages only. */
export const handlers: RequestHandler[] = contentHandlers();

/** Each call's name, for switching faults on it (stories, unit tests, Playwright). */
export const contentCalls = callNames(requestCalls);
