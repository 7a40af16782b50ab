import { redirect } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { config, fetchPageContent, isApiError, loginPathFor, reportError } from '@cepa/core';
import { languageOfPath } from '../../routing';
import { backendDidNotAnswer, brandOf, clientFor, errorPage, memberOf } from '../../server/page-data';
import { preloadLayout } from '@cepa/layout';
import { loadPageData, pageTitleFor, preloadPage } from '../../registry';
import type { PostedForm } from '@cepa/core/form';
import type { PageData } from '../../site-data';
import '../../server/dom';

/**
 * The page content of the address (SPEC §2), fetched on the server with the visitor's cookie: no
 * response in the time budget → the error page with 503 (the backend is unavailable; the page is
 * SPEC's "no response" page, with its message); an error status → that status;
 * CLUB_NO_AUTHENTICATED_MEMBER → `/login` with the full path in `next` (a same-site path only); any
 * other failure → 500. Rendered in answer to a form of the page sent without JavaScript, with what
 * came of it (`site/server/posted-forms.ts`).
 */
export async function data(pageContext: PageContextServer & { postedForm?: PostedForm }): Promise<PageData> {
  const { urlPathname, urlOriginal, urlParsed } = pageContext;
  const brand = brandOf(pageContext);
  const language = languageOfPath(urlPathname);
  if (urlPathname === '/') throw redirect(`/${config.defaultLanguage}/`);
  if (!language) throw await errorPage(404, config.defaultLanguage, brand, pageContext);
  try {
    const [page, member] = await Promise.all([
      fetchPageContent(urlPathname, language, brand, { client: clientFor(pageContext) }),
      memberOf(pageContext),
    ]);
    // The page type's code, and what its server loader fetches for the address's query, are in
    // before rendering: the HTML carries the page's content and data.
    const client = clientFor(pageContext);
    const query = urlParsed.searchOriginal ?? '';
    const [loaded, title] = await Promise.all([
      loadPageData({ page, query, client }),
      pageTitleFor({ page, query }),
      preloadPage(page.page_type, { parts: true }),
      preloadLayout(),
    ]);
    const { postedForm } = pageContext;
    return {
      kind: 'page',
      brand,
      language,
      page,
      member,
      ...(loaded === undefined ? {} : { loaded }),
      ...(title === undefined ? {} : { title }),
      ...(postedForm ? { postedForm } : {}),
    };
  } catch (error) {
    if (!isApiError(error)) {
      reportError(error, 'site: loading the page content');
      throw await errorPage(500, language, brand, pageContext);
    }
    if (error.detail === 'CLUB_NO_AUTHENTICATED_MEMBER') throw redirect(loginPathFor(urlOriginal));
    if (backendDidNotAnswer(error)) {
      reportError(error, 'site: the backend did not answer for the page content');
      throw await errorPage(503, language, brand, pageContext, { unanswered: true });
    }
    const status = error.kind === 'http' && error.status ? error.status : 500;
    throw await errorPage(status, language, brand, pageContext);
  }
}
