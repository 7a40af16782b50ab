import { expect, test, brandURL } from './support';

/**
 * What a search engine and a social network read in the server's HTML: whether a page may be indexed,
 * and its card for a shared link (Open Graph, Twitter), in both brands and languages. Read as a crawler
 * reads it: the HTML of one request, no script run.
 */

/** The page's `<meta>` tags, by property or name (a repeated one: every value). */
async function metaOf(html: string): Promise<Record<string, string[]>> {
  const tags: Record<string, string[]> = {};
  for (const [, key, content] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g))
    (tags[key!] ??= []).push(content!.replaceAll('&amp;', '&'));
  return tags;
}

const cards = [
  { brand: 'solera', path: '/es/', title: /Casa Solera/, locale: 'es_ES', other: 'en_GB' },
  {
    brand: 'solera',
    path: '/en/shop/solera-crianza-2020',
    title: /Solera Crianza 2020/,
    locale: 'en_GB',
    other: 'es_ES',
  },
  { brand: 'solera', path: '/es/experiencias', title: /Experiencias/, locale: 'es_ES', other: 'en_GB' },
  { brand: 'brava', path: '/en/', title: /Isla Brava/, locale: 'en_GB', other: 'es_ES' },
  { brand: 'brava', path: '/es/la-bodega', title: /finca/i, locale: 'es_ES', other: 'en_GB' },
] as const;

