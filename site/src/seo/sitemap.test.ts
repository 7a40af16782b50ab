// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Language, PageContent } from '@cepa/core';
import { layoutPage } from '@cepa/layout/fake';
import {
  buildSitemap,
  crawlSite,
  pathsNamedBy,
  robotsTxt,
  sitemapEntries,
  urlsets,
  type FetchPage,
  type SitemapEntry,
} from './sitemap';

const origin = 'https://www.casasolera.example';

/** A page of the content system: a home's frame, with its own type, path, versions and content. */
function page(
  path: string,
  {
    type = 'content',
    alternates = [],
    data = {},
    blocks = [],
  }: {
    type?: string;
    alternates?: { language: Language; path: string }[];
    data?: Record<string, unknown>;
    blocks?: unknown[];
  } = {},
): PageContent {
  const language = path.split('/')[1] as Language;
  const frame = layoutPage({ language, path });
  return {
    ...frame,
    page_type: type,
    path,
    alternates,
    data,
    blocks,
    layout: {
      ...frame.layout,
      navigation: [{ label: 'Tienda', path: `/${language}/tienda` }],
      footer: { ...frame.layout.footer, sections: [] },
    },
  };
}

/** A content system of the given pages (by path), counting what it is asked. */
function contentSystem(pages: PageContent[]) {
  const asked: string[] = [];
  const fetchPage: FetchPage = async (path) => {
    asked.push(path);
    const key = (value: string) => value.replace(/(.)\/$/, '$1');
    return pages.find((candidate) => key(candidate.path) === key(path)) ?? null;
  };
  return { fetchPage, asked };
}

const es = (path: string) => ({ language: 'es' as const, path });
const en = (path: string) => ({ language: 'en' as const, path });

const site = [
  page('/es/', { type: 'home', alternates: [en('/en/')] }),
  page('/en/', { type: 'home', alternates: [es('/es/')] }),
  page('/es/tienda', {
    type: 'catalogue',
    alternates: [en('/en/shop')],
    data: {
      categories: [
        { products: [{ url: '/es/tienda/crianza' }, { url: '/es/tienda/reserva?from=tintos' }] },
        { products: [{ url: '/es/tienda/crianza' }] },
      ],
    },
  }),
  page('/en/shop', {
    type: 'catalogue',
    alternates: [es('/es/tienda')],
    data: { categories: [{ products: [{ url: '/en/shop/crianza' }] }] },
  }),
  page('/es/tienda/crianza', { type: 'product', alternates: [en('/en/shop/crianza')] }),
  page('/en/shop/crianza', { type: 'product', alternates: [es('/es/tienda/crianza')] }),
  // Names a version in English that does not name it back: listed without versions.
  page('/es/tienda/reserva', { type: 'product', alternates: [en('/en/shop/crianza')] }),
  page('/es/cesta', { type: 'basket' }),
  // Reached only through a link in CMS text, and one in a block's value.
  page('/es/la-bodega', {
    blocks: [
      {
        type: 'rich_text',
        html: '<p>Ven a <a href="/es/cesta">tu cesta</a> o a <a href="https://otra.example/es/x">otra</a></p>',
      },
    ],
  }),
  page('/es/prensa', { type: 'press' }),
];
site[0]!.blocks = [{ type: 'hero', link: { label: 'Conoce la bodega', path: '/es/la-bodega' } }];
site[0]!.layout.footer.text_html = '<a href="/es/prensa">Prensa</a> <a href="/es/no-existe">Nada</a>';

describe('the paths a page’s content names', () => {
  it('takes every path of the site in one of its languages, from values and from links in HTML', () => {
    const home = pathsNamedBy(site[0]!);
    // The frame's (the navigation, the footer's text, the basket's and the policies' paths), the blocks'
    // and the other language's home, each once whatever its final slash.
    expect(home).toEqual(
      expect.arrayContaining([
        '/en/',
        '/es/la-bodega',
        '/es/no-existe',
        '/es/prensa',
        '/es/tienda',
        '/es/cesta/',
      ]),
    );
    expect(new Set(home.map((path) => path.replace(/\/$/, ''))).size).toBe(home.length);
    expect(pathsNamedBy(site[2]!)).toEqual(
      expect.arrayContaining(['/en/shop', '/es/tienda/crianza', '/es/tienda/reserva']),
    );
  });

  it('leaves out other sites, scripts, paths outside a language, and the query', () => {
    const named = pathsNamedBy(
      page('/es/x', {
        data: {
          a: 'https://otra.example/es/y',
          b: '//otra.example/es/y',
          c: 'javascript:alert(1)',
          d: '/media/foto.jpg',
          e: '/es/reservar?experience=1',
          f: '<a href="/\\otra.example">x</a>',
        },
      }),
    );
    expect(named).toContain('/es/reservar');
    expect(named.filter((path) => !path.startsWith('/es/'))).toEqual([]);
    expect(named.some((path) => path.includes('?') || path.includes('otra'))).toBe(false);
  });
});

