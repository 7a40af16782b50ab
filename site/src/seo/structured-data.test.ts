import { describe, expect, it } from 'vitest';
import { fixturePage, pageFixtures } from '@cepa/content/fake';
import { layoutPage } from '@cepa/layout/fake';
import { products, shopPageFixture } from '@cepa/shop/fake';
import { indexedPageTypes } from './robots';
import { jsonLdText, structuredDataFor } from './structured-data';

const origin = 'https://www.casasolera.example';
type Json = Record<string, unknown>;
/** The structured data as a search engine reads it: the script's text, parsed. */
const read = (page: Parameters<typeof structuredDataFor>[0]) =>
  structuredDataFor(page, origin).map((thing) => JSON.parse(jsonLdText(thing)) as Json);

describe('structured data (JSON-LD)', () => {
  it('a home: the winery and its web site, in the page’s language', () => {
    const [winery, site] = read(layoutPage({ brand: 'brava', language: 'en', path: '/en/' }));
    expect(winery).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Winery',
      name: 'Isla Brava',
      url: `${origin}/en/`,
      logo: `${origin}/favicon.svg`,
    });
    expect(site).toMatchObject({
      '@type': 'WebSite',
      name: 'Isla Brava',
      url: `${origin}/en/`,
      inLanguage: 'en',
    });
  });

  it('a home with experience cards: the winery, its web site, then each experience', () => {
    const types = read(fixturePage('solera', 'es', 'home')).map((thing) => [thing['@type'], thing.name]);
    expect(types).toEqual([
      ['Winery', 'Casa Solera'],
      ['WebSite', 'Casa Solera'],
      ['Product', 'Visita y cata en la bodega'],
      ['Product', 'Vendimia en familia'],
      ['Product', 'Cata de añadas con el enólogo'],
    ]);
  });

  it('a wine: a Product with what a rich result needs, its Offer from the price and the stock, its breadcrumbs', () => {
    const page = shopPageFixture('product', 'es', 'solera');
    const data = page.data as {
      product: { id: number; title: string; price_with_discount: string; stock: number };
    };
    const things = read(page);
    expect(things.map((thing) => thing['@type'])).toEqual(['Product', 'BreadcrumbList']);
    const [product, breadcrumbs] = things;
    expect(product).toMatchObject({
      '@type': 'Product',
      name: data.product.title,
      sku: String(data.product.id),
      image: [`${origin}/social/solera.png`],
      brand: { '@type': 'Brand', name: 'Casa Solera' },
      offers: {
        '@type': 'Offer',
        url: `${origin}${page.path}`,
        price: Number(data.product.price_with_discount).toFixed(2),
        priceCurrency: 'EUR',
      },
    });
    expect((product!.offers as Json).availability).toMatch(
      /^https:\/\/schema\.org\/(InStock|LimitedAvailability|OutOfStock)$/,
    );
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Casa Solera', item: `${origin}/es/` },
        { '@type': 'ListItem', position: 2, name: 'Tienda', item: `${origin}/es/tienda` },
        { '@type': 'ListItem', position: 3, name: data.product.title, item: `${origin}${page.path}` },
      ],
    });
  });

  it('the catalogue: the ItemList of its wines, each at its position and address, and its way home', () => {
    const page = shopPageFixture('catalogue', 'en', 'solera');
    const [list, breadcrumbs, ...rest] = read(page);
    expect(rest).toEqual([]);
    expect(list).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList', name: 'Shop' });
    const items = list!.itemListElement as Json[];
    expect(items.length).toBeGreaterThan(1);
    items.forEach((item, index) => {
      expect(item).toMatchObject({ '@type': 'ListItem', position: index + 1 });
      expect(item.url).toMatch(new RegExp(`^${origin}/en/shop/[a-z0-9-]+$`));
    });
    expect(breadcrumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Casa Solera', item: `${origin}/en/` },
        { '@type': 'ListItem', position: 2, name: 'Shop', item: `${origin}/en/shop` },
      ],
    });
  });

  it('the experiences page: a Product with an AggregateOffer for each experience, and its way home', () => {
    const page = fixturePage('solera', 'es', 'experiences');
    const things = read(page);
    expect(things.map((thing) => thing['@type'])).toEqual([
      'Product',
      'Product',
      'Product',
      'BreadcrumbList',
    ]);
    expect(things[0]).toMatchObject({
      '@type': 'Product',
      name: 'Visita y cata en la bodega',
      image: [`${origin}/social/solera.png`],
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '25.00',
        priceCurrency: 'EUR',
        url: `${origin}/es/reservar?experience=1`,
      },
    });
    expect(things[3]!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Casa Solera', item: `${origin}/es/` },
      { '@type': 'ListItem', position: 2, name: 'Experiencias', item: `${origin}/es/experiencias` },
    ]);
  });

  it('every indexed page but the home has one back path, from the home; a page not indexed has nothing', () => {
    const pages = [
      ...pageFixtures,
      ...(['catalogue', 'product', 'basket', 'checkout', 'order_confirmation'] as const).map((type) =>
        shopPageFixture(type),
      ),
    ];
    for (const page of pages) {
      const things = read(page);
      const indexed = indexedPageTypes[page.page_type as keyof typeof indexedPageTypes];
      if (!indexed) {
        expect(things, page.path).toEqual([]);
        continue;
      }
      const breadcrumbs = things.filter((thing) => thing['@type'] === 'BreadcrumbList');
      if (page.page_type === 'home') {
        expect(breadcrumbs, page.path).toEqual([]);
        continue;
      }
      expect(breadcrumbs, page.path).toHaveLength(1);
      const [home, ...rest] = breadcrumbs[0]!.itemListElement as Json[];
      expect(home, page.path).toEqual({
        '@type': 'ListItem',
        position: 1,
        name: page.layout.brand_name,
        item: `${origin}/${page.language}/`,
      });
      expect(rest.at(-1), page.path).toMatchObject({ item: `${origin}${page.path}` });
    }
    expect(
      pages.some((page) => indexedPageTypes[page.page_type as keyof typeof indexedPageTypes] === false),
    ).toBe(true);
  });

  it('a page type without a page of its own is described as the content page it renders as', () => {
    const page = { ...fixturePage('brava', 'en', 'experiences'), page_type: 'landing' };
    expect(read(page).map((thing) => thing['@type'])).toEqual([
      'Product',
      'Product',
      'Product',
      'BreadcrumbList',
    ]);
  });

  it('availability follows the stock the page shows: plenty, a few, none', () => {
    const page = shopPageFixture('product', 'en', 'solera');
    const withStock = (stock: number) => {
      const data = page.data as { product: Json };
      const [product] = read({ ...page, data: { ...data, product: { ...data.product, stock } } });
      return (product!.offers as Json).availability;
    };
    expect(withStock(40)).toBe('https://schema.org/InStock');
    expect(withStock(5)).toBe('https://schema.org/LimitedAvailability');
    expect(withStock(0)).toBe('https://schema.org/OutOfStock');
  });

  it('none for a page that is not indexed, or a product page whose data is not a product’s', () => {
    expect(read(shopPageFixture('basket'))).toEqual([]);
    expect(read(fixturePage('solera', 'es', 'booking'))).toEqual([]);
    expect(read({ ...shopPageFixture('product'), data: {} })).toEqual([]);
  });

  it('no text of the content system or the shop can end the script element, and it reads back the same', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028\u2029 -->';
    const page = shopPageFixture('product');
    const data = page.data as { product: Json };
    const evil = { ...page, data: { ...data, product: { ...data.product, title: hostile, label: hostile } } };
    const experiences = fixturePage('solera', 'en', 'experiences');
    const evilCards = {
      ...experiences,
      title: hostile,
      blocks: [
        {
          type: 'experience_cards',
          cards: [{ experience_id: 1, title: hostile, text: hostile, booking_path: '/en/book?experience=1' }],
        },
      ],
    };
    for (const page of [evil, evilCards]) {
      const things = structuredDataFor(page, origin);
      expect(JSON.stringify(things)).toContain('</script>');
      for (const thing of things) {
        const text = jsonLdText(thing);
        expect(text).not.toMatch(/<\/script|<!--|-->|[<>\u2028\u2029]/i);
        expect(JSON.parse(text)).toEqual(thing);
      }
    }
    expect(products.length).toBeGreaterThan(0);
  });
});