test.describe('found and shared @any-viewport', () => {
  for (const card of cards)
    test(`${card.brand} ${card.path}: a card for a shared link, and indexable`, async ({ request }) => {
      const origin = brandURL(card.brand);
      // Asked on loopback with the brand's host (Node resolves no *.localhost name, as a browser does).
      const host = { host: new URL(origin).host };
      const onLoopback = (url: string) => url.replace(origin, brandURL('solera'));
      const response = await request.get(onLoopback(`${origin}${card.path}`), { headers: host });
      expect(response.status()).toBe(200);
      const meta = await metaOf(await response.text());
      const brandName = card.brand === 'solera' ? 'Casa Solera' : 'Isla Brava';
      expect(meta['og:title']?.[0]).toMatch(card.title);
      expect(meta['og:description']?.[0]).toBeTruthy();
      expect(meta['description']).toEqual(meta['og:description']);
      expect(meta['og:site_name']).toEqual([brandName]);
      expect(meta['og:url']).toEqual([`${origin}${card.path}`]);
      expect(meta['og:locale']).toEqual([card.locale]);
      expect(meta['og:locale:alternate']).toEqual([card.other]);
      expect(meta['twitter:card']).toEqual(['summary_large_image']);
      // The embedded backend's pictures are drawings in the page (data: addresses): the brand's card.
      const image = meta['og:image']![0]!;
      expect(image).toBe(`${origin}/social/${card.brand}.png`);
      const picture = await request.get(onLoopback(image), { headers: host });
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toBe('image/png');
      expect(meta['robots']).toBeUndefined();
    });

  test('the pages of a visitor’s own task or data, the login and the error pages are not indexed', async ({
    request,
  }) => {
    const origin = brandURL('solera');
    for (const path of [
      '/es/reservar?experience=1',
      '/es/reserva-confirmada',
      '/es/cesta',
      '/en/shop/checkout',
      '/es/tienda/pedido-confirmado',
      '/es/club/mi-club',
      '/login?next=%2Fes%2F',
      '/es/no-existe',
    ]) {
      const response = await request.get(`${origin}${path}`);
      const meta = await metaOf(await response.text());
      expect(meta['robots'], `${path} (${response.status()})`).toEqual(['noindex']);
    }
  });

  test('structured data a search engine reads: the winery and its experiences, a wine, the catalogue', async ({
    request,
  }) => {
    const origin = brandURL('solera');
    /** An address as a regular expression matches it, literally. */
    const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const things = async (path: string) => {
      const html = await (await request.get(`${origin}${path}`)).text();
      return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
        ([, text]) => JSON.parse(text!) as Record<string, unknown>,
      );
    };
    // The home's experience cards are experiences the winery sells, beside the winery and its site.
    expect((await things('/en/')).map((thing) => thing['@type'])).toEqual([
      'Winery',
      'WebSite',
      'Product',
      'Product',
      'Product',
    ]);

    await test.step('a wine: its Product and Offer, its back path home → catalogue → wine', async () => {
      for (const [path, home, catalogue] of [
        ['/es/tienda/solera-crianza-2020', '/es/', 'Tienda'],
        ['/en/shop/solera-crianza-2020', '/en/', 'Shop'],
      ] as const) {
        const [product, breadcrumbs, ...rest] = await things(path);
        expect(rest, path).toEqual([]);
        expect(product, path).toMatchObject({
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: 'Solera Crianza 2020',
          image: [`${origin}/social/solera.png`],
          offers: { '@type': 'Offer', priceCurrency: 'EUR', url: `${origin}${path}` },
        });
        const offer = product!.offers as { price: string; availability: string };
        expect(offer.price).toMatch(/^\d+\.\d{2}$/);
        expect(offer.availability).toMatch(
          /^https:\/\/schema\.org\/(InStock|LimitedAvailability|OutOfStock)$/,
        );
        expect(breadcrumbs, path).toMatchObject({
          '@type': 'BreadcrumbList',
          itemListElement: [
            { position: 1, name: 'Casa Solera', item: `${origin}${home}` },
            { position: 2, name: catalogue },
            { position: 3, name: 'Solera Crianza 2020', item: `${origin}${path}` },
          ],
        });
        expect((breadcrumbs!.itemListElement as unknown[]).length, path).toBe(3);
      }
    });

    await test.step('the catalogue: an ItemList of its wines, each at its position and address', async () => {
      for (const [path, home, name] of [
        ['/es/tienda', '/es/', 'Tienda'],
        ['/en/shop', '/en/', 'Shop'],
      ] as const) {
        const [list, breadcrumbs, ...rest] = await things(path);
        expect(rest, path).toEqual([]);
        expect(list, path).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList', name });
        const items = list!.itemListElement as { position: number; name: string; url: string }[];
        expect(items.length, path).toBeGreaterThan(1);
        expect(list!.numberOfItems, path).toBe(items.length);
        expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
        expect(new Set(items.map((item) => item.url)).size, `${path}: each wine once`).toBe(items.length);
        for (const item of items) {
          expect(item.name, path).toBeTruthy();
          expect(item.url, path).toMatch(new RegExp(`^${literally(`${origin}${path}`)}/[a-z0-9-]+$`));
        }
        expect(items[0], path).toMatchObject({
          name: 'Solera Crianza 2020',
          url: `${origin}${path}/solera-crianza-2020`,
        });
        // The addresses lead to the wines' pages.
        for (const item of [items[0]!, items.at(-1)!])
          expect((await request.get(item.url)).status(), item.url).toBe(200);
        expect(breadcrumbs, path).toMatchObject({
          '@type': 'BreadcrumbList',
          itemListElement: [
            { position: 1, name: 'Casa Solera', item: `${origin}${home}` },
            { position: 2, name, item: `${origin}${path}` },
          ],
        });
      }
    });

    await test.step('the experiences: a Product each, its lowest price an AggregateOffer leading to its booking', async () => {
      const path = '/es/experiencias';
      const found = await things(path);
      expect(found.map((thing) => thing['@type'])).toEqual([
        'Product',
        'Product',
        'Product',
        'BreadcrumbList',
      ]);
      expect(found[0]).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Visita y cata en la bodega',
        // The embedded backend's pictures are drawings in the page (data: addresses): the brand's card.
        image: [`${origin}/social/solera.png`],
        brand: { '@type': 'Brand', name: 'Casa Solera' },
        offers: {
          '@type': 'AggregateOffer',
          lowPrice: '25.00',
          priceCurrency: 'EUR',
          url: `${origin}/es/reservar?experience=1`,
        },
      });
      for (const product of found.slice(0, 3)) {
        const offer = product.offers as { lowPrice: string; priceCurrency: string; url: string };
        expect(offer.lowPrice).toMatch(/^\d+\.\d{2}$/);
        expect(offer.priceCurrency).toBe('EUR');
        expect(offer.url).toMatch(new RegExp(`^${literally(`${origin}/es/reservar?experience=`)}\\d+$`));
      }
      expect(found[3]).toMatchObject({
        itemListElement: [
          { position: 1, name: 'Casa Solera', item: `${origin}/es/` },
          { position: 2, name: 'Experiencias', item: `${origin}${path}` },
        ],
      });
    });

    // A page of a visitor's own task says nothing to a search engine.
    expect(await things('/es/cesta')).toEqual([]);
    expect(await things('/es/reservar?experience=1')).toEqual([]);
  });
});
