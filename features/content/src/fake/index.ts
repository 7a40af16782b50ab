import type { RequestHandler } from 'msw';
import { getPageContent } from './pages';

export { pageFixtures, findPage, fixturePage, routes, type RouteName } from './fixtures';

/** The content slice's calls in the embedded backend. */
export const handlers: RequestHandler[] = [getPageContent.handler];
