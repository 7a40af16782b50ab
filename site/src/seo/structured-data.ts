import type { BreadcrumbList, Thing, WebSite, Winery, WithContext } from 'schema-dts';
import type { PageContent } from '@cepa/core';
import {
  breadcrumbList,
  structuredData as contentStructuredData,
  type StructuredDataContext,
} from '@cepa/content/server';
import { structuredData as shopStructuredData } from '@cepa/shop/server';
import { indexedPageTypes } from './robots';
import { cardImageOf } from './social';

/**
 * A home in schema.org terms: the producer (`Winery`, an `Organization`) and its `WebSite`, in the
 * page's language.
 */
export function homeStructuredData(
  page: PageContent,
  origin: string,
): [WithContext<Winery>, WithContext<WebSite>] {
  const url = new URL(page.path, origin).href;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Winery',
      name: page.layout.brand_name,
      url,
      logo: new URL('/favicon.svg', origin).href,
      image: cardImageOf(page, origin),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: page.layout.brand_name,
      url,
      inLanguage: page.language,
    },
  ];
}

/**
 * The back path of an indexed page that is not the home: the home (by the brand's name), then the page
 * (by its title).
 */
export function breadcrumbsOf(page: PageContent, origin: string): WithContext<BreadcrumbList> {
  return breadcrumbList(page, origin, [{ name: page.title, path: page.path }]);
}

/** The slices' builders by page type (server only); the homes' experiences come beside their winery. */
const builders: Record<string, (context: StructuredDataContext) => Thing[]> = {
  ...contentStructuredData,
  ...shopStructuredData,
};

/** Page types whose slice writes the back path itself: a wine's runs through the catalogue. */
const ownBackPath = new Set(['product']);

/**
 * A page's structured data: the slice's for its page type, and the back path of an indexed page other
 * than the home. None for a page that is not indexed (a visitor's own task or data has nothing to show
 * in a search). A page type the registry does not know renders as a content page (registry.tsx), and
 * is described as one.
 */
export function structuredDataFor(page: PageContent, origin: string): Thing[] {
  const pageType = Object.hasOwn(indexedPageTypes, page.page_type)
    ? (page.page_type as keyof typeof indexedPageTypes)
    : 'content';
  if (!indexedPageTypes[pageType]) return [];
  const build = Object.hasOwn(builders, pageType) ? builders[pageType] : undefined;
  const own = build ? build({ page, origin, image: cardImageOf(page, origin) }) : [];
  if (pageType === 'home') return [...homeStructuredData(page, origin), ...own];
  return ownBackPath.has(pageType) ? own : [...own, breadcrumbsOf(page, origin)];
}

/**
 * The text of a `<script type="application/ld+json">`: JSON in which no text of the content system or the
 * shop can end the element or open a comment (`<`, `>` and `&` written as JSON escapes), nor break a
 * script as a line ends (U+2028, U+2029). JSON.parse reads it back the same.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
