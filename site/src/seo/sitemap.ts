import { config, languages, sameSitePath, type Language, type PageContent } from '@cepa/core';
import { languageOfPath } from '../routing/route';
import { robotsFor } from './robots';

/**
 * A brand's sitemap, built from what its content system already gives: starting at each language's
 * home, every path of the site that a page's content names (the header's navigation, the footer's
 * sections, the catalogue's wines and their formats, the experiences' and lists' pages, links in CMS
 * text, the other languages' versions) is asked for in turn; what answers, may be indexed and is its own
 * canonical address is listed, with its versions in the other languages where they name it back.
 * Nothing is listed that the site would not serve as an indexable page: an incorrect sitemap is worse
 * than none.
 */

/** One page of the content system, or null when it has none at that path (a 4xx: not a page to list). */
export type FetchPage = (path: string, language: Language) => Promise<PageContent | null>;

/** The protocol's limits of one sitemap file (sitemaps.org): 50,000 addresses, 50 MB uncompressed. */
export const sitemapLimits = { urls: 50_000, bytes: 50 * 1024 * 1024 } as const;

/** The child sitemaps, by kind of page: the wines (the shop's product pages), and every other page. */
export type SitemapKind = 'pages' | 'wines';
export const sitemapKinds: readonly SitemapKind[] = ['pages', 'wines'];
const kindOf = (page: PageContent): SitemapKind => (page.page_type === 'product' ? 'wines' : 'pages');

/** A listed page: its canonical path, and its versions by language (itself among them) when it has any. */
export type SitemapEntry = {
  kind: SitemapKind;
  path: string;
  /** Language → path, each a listed page naming this one back; empty when the page has no other version. */
  alternates: Partial<Record<Language, string>>;
};

/** A path as the content system tells paths apart: without its query or fragment, without a final slash. */
const keyOf = (path: string) => path.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1');

/** Every path of this site, in one of its languages, that a page's content names (values and HTML links). */
export function pathsNamedBy(page: PageContent): string[] {
  const found = new Map<string, string>();
  const consider = (value: string) => {
    const path = sameSitePath(value);
    if (path === null) return;
    const pathname = path.replace(/[?#].*$/, '');
    if (languageOfPath(pathname) && !found.has(keyOf(pathname))) found.set(keyOf(pathname), pathname);
  };
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.startsWith('/')) consider(value);
      else if (value.includes('href'))
        for (const [, href] of value.matchAll(/href="([^"]*)"/g)) consider(href!);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk({ alternates: page.alternates, layout: page.layout, blocks: page.blocks, data: page.data });
  return [...found.values()];
}

/**
 * Asks the content system for every page its pages name, from each language's home, a few at a time
 * (`concurrency`), at most `maxPages` of them. A page it has not (null) is left out; a failure (the
 * backend down or over its time budget) fails the whole crawl: a sitemap missing pages is not served.
 */
export async function crawlSite(
  fetchPage: FetchPage,
  { concurrency = 4, maxPages = 2 * sitemapLimits.urls } = {},
): Promise<PageContent[]> {
  const asked = new Set<string>();
  const queue: string[] = [];
  const pages = new Map<string, PageContent>();
  const ask = (path: string) => {
    const key = keyOf(path);
    if (asked.has(key) || asked.size >= maxPages) return;
    asked.add(key);
    queue.push(path);
  };
  for (const language of languages) ask(`/${language}/`);
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const language = languageOfPath(path);
      if (!language) continue;
      const page = await fetchPage(path, language);
      if (!page) continue;
      pages.set(keyOf(path), page);
      for (const named of pathsNamedBy(page)) ask(named);
    }
  };
  // Workers that find the queue empty stop; one still fetching may refill it, so run them again until
  // nothing is left.
  while (queue.length > 0) await Promise.all(Array.from({ length: concurrency }, worker));
  return [...pages.values()];
}

/**
 * What a crawl's pages give a sitemap: each page that may be indexed, at the address it was asked for and
 * canonical to it (a page that names another canonical address is listed there, when that one is asked
 * for), with the versions in other languages that are listed too and name it back; sorted by path.
 */
