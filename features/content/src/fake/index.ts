import type { RequestHandler } from 'msw';
import type { Brand, Language, PageContent } from '@cepa/core';
import {
  blockPageFixtures,
  pageByRoute,
  pageContentCall,
  type PageSource,
  type RouteName,
} from '../blocks/fake';
import { listHandlers, listPageFixtures } from '../lists/fake';
import { requestCallNames, requestHandlers, requestPageFixtures } from '../requests/fake';

export { layoutFor, routes, type PageSource, type RouteName } from '../blocks/fake';
export { contactSubjects, fieldErrors, requestsReceived } from '../requests/fake';
export { listCalls, listPageSize } from '../lists/fake';

/**
 * Every page of the content slice's embedded content system, both brands and both languages: the
 * content and booking pages, the lists' and the requests' (each part gives its own).
 */
export const pageFixtures: PageContent[] = [
  ...blockPageFixtures,
  ...listPageFixtures,
  ...requestPageFixtures,
];

/** A fixture page of any part by route name, for tests. */
export const fixturePage = (brand: Brand, language: Language, route: RouteName) =>
  pageByRoute(pageFixtures, brand, language, route);

/**
 * The content slice's calls in the embedded backend; `sources` adds other slices' pages (the site
 * composes them), served in this content system's frame.
 */
export function contentHandlers(sources: readonly PageSource[] = []): RequestHandler[] {
  return [pageContentCall(pageFixtures, sources).handler, ...requestHandlers, ...listHandlers];
}

/** The content slice's calls with its own pages only. */
export const handlers: RequestHandler[] = contentHandlers();

/** Each request call's name, for switching faults on it (stories, unit tests, Playwright). */
export const contentCalls = requestCallNames;
