import { inLanguage } from '@cepa/core/i18n';
import type { Brand, Language, PageContent } from '@cepa/core';
import { pageByRoute, pageIdOf, pagesOf, type OwnContent } from '../../blocks/fake';
import { requestPages } from './fixtures';

type RequestRoute = keyof typeof requestPages;

function requestContent(brand: Brand, language: Language, route: RequestRoute): OwnContent {
  const { title, description } = inLanguage(requestPages[route], language);
  return {
    title,
    description,
    blocks: [],
    data:
      route === 'experienceRequest'
        ? // The experience request form's id on the backend (SPEC §2): the page's own id here.
          { page_id: pageIdOf(brand, language, route) }
        : {},
  };
}

/** The contact and experience request pages the content system serves. */
export const requestPageFixtures: PageContent[] = pagesOf<RequestRoute>(
  ['contact', 'experienceRequest'],
  requestContent,
);

/** A contact or experience request page, for stories and tests. */
export const requestPage = (brand: Brand, language: Language, route: RequestRoute) =>
  pageByRoute(requestPageFixtures, brand, language, route);