export function sitemapEntries(pages: readonly PageContent[]): SitemapEntry[] {
  const listed = new Map<string, PageContent>();
  for (const page of pages) {
    if (robotsFor(page.page_type) === undefined && languageOfPath(page.path) === page.language)
      listed.set(keyOf(page.path), page);
  }
  const namesBack = (other: PageContent, page: PageContent) =>
    other.alternates.some((alternate) => keyOf(alternate.path) === keyOf(page.path));
  return [...listed.values()]
    .map((page): SitemapEntry => {
      const alternates: Partial<Record<Language, string>> = {};
      for (const alternate of page.alternates) {
        const other = listed.get(keyOf(alternate.path));
        if (other && other.language === alternate.language && namesBack(other, page))
          alternates[alternate.language] = other.path;
      }
      if (Object.keys(alternates).length > 0) alternates[page.language] = page.path;
      // In the site's order of languages, whichever page names them.
      const ordered = languages.flatMap((language) => {
        const path = alternates[language];
        return path === undefined ? [] : [[language, path] as const];
      });
      return { kind: kindOf(page), path: page.path, alternates: Object.fromEntries(ordered) };
    })
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character]!,
  );

const encoder = new TextEncoder();
const byteLength = (text: string) => encoder.encode(text).length;

const xmlHead = '<?xml version="1.0" encoding="UTF-8"?>\n';
const urlsetOpen =
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const urlsetClose = '</urlset>\n';

/** One `<url>`: the address, and its versions (`xhtml:link`, the default language's also as `x-default`). */
function urlElement(entry: SitemapEntry, origin: string): string {
  const absolute = (path: string) => escapeXml(new URL(path, origin).href);
  const links = Object.entries(entry.alternates).map(
    ([language, path]) => `<xhtml:link rel="alternate" hreflang="${language}" href="${absolute(path)}"/>`,
  );
  const fallback = entry.alternates[config.defaultLanguage];
  if (fallback) links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${absolute(fallback)}"/>`);
  return `<url><loc>${absolute(entry.path)}</loc>${links.join('')}</url>\n`;
}

/**
 * The files of one kind: `<urlset>` documents of at most the protocol's addresses and bytes each
 * (`limits`, the protocol's by default); none when the kind has no page.
 */
export function urlsets(
  entries: readonly SitemapEntry[],
  origin: string,
  limits: { urls: number; bytes: number } = sitemapLimits,
): string[] {
  const files: string[] = [];
  const frame = byteLength(xmlHead + urlsetOpen + urlsetClose);
  let elements: string[] = [];
  let bytes = frame;
  const close = () => {
    if (elements.length > 0) files.push(xmlHead + urlsetOpen + elements.join('') + urlsetClose);
    elements = [];
    bytes = frame;
  };
  for (const entry of entries) {
    const element = urlElement(entry, origin);
    const size = byteLength(element);
    if (elements.length >= limits.urls || bytes + size > limits.bytes) close();
    elements.push(element);
    bytes += size;
  }
  close();
  return files;
}

/** The address of a child sitemap: `/sitemaps/pages-1.xml`, `/sitemaps/wines-2.xml`. */
export const childSitemapPath = (kind: SitemapKind, number: number) => `/sitemaps/${kind}-${number}.xml`;

/** The sitemap index at `/sitemap.xml`: the address of each child sitemap. */
export function sitemapIndex(childPaths: readonly string[], origin: string): string {
  const children = childPaths.map(
    (path) => `<sitemap><loc>${escapeXml(new URL(path, origin).href)}</loc></sitemap>\n`,
  );
  return `${xmlHead}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${children.join('')}</sitemapindex>\n`;
}

/** A brand's sitemap: the index and each child file by its path. */
export type Sitemap = { index: string; children: Map<string, string> };

/** Crawls a brand's content and writes its sitemap files, on the brand's canonical origin. */
export async function buildSitemap(fetchPage: FetchPage, origin: string): Promise<Sitemap> {
  const entries = sitemapEntries(await crawlSite(fetchPage));
  const children = new Map<string, string>();
  for (const kind of sitemapKinds) {
    urlsets(
      entries.filter((entry) => entry.kind === kind),
      origin,
    ).forEach((file, index) => children.set(childSitemapPath(kind, index + 1), file));
  }
  return { index: sitemapIndex([...children.keys()], origin), children };
}

/**
 * A brand's `robots.txt`: everything may be crawled but the backend's calls and the page data of in-site
 * navigations (JSON, not pages); the sitemap named on the brand's canonical origin. The pages that must
 * not be indexed stay crawlable on purpose: their `noindex` is read only when they are crawled, and a
 * disallowed page can still be indexed, without its content, from links to it.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /*.pageContext.json$',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
