import type { PageContextClient } from 'vike/types';
import { preloadLayout } from '@cepa/layout';
import { LoginPage } from '../app';
import { preloadPage } from '../registry';
import type { ErrorReason, SiteData } from '../site-data';

/**
 * The code the page shows (its page type's or the login form's, the frame's newsletter form) is in before
 * hydrating or showing a page reached in-page: nothing suspends, the page hydrates in one pass. A
 * failed load is left to the page, which offers a reload.
 */
export default async function onBeforeRenderClient(pageContext: PageContextClient) {
  const data = pageContext.data as SiteData | undefined;
  const reason = pageContext.abortReason as ErrorReason | undefined;
  const framed = data?.kind === 'page' || !!(data?.kind === 'login' ? data.frame : reason?.frame);
  await Promise.all([
    data?.kind === 'page' ? preloadPage(data.page.page_type) : null,
    data?.kind === 'login' ? LoginPage.preload() : null,
    framed ? preloadLayout() : null,
  ]).catch(() => undefined);
}
