import type { PageContextClient } from 'vike/types';
import { answerSiteLocalesAhead, parseWithoutEvalInTheBrowser } from '@cepa/core';
import { loadWaitingParts } from '@cepa/core/page';
import { LoginPage } from '../app';
import { preloadPage } from '../registry';
import type { SiteData } from '../site-data';
import { evaluateAnnouncedCode } from '../page-code-in-steps';
// React DOM evaluated in its own file's task (react-dom-client.ts).
import '../react-dom-client';

// Before any page code loads zod: it parses without probing eval, which the site's policy refuses.
parseWithoutEvalInTheBrowser();
// Before any page code formats a message: the browser is not asked to list every locale it has.
answerSiteLocalesAhead();

/**
 * The code the page shows (its page type's or the login form's) is in before hydrating or showing a page
 * reached in-page: nothing suspends, the page hydrates in one pass. The frame (header, footer) and the
 * page's read-only blocks hydrate later (`HydrateOnDemand`); before an in-page navigation replaces them,
 * the code of those still waiting loads, so that React hydrates them before it updates them. A failed
 * load is left to the page, which offers a reload. A hydrating page then lets the browser paint the
 * server's HTML before it hydrates, in a task of its own.
 */
export default async function onBeforeRenderClient(pageContext: PageContextClient) {
  const data = pageContext.data as SiteData | undefined;
  // A hydrating page's own code, a file a task (its head announced it), before the import below finds
  // it all evaluated.
  if (pageContext.isHydration && data?.kind === 'page') await evaluateAnnouncedCode();
  await Promise.all([
    data?.kind === 'page'
      ? preloadPage(data.page.page_type, {
          parts: !pageContext.isHydration,
          hydratingFromLoaded: pageContext.isHydration && data.loaded !== undefined,
        })
      : null,
    data?.kind === 'login' ? LoginPage.preload() : null,
    pageContext.isHydration ? null : loadWaitingParts(),
  ]).catch(() => undefined);
  // Hydrating holds the main thread a while: it starts in a task of its own once the browser has painted
  // the server's HTML, not in the task that evaluates the last module it waited for.
  if (pageContext.isHydration) await afterNextPaint();
}

/**
 * Resolves once the browser has painted the next frame: at once in a hidden tab (which paints no
 * frame), and after 100 ms at the latest.
 */
function afterNextPaint() {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}
