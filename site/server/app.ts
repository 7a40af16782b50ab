import crypto from 'node:crypto';
import path from 'node:path';
import express, { type Request, type Response } from 'express';
import compression from 'compression';
import { renderPage } from 'vike/server';
import { config } from '@cepa/core/config';
import { pageCacheControl, securityHeaders, type ThirdParties } from './headers';
import { scriptsAfterPaint } from './scripts-after-paint';

export type AppOptions = {
  /** The built client files (dist/client). */
  clientDir: string;
  /** The embedded backend's middleware, mounted under /api; none with a real backend. */
  backend?: express.RequestHandler;
  /** One line a request; none in tests. */
  log?: (line: string) => void;
  /**
   * Whether the process is ready for visitors (it has rendered a first page: see `main.ts`); until
   * then `/healthz` answers 503, so a load balancer sends it no traffic. Ready from the start when not
   * given.
   */
  isReady?: () => boolean;
};

const third: ThirdParties = { stripe: !!config.stripePublishableKey, captcha: !!config.captchaSiteKey };

const isHttps = (req: Request) =>
  req.secure ||
  String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim() === 'https';

/**
 * The production server: the built site's files, the embedded backend (unless a real one is named),
 * and every other address rendered by the server. Nothing per visitor is kept between requests, so
 * any number of copies can run behind a load balancer.
 */
export function createApp({ clientDir, backend, log, isReady = () => true }: AppOptions) {
  const app = express();
  app.disable('x-powered-by');
  // Behind a load balancer or CDN, the protocol and client address come from its headers.
  app.set('trust proxy', 'loopback, linklocal, uniquelocal');

  if (log) {
    app.use((req, res, next) => {
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        log(`${req.method} ${req.originalUrl} ${res.statusCode} ${ms.toFixed(1)}ms`);
      });
      next();
    });
  }

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (isReady()) res.json({ status: 'ok' });
    else res.status(503).json({ status: 'starting' });
  });

  // gzip or brotli, as the browser accepts; streamed pages are flushed as they are written.
  app.use(compression({ brotli: { params: {} } } as compression.CompressionOptions));

  if (backend) app.use(backend);

  // Hashed files never change: a year, immutable. The rest (favicon, robots.txt) an hour.
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

  app.use(async (req: Request, res: Response, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      const cspNonce = crypto.randomBytes(16).toString('base64url');
      const pageContext = await renderPage({
        urlOriginal: req.originalUrl,
        headersOriginal: req.headers,
        cspNonce,
      });
      const { httpResponse } = pageContext;
      res.status(httpResponse.statusCode);
      for (const [name, value] of httpResponse.headers) {
        if (name.toLowerCase() !== 'content-security-policy') res.setHeader(name, value);
      }
      res.set(securityHeaders(cspNonce, third, isHttps(req)));
      const forMember = !!(pageContext as { data?: { member?: unknown } }).data?.member;
      res.set('Cache-Control', pageCacheControl(httpResponse.statusCode, req.headers, forMember));
      res.vary('Cookie');
      if (req.method === 'HEAD') return res.end();
      // An HTML page's code loads once the browser has painted it (the page data of an in-page navigation is JSON).
      const contentType = httpResponse.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1];
      if (contentType?.startsWith('text/html')) {
        const html = scriptsAfterPaint(cspNonce);
        html.pipe(res);
        httpResponse.pipe(html);
      } else httpResponse.pipe(res);
    } catch (error) {
      next(error);
    }
  });

  return app;
}

function noSniff(res: Response) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
}
