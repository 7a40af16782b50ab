import type { Language, PageContent } from '@cepa/core';
import { intlLocale } from '@cepa/core/i18n';

/**
 * The locale Open Graph names for a language: the one its numbers and dates are written in (`intlLocale`:
 * es-ES, en-GB), as Open Graph writes it (es_ES, en_GB); so the languages' list is the only place to add one.
 */
export const openGraphLocaleOf = (language: Language) => intlLocale[language].replace('-', '_');

/** Each brand's card for a shared link when a page has no picture of its own (1200×630, site/public/social/). */
export const defaultCardImage = (brand: PageContent['brand']) => ({
  path: `/social/${brand}.png`,
  width: 1200,
  height: 630,
});

/** A tag of the page's head: `<meta property=… content=…>` (Open Graph) or `<meta name=… content=…>`. */
export type MetaTag = { property: string; content: string } | { name: string; content: string };

/**
 * The page's main picture when it has one a link preview can show (a wine's first photograph, on this
 * site or on an https address); a `data:` picture (the embedded backend's drawings) cannot be fetched by a
 * social network, so the brand's card stands in.
 */
export function mainImageOf(page: PageContent): { url: string; alt: string } | null {
  const images = (page.data.product as { images?: unknown } | undefined)?.images;
  const first = Array.isArray(images)
    ? (images[0] as { url?: unknown; alt?: unknown } | undefined)
    : undefined;
  if (typeof first?.url !== 'string') return null;
  if (!first.url.startsWith('/') && !first.url.startsWith('https://')) return null;
  return { url: first.url, alt: typeof first.alt === 'string' ? first.alt : '' };
}

/** The address of the picture a shared link of the page shows: its own, or the brand's card. */
export function cardImageOf(page: PageContent, origin: string): string {
  return new URL(mainImageOf(page)?.url ?? defaultCardImage(page.brand).path, origin).href;
}

/**
 * The Open Graph and Twitter card tags of a page beside those Vike writes from its title and description
 * (`og:title`, `og:description`: +title.ts, +description.ts): its canonical address and its picture
 * (`og:image` with its size and what it shows, in that order, as Open Graph reads them) made absolute on
 * the brand's configured origin (`origin`, never the request's Host: a shared cache keeps the HTML), the
 * brand's name, its language and the others it is in, and Twitter's large card.
 */
export function socialTags(page: PageContent, origin: string): MetaTag[] {
  const main = mainImageOf(page);
  const card = defaultCardImage(page.brand);
  return [
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: page.layout.brand_name },
    { property: 'og:url', content: new URL(page.path, origin).href },
    { property: 'og:locale', content: openGraphLocaleOf(page.language) },
    ...page.alternates.map((alternate) => ({
      property: 'og:locale:alternate',
      content: openGraphLocaleOf(alternate.language),
    })),
    { property: 'og:image', content: cardImageOf(page, origin) },
    ...(main
      ? []
      : [
          { property: 'og:image:width', content: String(card.width) },
          { property: 'og:image:height', content: String(card.height) },
        ]),
    { property: 'og:image:alt', content: main?.alt || page.layout.brand_name },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}
