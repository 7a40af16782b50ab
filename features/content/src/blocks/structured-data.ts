import type { AggregateOffer, BreadcrumbList, Product, WithContext } from 'schema-dts';
import type { PageContent } from '@cepa/core';
import { experienceCardsBlockSchema, type ExperienceCardsBlock } from './components/schema';

/** What a page's structured data is built from: its content, the brand's origin and its card's picture. */
export type StructuredDataContext = {
  page: PageContent;
  /** The brand's configured origin: every address is absolute on it. */
  origin: string;
  /** The picture a shared link of the page shows (its own, or the brand's card), absolute. */
  image: string;
};

/**
 * A page's back path in schema.org terms: the home (by the brand's name), then each step of `trail` (the
 * page itself last), every address absolute on the brand's origin.
 */
export function breadcrumbList(
  page: PageContent,
  origin: string,
  trail: { name: string; path: string }[],
): WithContext<BreadcrumbList> {
  const steps = [{ name: page.layout.brand_name, path: `/${page.language}/` }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: new URL(step.path, origin).href,
    })),
  };
}

type ExperienceCard = ExperienceCardsBlock['cards'][number];

/**
 * A card's picture when a search engine can fetch it (an https address, as a shared link's picture:
 * site/src/seo/social.ts); the content system's drawings, `data:` pictures and a backend's own http
 * address cannot be, so the page's card stands in.
 */
function imageOf(card: ExperienceCard, image: string): string {
  return card.image_url && /^https:\/\/[^/]/i.test(card.image_url) && URL.canParse(card.image_url)
    ? card.image_url
    : image;
}

/**
 * The experience cards of a page in schema.org terms (server only): each experience a `Product` sold
 * by the brand, with an `AggregateOffer` from its lowest price in euro ("desde 25,00 €") leading to its
 * booking page, when the card gives a price. Not an `Event`: a visit bookable day after day is not an
 * event with a date of its own, and search engines' guidelines keep event results for those. An
 * experience shown twice on the page is described once; a block that breaks the contract is left out, as
 * the page leaves it out (and reports it when it parses its blocks).
 */
export function experiencesStructuredData({
  page,
  origin,
  image,
}: StructuredDataContext): WithContext<Product>[] {
  // The experience cards' own schema, not the whole block parser: every other block fails it, and none
  // of the page's HTML is sanitised a second time for this.
  const cards = page.blocks.flatMap((block) => {
    const parsed = experienceCardsBlockSchema.safeParse(block);
    return parsed.success ? parsed.data.cards : [];
  });
  const firstOfEach = new Map<number, ExperienceCard>();
  for (const card of cards)
    if (!firstOfEach.has(card.experience_id)) firstOfEach.set(card.experience_id, card);
  return [...firstOfEach.values()].map((card) => {
    const offer: AggregateOffer | undefined =
      card.price_from === undefined
        ? undefined
        : {
            '@type': 'AggregateOffer',
            lowPrice: card.price_from.toFixed(2),
            priceCurrency: 'EUR',
            url: new URL(card.booking_path, origin).href,
          };
    return {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: card.title,
      description: card.text,
      sku: String(card.experience_id),
      image: [imageOf(card, image)],
      brand: { '@type': 'Brand', name: page.layout.brand_name },
      ...(offer && { offers: offer }),
    };
  });
}
