import express, { type Request, type Response } from 'express';
import { fetchPageContent, isApiError, reportError, type Brand } from '@cepa/core';
import { buildSitemap, robotsTxt, type FetchPage, type Sitemap } from '../src/seo/sitemap';
import { canonicalOrigin, originOfHost, type SiteOrigin } from '../src/routing/origins';
import { backendClient } from '../src/server/page-data';

/**
 * A brand's pages from the backend's content system, asked as an anonymous visitor on the brand's host,
 * each call cut at `timeoutMs`. A page the content system has not (404), or keeps for members (403), is
 * none to list; a page whose content breaks the contract would render an error page, so it is none
 * either (and is reported); no answer, or a failure of the backend's own (5xx), fails the sitemap.
 */
export function pagesFromBackend(backendUrl: string, timeoutMs: number, origins: () => SiteOrigin[]) {
  return (brand: Brand): FetchPage => {
    const origin = canonicalOrigin(brand, origins());
    const client = backendClient(
      backendUrl,
      timeoutMs,
      origin ? { 'X-Forwarded-Host': new URL(origin).host } : {},
    );
    return async (path, language) => {
      try {
        return await fetchPageContent(path, language, brand, { client });
      } catch (error) {
        if (!isApiError(error)) throw error;
        if (error.kind === 'http' && error.status !== undefined && error.status < 500) return null;
        if (error.kind === 'contract') {
          reportError(error, 'sitemap: a page whose content breaks the contract is left out');
          return null;
        }
        throw error;
      }
    };
  };
}

export type SitemapOptions = {
  /** A brand's page from its content system, anonymous (the sitemap lists what anyone may see). */
  fetchPageOf: (brand: Brand) => FetchPage;
  origins: () => SiteOrigin[];
  /** How long a built sitemap is kept in the process, as long as a shared cache keeps it (`s-maxage`). */
  keepMs?: number;
  log?: (line: string) => void;
  now?: () => number;
};

/** As the anonymous pages: any cache may keep it five minutes, and serve it while it asks again. */
const publicCacheControl = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';

/**
 * `/robots.txt`, `/sitemap.xml` and `/sitemaps/<kind>-<n>.xml`, per brand host (the host names the brand,
 * and every address is on the brand's canonical origin, never the request's). A sitemap takes a crawl of
 * the brand's content: it is built once per brand for `keepMs` (one crawl however many ask at once;
 * each process builds its own, as it would render its own pages) and kept by any cache after that. A
 * crawl that fails is answered 503, kept by nobody, and tried again on the next request.
 */
export function sitemapRoutes({
  fetchPageOf,
  origins,
  keepMs = 300_000,
  log,
  now = Date.now,
}: SitemapOptions) {
  const router = express.Router();
  const built = new Map<Brand, { at: number; sitemap: Promise<Sitemap> }>();
  const sitemapOf = (brand: Brand, origin: string) => {
    const kept = built.get(brand);
    if (kept && now() - kept.at < keepMs) return kept.sitemap;
    const sitemap = buildSitemap(fetchPageOf(brand), origin);
    built.set(brand, { at: now(), sitemap });
    sitemap.catch(() => {
      if (built.get(brand)?.sitemap === sitemap) built.delete(brand);
    });
    return sitemap;
  };
  const brandOrigin = (req: Request) => {
    const brand = originOfHost(req.headers.host, origins())?.brand;
    const origin = brand ? canonicalOrigin(brand, origins()) : null;
    return brand && origin ? { brand, origin } : null;
  };
  const answer = (res: Response, type: string, body: string) => {
    res.set({
      'Content-Type': `${type}; charset=utf-8`,
      'Cache-Control': publicCacheControl,
      'X-Content-Type-Options': 'nosniff',
    });
    res.send(body);
  };
  const serveSitemap =
    (file: (sitemap: Sitemap, req: Request) => string | undefined) => async (req: Request, res: Response) => {
      const site = brandOrigin(req);
      if (!site) return void res.sendStatus(421);
      let sitemap: Sitemap;
      try {
        sitemap = await sitemapOf(site.brand, site.origin);
      } catch (error) {
        log?.(
          `error 503 sitemap of ${site.brand}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
        );
        res.set({ 'Cache-Control': 'no-store', 'Retry-After': '60' });
        return void res
          .status(503)
          .type('text/plain')
          .send('The sitemap could not be built; try again shortly.\n');
      }
      const body = file(sitemap, req);
      if (body === undefined) return void res.status(404).type('text/plain').send('Not found\n');
      answer(res, 'application/xml', body);
    };

  router.get('/robots.txt', (req, res) => {
    const site = brandOrigin(req);
    if (!site) return void res.sendStatus(421);
    answer(res, 'text/plain', robotsTxt(site.origin));
  });
  router.get(
    '/sitemap.xml',
    serveSitemap((sitemap) => sitemap.index),
  );
  router.get(
    '/sitemaps/:file',
    serveSitemap((sitemap, req) => sitemap.children.get(`/sitemaps/${String(req.params.file)}`)),
  );
  return router;
}
