import type { PageContextClient } from 'vike/types';
import { LoginPage } from '../app';
import { preloadPage } from '../registry';
import type { SiteData } from '../site-data';

/**
 * The code the page shows (its page type's or the login form's) is in before hydrating or showing a page
 * reached in-page: nothing suspends, the page hydrates in one pass. The frame's newsletter form hydrates
 * when the visitor comes to it (`HydrateOnDemand`). A failed load is left to the page, which offers a
 * reload.
 */
export default async function onBeforeRenderClient(pageContext: PageContextClient) {
  const data = pageContext.data as SiteData | undefined;
  await Promise.all([
    data?.kind === 'page' ? preloadPage(data.page.page_type) : null,
    data?.kind === 'login' ? LoginPage.preload() : null,
  ]).catch(() => undefined);
}
