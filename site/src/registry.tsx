import { reportError } from '@cepa/core';
import {
  preloadable,
  retryOnce,
  type PageLoadContext,
  type PageProps,
  type SlicePages,
} from '@cepa/core/page';
import { pages as bookingPages } from '@cepa/booking';
import { pages as clubPages } from '@cepa/club';
import { pages as contentPages } from '@cepa/content';
import { pages as shopPages } from '@cepa/shop';

/**
 * The page-type registry, composed from each slice's `pages` map: page types as page content names
 * them, each loaded on demand, so a visitor downloads only the slices of the page types they open (a
 * failed load is tried once more; then the page offers a reload).
 */
const slicePages: SlicePages = { ...contentPages, ...bookingPages, ...shopPages, ...clubPages };

/** Page types without a page of their own render as content pages. */
const typeOf = (pageType: string) => (Object.hasOwn(slicePages, pageType) ? pageType : 'content');

const pages: Record<string, ReturnType<typeof preloadable<PageProps>>> = Object.fromEntries(
  Object.entries(slicePages).map(([type, load]) => [
    type,
    preloadable(() => retryOnce(load)().then((module) => module.default)),
  ]),
);

/**
 * Loads a page type's code before the page renders: on the server, so the HTML carries the page; in
 * the browser, before hydrating and before showing a page reached in-page, so nothing suspends. With
 * `parts`, the code the page renders on demand too (`PageModule['preload']`): a page shown in-page has
 * no server HTML to show meanwhile (a hydrating page hydrates those parts later, unless its module asks
 * for them before hydrating from its server loader's data: `hydratingFromLoaded`).
 */
export async function preloadPage(
  pageType: string,
  { parts = false, hydratingFromLoaded = false } = {},
): Promise<void> {
  await pages[typeOf(pageType)]!.preload();
  if (!parts && !hydratingFromLoaded) return;
  const module = await retryOnce(slicePages[typeOf(pageType)]!)();
  if (parts || module.preloadToHydrate) await module.preload?.();
}

/**
 * Runs the page type's server loader (`PageModule['load']`), if it has one, for the data hook: its
 * result goes into the page data, so the HTML carries it and the page hydrates from it. A loader that
 * throws is reported and the page renders without its data (it then asks in the browser).
 */
export async function loadPageData(context: PageLoadContext): Promise<unknown> {
  const module = await retryOnce(slicePages[typeOf(context.page.page_type)]!)();
  if (!module.load) return undefined;
  try {
    return await module.load(context);
  } catch (error) {
    reportError(error, `site: the server loader of page type "${context.page.page_type}"`);
    return undefined;
  }
}

/**
 * The document's title the page type's module gives this address (`PageModule['title']`), if it gives
 * one: the server writes it instead of the page content's title.
 */
export async function pageTitleFor(
  context: Pick<PageLoadContext, 'page' | 'query'>,
): Promise<string | undefined> {
  const module = await retryOnce(slicePages[typeOf(context.page.page_type)]!)();
  return module.title?.(context);
}

/** The slice page for the content's page type (suspends while its code loads, if not preloaded). */
export function RegisteredPage(props: PageProps) {
  const Page = pages[typeOf(props.page.page_type)]!;
  return <Page {...props} />;
}
