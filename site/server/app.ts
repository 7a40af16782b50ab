import crypto from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import compression from 'compression';
import { renderPage } from 'vike/server';
import { config } from '@cepa/core/config';
import { tagManagerIdFrom } from '@cepa/core/consent';
import { postedFormField, type PostedForm } from '@cepa/core/form';
import { languageOfPath } from '../src/routing/route';
import {
  cspReportEndpoint,
  hasMemberSession,
  pageCacheControl,
  securityHeaders,
  type ThirdParties,
} from './headers';
import { loaderHash, scriptsAfterPaint } from './scripts-after-paint';
import { backendProxy } from './proxy';
import { redactAddress, requestLine } from './log';
import { loginByForm, loginFrameAddress } from './login';
import { originOfHost, siteOrigins, type SiteOrigin } from '../src/routing/origins';
import { postedForms, type PostedFormsOptions } from './posted-forms';
import { pagesFromBackend, sitemapRoutes, type SitemapOptions } from './sitemap';
import { imageOriginsFrom, imageService, type ImageServiceOptions } from './images';
import { countLimited, countRequests, observeRender } from './metrics';
import { reportRoutes } from './reports';
import { rumEndpoint } from '@cepa/core/rum';
import {
  apiRateLimitGroup,
  rateLimiter,
  rateLimitsFrom,
  type RateLimitGroup,
  type RateLimits,
} from './rate-limits';
import { traceOf, withTrace, type RequestTrace } from '../src/server/request-context';

export type AppOptions = {
  /** The built client files (dist/client). */
  clientDir: string;
  /**
   * The backend's API base (`CEPA_BACKEND_URL`), to which `/api` is passed on; none in tests of the
   * server alone.
   */
  backendUrl?: string;
  /** How long the backend may take before a call through `/api` gets a 504. */
  backendTimeoutMs?: number;
  /** What `/healthz` says of the backend besides "ok": the embedded one is a demo, said loudly. */
  backendKind?: () => 'embedded' | 'real';
  /** One line a request, and one an error; none in tests. */
  log?: (line: string) => void;
  /**
   * Whether the process should get visitors now (`/readyz`): it has rendered a first page, it is not
   * stopping, and its backend answers (see `main.ts`). Ready from the start when not given.
   */
  readiness?: () => Promise<{ ready: boolean; reason?: string }>;
  /** Renders a page (Vike's `renderPage`); a stand-in in tests of the server alone. */
  renderPage?: (pageContextInit: Record<string, unknown>) => Promise<RenderedPage>;
  /** The action of a form on a page type (the site's composition by default); a stand-in in tests. */
  formActionFor?: PostedFormsOptions['actionFor'];
  /** The brands' public origins (`CEPA_SITE_ORIGINS`, `siteOrigins`); a request on any other host gets 421. */
  origins?: () => SiteOrigin[];
  /**
   * The tag manager's container (`CEPA_TAG_MANAGER_ID`, checked when the server starts): the pages' policy
   * allows its hosts only when there is one.
   */
  tagManagerId?: string;
  /**
   * A brand's pages for its sitemap (from the backend's content system when `backendUrl` is given; a
   * stand-in in tests). Without either, `/sitemap.xml` answers 503.
   */
  sitemapPagesOf?: SitemapOptions['fetchPageOf'];
  /**
   * The image service's settings (site/server/images.ts): the origins it takes pictures from
   * (`CEPA_IMAGE_ORIGINS`, else the backend's own) and its bounds.
   */
  images?: Partial<ImageServiceOptions>;
  /**
   * Whether the requests, renders and backend calls are counted for Prometheus (`site/server/metrics.ts`;
   * on when `CEPA_METRICS_PORT` serves them). Off, nothing is counted.
   */
  metrics?: boolean;
  /**
   * The proxies whose `X-Forwarded-For`, `X-Forwarded-Proto`, `X-Request-Id` and `traceparent` are
   * believed (`CEPA_TRUSTED_PROXIES`: addresses, CIDR ranges, `loopback`, `linklocal`, `uniquelocal`,
   * comma-separated; `none` for no proxy): `trustedProxiesFrom`.
   */
  trustedProxies?: string | false;
  /**
   * How often one client may post (`CEPA_RATE_LIMITS`, `site/server/rate-limits.ts`); null for no limits in
   * the process (a proxy in front holds them).
   */
  rateLimits?: RateLimits | null;
};

