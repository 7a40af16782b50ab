import type { RequestHandler } from 'msw';
import type { PageSource } from './fixtures';
import { pageContentCall } from './pages';
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
export { listCalls, listPageSize } from '../lists/fake';

/**
 * The content slice's calls in the embedded backend; `sources` adds other slices' pages (the site
 * composes them), served in this content system's frame.
 */
export function contentHandlers(sources: readonly PageSource[] = []): RequestHandler[] {
  return [pageContentCall(sources).handler, ...listHandlers];
}

/** The content slice's calls with its own pages only. */
export const handlers: RequestHandler[] = contentHandlers();
