import { HttpResponse } from 'msw';
import { isBrand, isLanguage, pageRoutes, type PageContent } from '@cepa/core';
import { backend, currentMember, noAuthenticatedMember } from '@cepa/core/backend';
import { findPage, isMemberOnlyPageType, type PageSource } from './fixtures';

/**
 * GET /api/pages/?path=&language=&brand= — Cepa's own page-content address (SPEC §2 leaves it out).
 * 400 without a path or with an unknown language or brand, 404 for an unknown path, 403
 * CLUB_NO_AUTHENTICATED_MEMBER for a club page without a logged-in member. It serves `pages` (the
 * slice's, which its parts give) and the pages of other slices' `sources`.
 */
export const pageContentCall = (pages: readonly PageContent[], sources: readonly PageSource[] = []) =>
  backend.call(pageRoutes.pageContent, ({ request, cookies }) => {
    const query = new URL(request.url).searchParams;
    const path = query.get('path');
    const language = query.get('language');
    const brand = query.get('brand');
    if (!path) return HttpResponse.json({ detail: 'The path is required' }, { status: 400 });
    if (!isLanguage(language)) return HttpResponse.json({ detail: 'Invalid language' }, { status: 400 });
    if (!isBrand(brand)) return HttpResponse.json({ detail: 'Invalid brand' }, { status: 400 });
    const page = findPage(brand, language, path, pages, sources);
    if (!page) return HttpResponse.json({ detail: 'Not found' }, { status: 404 });
    if (isMemberOnlyPageType(page.page_type) && !currentMember({ cookies })) return noAuthenticatedMember();
    return HttpResponse.json(page);
  });
