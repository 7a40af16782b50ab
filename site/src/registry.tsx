import { lazy, type ComponentType } from 'react';
import type { PageContent } from '@cepa/core';
import { bookingPages } from '@cepa/booking';
import { contentPages } from '@cepa/content';

type PageComponent = ComponentType<{ page: PageContent }>;
type Loader = () => Promise<{ default: PageComponent }>;

/**
 * Page types, as page content names them, mapped to the slice page that renders them. Each page is
 * loaded on demand, so a visitor downloads only the slices of the page types they open.
 */
const loaders: Record<string, Loader> = {
  home: contentPages.home,
  content: contentPages.content,
  booking: bookingPages.booking,
  voucher_redemption: bookingPages.voucher_redemption,
  booking_confirmation: bookingPages.booking_confirmation,
};

const pages: Record<string, PageComponent> = Object.fromEntries(
  Object.entries(loaders).map(([type, load]) => [type, lazy(load)]),
);
/** Page types without a page of their own render as content pages. */
const ContentPage = lazy(contentPages.content);

/** The slice page for the content's page type (suspends while its code loads). */
export function RegisteredPage({ page }: { page: PageContent }) {
  const Page = Object.hasOwn(pages, page.page_type) ? pages[page.page_type]! : ContentPage;
  return <Page page={page} />;
}
