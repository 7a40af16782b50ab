import type { Thing, WebSite, Winery, WithContext } from 'schema-dts';
import type { PageContent } from '@cepa/core';
import { structuredData as shopStructuredData } from '@cepa/shop/server';
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

/** The slices' builders by page type (server only), beside the homes'. */
const builders: Record<string, (context: { page: PageContent; origin: string; image: string }) => Thing[]> = {
  ...shopStructuredData,
};

/** A page's structured data (none for a page type without a schema.org meaning). */
export function structuredDataFor(page: PageContent, origin: string): Thing[] {
  if (page.page_type === 'home') return homeStructuredData(page, origin);
  const build = Object.hasOwn(builders, page.page_type) ? builders[page.page_type] : undefined;
  return build ? build({ page, origin, image: cardImageOf(page, origin) }) : [];
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
