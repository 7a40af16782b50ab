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

  test('structured data a search engine reads: the winery on a home, a wine with its offer', async ({
    request,
  }) => {
    const origin = brandURL('solera');
    const things = async (path: string) => {
      const html = await (await request.get(`${origin}${path}`)).text();
      return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
        ([, text]) => JSON.parse(text!) as Record<string, unknown>,
      );
    };
    expect((await things('/en/')).map((thing) => thing['@type'])).toEqual(['Winery', 'WebSite']);
    for (const [path, catalogue] of [
      ['/es/tienda/solera-crianza-2020', 'Tienda'],
      ['/en/shop/solera-crianza-2020', 'Shop'],
    ] as const) {
      const [product, breadcrumbs] = await things(path);
      expect(product, path).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Solera Crianza 2020',
        image: [`${origin}/social/solera.png`],
        offers: { '@type': 'Offer', priceCurrency: 'EUR', url: `${origin}${path}` },
      });
      const offer = product!.offers as { price: string; availability: string };
      expect(offer.price).toMatch(/^\d+\.\d{2}$/);
      expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|LimitedAvailability|OutOfStock)$/);
      expect(breadcrumbs, path).toMatchObject({
        '@type': 'BreadcrumbList',
        itemListElement: [
          { position: 1, name: catalogue },
          { position: 2, name: 'Solera Crianza 2020' },
        ],
      });
    }
    expect(await things('/es/cesta')).toEqual([]);
  });
});