describe('the crawl of a brand’s content', () => {
  it('reaches every page named from the homes, asking each path once', async () => {
    const { fetchPage, asked } = contentSystem(site);
    const pages = await crawlSite(fetchPage);
    expect(pages.map((found) => found.path).sort()).toEqual(site.map((each) => each.path).sort());
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked).toContain('/es/no-existe');
  });

  it('fails when the content system fails, rather than list part of the site', async () => {
    const { fetchPage } = contentSystem(site);
    const failing: FetchPage = async (path, language) => {
      if (path === '/es/prensa') throw new Error('no answer');
      return fetchPage(path, language);
    };
    await expect(crawlSite(failing)).rejects.toThrow('no answer');
  });

  it('stops at its limit of pages', async () => {
    const { fetchPage, asked } = contentSystem(site);
    await crawlSite(fetchPage, { maxPages: 3 });
    expect(asked).toHaveLength(3);
  });
});

describe('the sitemap’s entries', () => {
  const entries = async () => sitemapEntries(await crawlSite(contentSystem(site).fetchPage));

  it('lists the indexable pages only, wines apart, each with the versions that name it back', async () => {
    const listed = await entries();
    expect(listed).toEqual<SitemapEntry[]>([
      { kind: 'pages', path: '/en/', alternates: { en: '/en/', es: '/es/' } },
      { kind: 'pages', path: '/en/shop', alternates: { en: '/en/shop', es: '/es/tienda' } },
      {
        kind: 'wines',
        path: '/en/shop/crianza',
        alternates: { en: '/en/shop/crianza', es: '/es/tienda/crianza' },
      },
      { kind: 'pages', path: '/es/', alternates: { es: '/es/', en: '/en/' } },
      { kind: 'pages', path: '/es/la-bodega', alternates: {} },
      { kind: 'pages', path: '/es/prensa', alternates: {} },
      { kind: 'pages', path: '/es/tienda', alternates: { es: '/es/tienda', en: '/en/shop' } },
      {
        kind: 'wines',
        path: '/es/tienda/crianza',
        alternates: { es: '/es/tienda/crianza', en: '/en/shop/crianza' },
      },
      { kind: 'wines', path: '/es/tienda/reserva', alternates: {} },
    ]);
  });
});

describe('the sitemap’s files', () => {
  const entry = (path: string, alternates: SitemapEntry['alternates'] = {}): SitemapEntry => ({
    kind: 'pages',
    path,
    alternates,
  });

  it('writes each address absolute on the brand’s origin, its versions and the default language’s as x-default', () => {
    const [file] = urlsets([entry('/en/shop', { en: '/en/shop', es: '/es/tienda' })], origin);
    expect(file).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        `<url><loc>${origin}/en/shop</loc>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${origin}/en/shop"/>` +
        `<xhtml:link rel="alternate" hreflang="es" href="${origin}/es/tienda"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/es/tienda"/></url>\n` +
        '</urlset>\n',
    );
  });

  it('escapes what XML would read otherwise, and encodes what an address may not carry', () => {
    const [file] = urlsets([entry("/es/vinos&cavas/año's")], origin);
    expect(file).toContain(`<loc>${origin}/es/vinos&amp;cavas/a%C3%B1o&apos;s</loc>`);
    const document = new DOMParser().parseFromString(file!, 'application/xml');
    expect(document.querySelector('parsererror')).toBeNull();
    expect(
      document.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')[0]?.textContent,
    ).toBe(`${origin}/es/vinos&cavas/a%C3%B1o's`);
  });

  it('splits a kind’s addresses at the protocol’s limits, by count and by size', () => {
    const many = Array.from({ length: 5 }, (_, index) => entry(`/es/p${index}`));
    expect(
      urlsets(many, origin, { urls: 2, bytes: 1e6 }).map((file) => file.match(/<url>/g)?.length),
    ).toEqual([2, 2, 1]);
    const oneUrl = urlsets([many[0]!], origin)[0]!;
    const bySize = urlsets(many, origin, { urls: 100, bytes: oneUrl.length + 10 });
    expect(bySize.map((file) => file.match(/<url>/g)?.length)).toEqual([1, 1, 1, 1, 1]);
    expect(urlsets([], origin)).toEqual([]);
  });

  it('names every child in the index, on the origin', async () => {
    const sitemap = await buildSitemap(contentSystem(site).fetchPage, origin);
    expect([...sitemap.children.keys()]).toEqual(['/sitemaps/pages-1.xml', '/sitemaps/wines-1.xml']);
    expect(sitemap.index).toContain(`<sitemap><loc>${origin}/sitemaps/pages-1.xml</loc></sitemap>`);
    expect(sitemap.index).toContain(`<sitemap><loc>${origin}/sitemaps/wines-1.xml</loc></sitemap>`);
    expect(sitemap.children.get('/sitemaps/wines-1.xml')!.match(/<loc>/g)).toHaveLength(3);
  });
});

describe('robots.txt', () => {
  it('names the brand’s sitemap and keeps crawlers off what is not a page', () => {
    const text = robotsTxt(origin);
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Disallow: \/\*\.pageContext\.json\$$/m);
  });
});
