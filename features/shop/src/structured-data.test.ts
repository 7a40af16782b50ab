import { describe, expect, it } from 'vitest';
import type { PageContent } from '@cepa/core';
import { cataloguePageData, shopPageFixture } from './fake';
import { cataloguePageDataSchema, productPageDataSchema } from './api';
import { catalogueStructuredData, productStructuredData } from './structured-data';

const origin = 'https://www.casasolera.example';
const image = `${origin}/social/solera.png`;
type Json = Record<string, unknown>;
/** The structured data as JSON carries it (the site's head escapes it further: jsonLdText, tested there). */
const asJson = (things: unknown[]) => JSON.parse(JSON.stringify(things)) as Json[];

describe('the catalogue’s structured data', () => {
  it('an ItemList of the wines in the page’s order, each at its position with its name and absolute address', () => {
    for (const language of ['es', 'en'] as const) {
      const page = shopPageFixture('catalogue', language, 'solera');
      const wines = cataloguePageDataSchema.parse(page.data).categories.flatMap((c) => c.products);
      const [list] = asJson(catalogueStructuredData({ page, origin, image }));
      expect(list).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        name: page.title,
        numberOfItems: wines.length,
      });
      expect(list!.itemListElement).toEqual(
        wines.map((wine, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: wine.title,
          url: `${origin}${wine.url}`,
        })),
      );
    }
  });

  it('lists a wine shown in two categories once, where it first appears', () => {
    const page = shopPageFixture('catalogue', 'en', 'brava');
    const data = cataloguePageData('brava', 'en');
    const urlsOf = (things: unknown[]) =>
      (asJson(things)[0]!.itemListElement as Json[]).map((item) => item.url);
    const once = urlsOf(catalogueStructuredData({ page, origin, image }));
    // A last category of favourites showing again the first wine and the last one.
    const favourites = {
      title: 'Our favourites',
      slug: 'favourites',
      products: [data.categories[0]!.products[0]!, data.categories.at(-1)!.products.at(-1)!],
    };
    const twice = { ...data, categories: [...data.categories, favourites] };
    const [list] = asJson(catalogueStructuredData({ page: { ...page, data: twice }, origin, image }));
    expect(urlsOf([list])).toEqual(once);
    expect((list!.itemListElement as Json[]).map((item) => item.position)).toEqual(once.map((_, i) => i + 1));
    expect(list!.numberOfItems).toBe(once.length);
  });

  it('nothing when the page’s data is not a catalogue’s, or it has no wine', () => {
    const page = shopPageFixture('catalogue');
    expect(catalogueStructuredData({ page: { ...page, data: {} }, origin, image })).toEqual([]);
    expect(
      catalogueStructuredData({ page: { ...page, data: { page_id: 1, categories: [] } }, origin, image }),
    ).toEqual([]);
  });
});

describe('a wine’s structured data', () => {
  it('a Product with its name, picture and Offer (price, currency, availability), and its back path home → catalogue → wine', () => {
    const page: PageContent = shopPageFixture('product', 'es', 'solera');
    const { product: wine, catalogue_path } = productPageDataSchema.parse(page.data);
    const things = productStructuredData({ page, origin, image });
    expect(asJson(things)).toEqual(things);
    const [product, breadcrumbs] = things as Json[];
    expect(product).toMatchObject({
      '@type': 'Product',
      name: wine.title,
      image: [image],
      offers: {
        '@type': 'Offer',
        price: wine.price_with_discount.toFixed(2),
        priceCurrency: 'EUR',
        availability: expect.stringMatching(
          /^https:\/\/schema\.org\/(InStock|LimitedAvailability|OutOfStock)$/,
        ),
      },
    });
    expect(breadcrumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Casa Solera', item: `${origin}/es/` },
        { '@type': 'ListItem', position: 2, name: 'Tienda', item: `${origin}${catalogue_path}` },
        { '@type': 'ListItem', position: 3, name: wine.title, item: `${origin}${page.path}` },
      ],
    });
  });
});