/**
 * The trusted proxies of `CEPA_TRUSTED_PROXIES` as Express's `trust proxy` takes them: `loopback` when it
 * is not set (nginx on the same machine), false for `none`. Checked as Express compiles it: an address
 * that is not one throws when the server starts.
 */
export function trustedProxiesFrom(value: string | undefined): string | false {
  const text = value?.trim() ?? '';
  if (text === '') return 'loopback';
  if (text === 'none') return false;
  const probe = express();
  probe.set('trust proxy', text);
  return text;
}

/** What the server needs of a rendered page: its answer, and the data it was rendered from. */
export type RenderedPage = {
  httpResponse: {
    statusCode: number;
    headers: [string, string][];
    pipe: (writable: NodeJS.WritableStream) => void;
  };
  data?: unknown;
};

/**
 * The production server: the built site's files, `/api` passed on to the backend named at run time,
 * and every other address rendered by the server. Nothing per visitor is kept between requests, so
 * any number of copies can run behind a load balancer.
 */
export function createApp({
  clientDir,
  backendUrl,
  backendTimeoutMs = 3000,
  backendKind = () => 'real',
  log,
  readiness = async () => ({ ready: true }),
  renderPage: renderWith = renderPage as unknown as NonNullable<AppOptions['renderPage']>,
  formActionFor,
  tagManagerId = tagManagerIdFrom(process.env.CEPA_TAG_MANAGER_ID),
  origins = siteOrigins,
  sitemapPagesOf = backendUrl ? pagesFromBackend(backendUrl, backendTimeoutMs, origins) : undefined,
  images = {},
  metrics = false,
  trustedProxies = trustedProxiesFrom(process.env.CEPA_TRUSTED_PROXIES),
  rateLimits = rateLimitsFrom(process.env.CEPA_RATE_LIMITS),
}: AppOptions) {
  const third: ThirdParties = {
    stripe: !!config.stripePublishableKey,
    captcha: !!config.captchaSiteKey,
    tagManager: tagManagerId !== '',
  };
  const app = express();
  // The scheme is the configured origin's, never a request header's: HSTS, and what the backend is told.
  const isHttps = (req: Request) =>
    originOfHost(req.headers.host, origins())?.origin.startsWith('https:') ?? false;
  app.disable('x-powered-by');
  // Behind a load balancer or CDN, the protocol and client address come from its headers: only a trusted
  // proxy's (`CEPA_TRUSTED_PROXIES`).
  app.set('trust proxy', trustedProxies);
  const trustsPeer = app.get('trust proxy fn') as (address: string, hop: number) => boolean;

  // Every request's id and trace (site/src/server/request-context.ts): on its answer, its log lines and
  // every backend call made for it.
  app.use((req, res, next) => {
    const trace = traceOf(req.headers, trustsPeer(req.socket.remoteAddress ?? '', 0));
    res.locals.trace = trace;
    res.setHeader('X-Request-Id', trace.id);
    withTrace(trace, next);
  });
  if (metrics) app.use(countRequests());

  if (log) {
    app.use((req, res, next) => {
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        log(requestLine(req.method, req.originalUrl, res.statusCode, ms, traceOfResponse(res)?.id));
      });
      next();
    });
  }

  // Alive: the process answers. The embedded backend is a demonstration, never a deployment: said here
  // as it is said on start.
  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(
      backendKind() === 'embedded'
        ? { status: 'ok', backend: 'embedded', warning: demoBackendWarning }
        : { status: 'ok', backend: 'real' },
    );
  });
  // Ready: send it visitors (a load balancer's check).
  app.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    const { ready, reason } = await readiness();
    if (ready) res.json({ status: 'ready' });
    else res.status(503).json({ status: 'not ready', reason });
  });

  // Only the configured hosts are served (the brand comes from the host, and a shared cache whose key
  // left the host out must never keep a page rendered for another): any other gets 421 before anything
  // renders. The health checks above answer whatever the host (a load balancer asks by address).
  app.use((req, res, next) => {
    if (originOfHost(req.headers.host, origins())) return next();
    plainPage(res, 421);
  });

  // How often one client may post (site/server/rate-limits.ts): reads are never limited.
  const limiter = rateLimits
    ? rateLimiter(rateLimits, { onLimited: metrics ? countLimited : undefined })
    : undefined;
  const noLimit = (_req: Request, _res: Response, next: NextFunction) => next();
  const markLimited = (group: (req: Request) => RateLimitGroup) =>
    limiter
      ? (req: Request, res: Response, next: NextFunction) => limiter.mark(group(req))(req, res, next)
      : noLimit;

  // What browsers report: real visitors' Core Web Vitals and the policy's violations (site/server/reports.ts).
  if (limiter)
    app.use(
      [rumEndpoint, cspReportEndpoint],
      limiter.refuse((req) => (req.method === 'POST' ? 'reports' : null)),
    );
  app.use(reportRoutes({ metrics, log }));

  // The site's files in brotli or gzip, as the browser accepts (a CDN keeps them a year); a page rendered
  // per request in gzip only: brotli cost 6-7 ms of CPU a page, gzip 1-2 ms, for 8% fewer bytes
  // (reports/load.md). A CDN in front may compress its kept copies better.
  app.use(pagesInGzip);
  app.use(compression());

  if (backendUrl) {
    if (limiter)
      app.use(
        '/api',
        limiter.refuse((req) => apiRateLimitGroup(req.method, req.path)),
      );
    app.use(
      '/api',
      backendProxy({
        base: backendUrl,
        timeoutMs: backendTimeoutMs,
        protocolOf: (req) => (isHttps(req) ? 'https' : 'http'),
      }),
    );
  }

  // What search engines read first: each brand's robots.txt and sitemap (site/server/sitemap.ts).
  app.use(
    sitemapRoutes({
      fetchPageOf:
        sitemapPagesOf ??
        (() => async () => {
          throw new Error('no backend to list the pages of');
        }),
      origins,
      log,
    }),
  );

  // Pictures at the size the screen needs, from the allowed origins only.
  app.get(
    '/image',
    imageService({ origins: imageOriginsFrom(process.env.CEPA_IMAGE_ORIGINS, backendUrl), ...images }),
  );

  // Hashed files never change: a year, immutable. The rest (favicon, the social cards) an hour.
  app.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      fallthrough: false,
    }),
  );
  app.use(express.static(clientDir, { index: false, maxAge: '1h', setHeaders: noSniff }));

  /**
   * Renders an address with Vike, streamed; `extra` goes into the page context (what a form post left),
   * and the page, when it rendered, answers with `status` (what came of the post). A page that did not
   * (an error page, a redirect to the login) keeps its own.
   */
  const render = async (
    req: Request,
    res: Response,
    extra: Record<string, unknown> = {},
    status?: number,
  ) => {
    // An answer that may be shared (anonymous, not the outcome of a post) carries no nonce: a cache
    // would give it to every visitor. Its one inline script is allowed by its hash; a private answer
    // has a nonce of its own besides, for anything rendered inline for that visitor alone.
    const mayBeShared = status === undefined && !hasMemberSession(req.headers);
    const cspNonce = mayBeShared ? undefined : crypto.randomBytes(16).toString('base64url');
    const started = performance.now();
    const trace = traceOfResponse(res);
    const pageContextInit = {
      urlOriginal: req.originalUrl,
      headersOriginal: req.headers,
      ...(cspNonce ? { cspNonce } : {}),
      siteBrand: originOfHost(req.headers.host, origins())?.brand,
      ...extra,
    };
    const pageContext = await (trace
      ? withTrace(trace, () => renderWith(pageContextInit))
      : renderWith(pageContextInit));
    if (metrics) observeRender(pageTypeOf(pageContext), (performance.now() - started) / 1000);
    const { httpResponse } = pageContext;
    res.status(status !== undefined && httpResponse.statusCode === 200 ? status : httpResponse.statusCode);
    for (const [name, value] of httpResponse.headers) {
      if (name.toLowerCase() !== 'content-security-policy') res.setHeader(name, value);
    }
    res.set(securityHeaders({ hashes: [loaderHash], nonce: cspNonce }, third, isHttps(req)));
    const forMember = !!(pageContext.data as { member?: unknown } | undefined)?.member;
    res.set(
      'Cache-Control',
      status ? 'private, no-store' : pageCacheControl(httpResponse.statusCode, req.headers, forMember),
    );
    res.vary('Cookie');
    if (req.method === 'HEAD') return void res.end();
    // An HTML page's code loads once the browser has painted it (the page data of an in-page navigation is JSON).
    const contentType = httpResponse.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1];
    if (contentType?.startsWith('text/html')) {
      const html = scriptsAfterPaint(cspNonce);
      html.pipe(res);
      httpResponse.pipe(html);
    } else httpResponse.pipe(res);
  };

  if (backendUrl) {
    const protocolOf = (req: Request): 'http' | 'https' => (isHttps(req) ? 'https' : 'http');
    const formsOptions = {
      backendUrl,
      timeoutMs: backendTimeoutMs,
      protocolOf,
      render: (req: Request, res: Response, postedForm: PostedForm, status: number) =>
        render(req, res, { postedForm }, status),
      actionFor: formActionFor,
    };
    const framePosts = postedForms({ ...formsOptions, addressOf: loginFrameAddress });
    app.post(
      '/login',
      express.urlencoded({ extended: false, limit: '16kb' }),
      // The footer's newsletter posted from the login page counts with the forms, a login with the logins.
      markLimited((req) =>
        (req.body as Record<string, unknown> | undefined)?.[postedFormField] ? 'forms' : 'login',
      ),
      // The footer's newsletter of the login page's frame posts here too: run against the home page that
      // frames the login (in the language of `next`), and the login rendered again with what came of it.
      (req, res, next) => {
        if (!(req.body as Record<string, unknown> | undefined)?.[postedFormField]) return next();
        return framePosts(req, res, next);
      },
      loginByForm({
        backendUrl,
        timeoutMs: backendTimeoutMs,
        protocolOf,
        renderAgain: (req, res, attempt, status) => render(req, res, { loginAttempt: attempt }, status),
      }),
    );
    // A form of a page sent without JavaScript (its own address, `/es/…` or `/en/…`).
    const formBody = express.urlencoded({ extended: false, limit: '32kb' });
    app.post(
      '/{*path}',
      (req, res, next) => (languageOfPath(req.path) ? formBody(req, res, next) : next('route')),
      markLimited(() => 'forms'),
      postedForms(formsOptions),
    );
  }

  app.use(async (req: Request, res: Response, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      await render(req, res);
    } catch (error) {
      next(error);
    }
  });

  // Anything else (a POST to no page, a method no page answers) is not found.
  app.use((_req: Request, res: Response) => plainPage(res, 404));

  // The last word on a failure: a plain page for its status, and one log line; never a stack trace or
  // the address (which may carry a visitor's data) in the answer.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status = statusOf(error);
    const id = traceOfResponse(res)?.id;
    log?.(
      `error ${status} ${req.method} ${redactAddress(req.originalUrl)}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}${id ? ` id=${id}` : ''}`,
    );
    if (res.headersSent) return void res.destroy();
    plainPage(res, status);
  });

  return app;
}

