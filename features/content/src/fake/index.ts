import type { RequestHandler } from 'msw';
import type { PageSource } from './fixtures';
import { pageContentCall } from './pages';

export {
  pageFixtures,
  findPage,
  fixturePage,
  layoutFor,
  routes,
  type RouteName,
  type PageSource,
} from './fixtures';

/**
 * The content slice's calls in the embedded backend; `sources` adds other slices' pages (the site
 * composes them), served in this content system's frame.
 */
export function contentHandlers(sources: readonly PageSource[] = []): RequestHandler[] {
  return [pageContentCall(sources).handler];
}

/** The content slice's calls with its own pages only. */
export const handlers: RequestHandler[] = contentHandlers();
