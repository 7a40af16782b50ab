import { describe, expect, it } from 'vitest';
import { layoutPage } from '@cepa/layout/fake';
import { products, shopPageFixture } from '@cepa/shop/fake';
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

  it('a wine: a Product with what a rich result needs, its Offer from the price and the stock, its breadcrumbs', () => {
    const page = shopPageFixture('product', 'es', 'solera');
    const data = page.data as {
      product: { id: number; title: string; price_with_discount: string; stock: number };
    };
    const [product, breadcrumbs] = read(page);
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
        { '@type': 'ListItem', position: 1, name: 'Tienda', item: `${origin}/es/tienda` },
        { '@type': 'ListItem', position: 2, name: data.product.title, item: `${origin}${page.path}` },
      ],
    });
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

  it('none for a page type without a schema.org meaning, or a product page whose data is not a product’s', () => {
    expect(read(shopPageFixture('basket'))).toEqual([]);
    expect(read({ ...shopPageFixture('product'), data: {} })).toEqual([]);
  });

  it('no text of the content system or the shop can end the script element, and it reads back the same', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028\u2029 -->';
    const page = shopPageFixture('product');
    const data = page.data as { product: Json };
    const evil = { ...page, data: { ...data, product: { ...data.product, title: hostile, label: hostile } } };
    for (const thing of structuredDataFor(evil, origin)) {
      const text = jsonLdText(thing);
      expect(text).not.toMatch(/<\/script|<!--|-->|[<>\u2028\u2029]/i);
      expect(JSON.parse(text)).toEqual(thing);
    }
    expect(products.length).toBeGreaterThan(0);
  });
});
