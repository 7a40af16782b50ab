import { lazy, type ComponentType } from 'react';
import { retryOnce, type PageProps, type SlicePages } from '@cepa/core/page';
import { pages as bookingPages } from '@cepa/booking';
import { pages as contentPages } from '@cepa/content';

/**
 * The page-type registry, composed from each slice's `pages` map: page types as page content names
 * them, each loaded on demand, so a visitor downloads only the slices of the page types they open (a
 * failed load is tried once more; then the page offers a reload).
 */
const slicePages: SlicePages = { ...contentPages, ...bookingPages };

const pages: Record<string, ComponentType<PageProps>> = Object.fromEntries(
  Object.entries(slicePages).map(([type, load]) => [type, lazy(retryOnce(load))]),
);

/** The slice page for the content's page type (suspends while its code loads). */
export function RegisteredPage(props: PageProps) {
  // Page types without a page of their own render as content pages.
  const Page = Object.hasOwn(pages, props.page.page_type) ? pages[props.page.page_type]! : pages.content!;
  return <Page {...props} />;
}
