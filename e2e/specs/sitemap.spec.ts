import type { APIRequestContext, Page } from '@playwright/test';
import { brandURL, expect, test } from './support';

/**
 * Each brand's sitemap, read as a search engine reads it (site/server/sitemap.ts): its robots.txt names
 * it; the index and its children are well-formed sitemaps; every address in them answers 200, is its
 * own canonical address, may be indexed, and names in its head the versions the sitemap gives it, each
 * of which answers and names it back; and every page a crawler reaches by the site's links that may be
 * indexed is in it. Asked on loopback with the brand's host (Node resolves no *.localhost name).
 */

const sitemapNs = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const xhtmlNs = 'http://www.w3.org/1999/xhtml';

type Listed = { loc: string; alternates: Record<string, string> };

/** What a page's HTML tells a crawler: its canonical address, robots, hreflang versions and links. */
type Read = {
  status: number;
  canonical?: string;
  robots?: string;
  hreflang: Record<string, string>;
  links: string[];
};

const decode = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&quot;', '"');

function readHtml(status: number, html: string): Read {
  const head = html.slice(0, html.indexOf('</head>'));
  const hreflang: Record<string, string> = {};
  for (const [, language, href] of head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi))
    hreflang[language!] = decode(href!);
  return {
    status,
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1],
    robots: /<meta name="robots" content="([^"]+)"/.exec(head)?.[1],
    hreflang,
    links: [...html.matchAll(/<a\b[^>]*?\bhref="([^"]*)"/g)].map(([, href]) => decode(href!)),
  };
}

/** Parses a sitemap file in the browser, as XML: a file that is not well-formed fails here. */
async function parseXml(page: Page, xml: string) {
  return page.evaluate(
    ({ xml, sitemapNs, xhtmlNs }) => {
      const document = new DOMParser().parseFromString(xml, 'application/xml');
      const error = document.querySelector('parsererror')?.textContent ?? null;
      const root = document.documentElement;
      const locs = (parent: Element) =>
        [...parent.getElementsByTagNameNS(sitemapNs, 'loc')].map((loc) => loc.textContent ?? '');
      return {
        error,
        root: { name: root.localName, namespace: root.namespaceURI },
        children: [...root.getElementsByTagNameNS(sitemapNs, 'sitemap')].map((child) => locs(child)[0]!),
        urls: [...root.getElementsByTagNameNS(sitemapNs, 'url')].map((url) => ({
          loc: locs(url)[0]!,
          alternates: Object.fromEntries(
            [...url.getElementsByTagNameNS(xhtmlNs, 'link')].map((link) => [
              link.getAttribute('hreflang') ?? '',
              link.getAttribute('href') ?? '',
            ]),
          ),
        })),
      };
    },
    { xml, sitemapNs, xhtmlNs },
  );
}

for (const brand of ['solera', 'brava'] as const) {
  test(`${brand}: the sitemap lists every indexable page, and only those @any-viewport`, async ({
    page,
    request,
  }) => {
    const origin = brandURL(brand);
    const host = { host: new URL(origin).host };
    const onLoopback = (url: string) => url.replace(origin, brandURL('solera'));
    const get = (api: APIRequestContext, url: string) =>
      api.get(onLoopback(url), { headers: host, maxRedirects: 0 });
    const pages = new Map<string, Promise<Read>>();
    const read = (url: string) => {
      if (!pages.has(url))
        pages.set(
          url,
          get(request, url).then(async (response) => readHtml(response.status(), await response.text())),
        );
      return pages.get(url)!;
    };

    // robots.txt names the brand's sitemap, on its own origin.
    const robots = await get(request, `${origin}/robots.txt`);
    expect(robots.status()).toBe(200);
    const robotsText = await robots.text();
    expect(robotsText).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const disallowed = [...robotsText.matchAll(/^Disallow: (.+)$/gm)].map(([, rule]) => rule!);
    const mayCrawl = (path: string) =>
      !disallowed.some((rule) =>
        new RegExp(
          `^${rule
            .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
            .replaceAll('*', '.*')
            .replace(/\\\$$/, '$')}`,
        ).test(path),
      );

    // The index, then each child: well-formed, in the protocol's namespaces.
    const index = await get(request, `${origin}/sitemap.xml`);
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers()['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
    const parsedIndex = await parseXml(page, await index.text());
    expect(parsedIndex.error).toBeNull();
    expect(parsedIndex.root).toEqual({ name: 'sitemapindex', namespace: sitemapNs });
    expect(parsedIndex.children.length).toBeGreaterThan(0);
    const listed: Listed[] = [];
    for (const child of parsedIndex.children) {
      expect(child.startsWith(`${origin}/sitemaps/`), child).toBe(true);
      const file = await get(request, child);
      expect(file.status(), child).toBe(200);
      const parsed = await parseXml(page, await file.text());
      expect(parsed.error, child).toBeNull();
      expect(parsed.root, child).toEqual({ name: 'urlset', namespace: sitemapNs });
      expect(parsed.urls.length, child).toBeGreaterThan(0);
      listed.push(...parsed.urls);
    }
    const listedUrls = new Set(listed.map((url) => url.loc));
    expect(listedUrls.size, 'each address once').toBe(listed.length);
    // Both languages, the wines and the lists are in it.
    for (const path of [
      '/es/',
      '/en/',
      '/es/prensa',
      '/en/press',
      '/es/tienda',
      '/en/shop',
      '/es/experiencias',
    ])
      expect(listedUrls, path).toContain(`${origin}${path}`);
    expect([...listedUrls].filter((url) => url.startsWith(`${origin}/es/tienda/`)).length).toBeGreaterThan(3);

    // Every listed address: answers, is its own canonical, may be indexed, names its versions as the
    // sitemap does, and each version names it back.
    for (const { loc, alternates } of listed) {
      const own = await read(loc);
      expect(own.status, loc).toBe(200);
      expect(own.canonical, loc).toBe(loc);
      expect(own.robots, loc).toBeUndefined();
      const { 'x-default': fallback, ...versions } = alternates;
      if (Object.keys(versions).length > 0) {
        expect(versions, loc).toEqual(own.hreflang);
        expect(fallback, loc).toBe(versions.es);
      }
      for (const [language, version] of Object.entries(versions)) {
        const other = await read(version);
        expect(other.status, `${loc} → ${language}`).toBe(200);
        expect(Object.values(other.hreflang), `${version} names ${loc} back`).toContain(loc);
      }
    }

    // A crawler from each home, by the links it may follow: every page it finds that may be indexed,
    // and is its own canonical address, is listed.
    const queue = [`${origin}/es/`, `${origin}/en/`];
    const seen = new Set(queue);
    const found: string[] = [];
    while (queue.length > 0 && seen.size < 400) {
      const url = queue.shift()!;
      const reached = await read(url);
      if (reached.status !== 200) continue;
      if (!reached.robots && reached.canonical === url) found.push(url);
      for (const href of reached.links) {
        const next = new URL(href, url);
        if (next.origin !== origin || !mayCrawl(next.pathname)) continue;
        const address = `${next.origin}${next.pathname}`;
        if (seen.has(address)) continue;
        seen.add(address);
        queue.push(address);
      }
    }
    expect(seen.size, 'the crawl ended before its limit').toBeLessThan(400);
    expect(found.length).toBeGreaterThan(20);
    expect(found.filter((url) => !listedUrls.has(url))).toEqual([]);
  });
}