/** Leaves brotli out of what a request for anything but the site's files accepts (see `createApp`). */
function pagesInGzip(req: Request, _res: Response, next: NextFunction) {
  const accepted = req.headers['accept-encoding'];
  if (accepted && !req.path.startsWith('/assets/')) {
    req.headers['accept-encoding'] = accepted
      .split(',')
      .filter((coding) => coding.split(';')[0]!.trim().toLowerCase() !== 'br')
      .join(',');
  }
  next();
}

export const demoBackendWarning =
  'This site answers with the embedded demo backend (fixture data, test payments): point CEPA_BACKEND_URL at a real backend to serve visitors.';

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** The trace the first middleware gave the request (`res.locals.trace`). */
function traceOfResponse(res: Response): RequestTrace | undefined {
  return (res.locals as { trace?: RequestTrace }).trace;
}

/** A rendered page's type for the metrics: the content system's, or the login or an error page. */
function pageTypeOf(pageContext: RenderedPage): string | undefined {
  const data = pageContext.data as { kind?: string; page?: { page_type?: unknown } } | undefined;
  if (data?.kind === 'login') return 'login';
  if (data?.kind === 'page' && typeof data.page?.page_type === 'string') return data.page.page_type;
  return 'error';
}

/**
 * A page that says only its status: what a visitor sees when nothing better can be rendered. A failure of
 * the server's own (5xx) names the request's id, a reference the visitor can quote.
 */
function plainPage(res: Response, status: number) {
  const id = status >= 500 ? traceOfResponse(res)?.id : undefined;
  const text = `${status} ${STATUS_CODES[status] ?? 'Error'}`;
  res
    .status(status)
    .set({
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
    })
    .type('html')
    .send(
      `<!doctype html><html><head><meta charset="utf-8"><title>${text}</title></head><body><h1>${text}</h1>${id ? `<p>Referencia / Reference: <code>${id}</code></p>` : ''}</body></html>`,
    );
}

function noSniff(res: Response) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
}
