import http from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import client from 'prom-client';
import { durationBuckets, metricNamed } from '../src/server/backend-calls';
import { indexedPageTypes } from '../src/seo/robots';

/*
 * What the production server counts for Prometheus (prom-client, its default registry): requests by kind and
 * status, the requests under way, the pages' render times by page type, the backend's calls (counted where
 * they are made: site/src/server/backend-calls.ts), readiness, and Node's own (event loop lag, heap, GC).
 * Served on a port of its own (`CEPA_METRICS_PORT`), never on the visitors' one. Every label comes from a
 * short fixed list or a bounded set: an address, an id or a visitor's input never becomes one.
 */

/** What a request is, for the metrics: a fixed list, whatever the address. */
export type RequestKind =
  'page' | 'page-data' | 'api' | 'form' | 'static' | 'image' | 'sitemap' | 'health' | 'report' | 'other';

/** The kind of a request by its method and path (never its query, never the path itself). */
export function requestKind(method: string, path: string): RequestKind {
  if (path === '/healthz' || path === '/readyz') return 'health';
  if (path === '/api' || path.startsWith('/api/')) return 'api';
  if (path === '/image') return 'image';
  if (path === '/rum' || path === '/csp-reports') return 'report';
  if (path === '/robots.txt' || path === '/sitemap.xml' || path.startsWith('/sitemaps/')) return 'sitemap';
  const reads = method === 'GET' || method === 'HEAD';
  if (reads && path.endsWith('.pageContext.json')) return 'page-data';
  if (reads && (path.startsWith('/assets/') || /\/[^/]+\.[a-z0-9]{2,5}$/i.test(path))) return 'static';
  if (method === 'POST') return 'form';
  if (reads) return 'page';
  return 'other';
}

/** A status as a label: the code itself (a bounded set: the server answers with a few dozen at most). */
const statusLabel = (status: number) => (status >= 100 && status < 600 ? String(status) : 'other');

/** The page types a label may name: every one the site composes, the login and the error page. */
export const knownPageTypes: ReadonlySet<string> = new Set([
  ...Object.keys(indexedPageTypes),
  'login',
  'error',
]);

/** A page type as a label: a known one, else `other` (the content system names them; a label is bounded). */
export function pageTypeLabel(pageType: string | undefined): string {
  return pageType !== undefined && knownPageTypes.has(pageType) ? pageType : 'other';
}

const requestDuration = () =>
  metricNamed(
    'cepa_http_request_duration_seconds',
    () =>
      new client.Histogram({
        name: 'cepa_http_request_duration_seconds',
        help: 'Requests to the site by kind and status, from the request to the last byte of the answer.',
        labelNames: ['kind', 'status'],
        buckets: durationBuckets,
      }),
  );

const inFlight = () =>
  metricNamed(
    'cepa_http_requests_in_flight',
    () =>
      new client.Gauge({
        name: 'cepa_http_requests_in_flight',
        help: 'Requests under way, by kind.',
        labelNames: ['kind'],
      }),
  );

const renderDuration = () =>
  metricNamed(
    'cepa_render_duration_seconds',
    () =>
      new client.Histogram({
        name: 'cepa_render_duration_seconds',
        help: "Pages rendered on the server by page type (login, error, or the content system's page type): from the request to the answer's headers (its data fetched, the shell rendered).",
        labelNames: ['page_type'],
        buckets: durationBuckets,
      }),
  );

/** Counts a request refused by the site's limits (site/server/rate-limits.ts), by group. */
export function countLimited(group: string) {
  metricNamed(
    'cepa_rate_limited_total',
    () =>
      new client.Counter({
        name: 'cepa_rate_limited_total',
        help: "Requests past one client's limit (429), by group: login, forms, writes, vouchers, reports.",
        labelNames: ['group'],
      }),
  ).inc({ group });
}

/** Counts every request: by kind and status once it is answered, and while it is under way. */
export function countRequests() {
  return (req: Request, res: Response, next: NextFunction) => {
    const kind = requestKind(req.method, req.path);
    const started = performance.now();
    const gauge = inFlight();
    gauge.inc({ kind });
    let done = false;
    const end = () => {
      if (done) return;
      done = true;
      gauge.dec({ kind });
      requestDuration().observe(
        // A visitor who went away before the answer was sent: counted apart from the answers.
        { kind, status: res.writableFinished ? statusLabel(res.statusCode) : 'aborted' },
        (performance.now() - started) / 1000,
      );
    };
    res.once('finish', end);
    res.once('close', end);
    next();
  };
}

/** Counts a page's render: its type (`pageTypeLabel`) and seconds. */
export function observeRender(pageType: string | undefined, seconds: number) {
  renderDuration().observe({ page_type: pageTypeLabel(pageType) }, seconds);
}

/**
 * Readiness as a gauge (1 ready, 0 not), asked of `readiness` when Prometheus scrapes, and Node's own
 * metrics (prom-client's defaults: event loop lag, heap, GC, handles), once for the process.
 */
export function collectProcessMetrics(readiness: () => Promise<{ ready: boolean }>) {
  if (client.register.getSingleMetric('cepa_ready')) return;
  client.collectDefaultMetrics();
  // Gauges named as counters (`_total`), which Prometheus's lint refuses: their sums by type
  // (`nodejs_active_handles`, …) stay.
  for (const name of [
    'nodejs_active_handles_total',
    'nodejs_active_requests_total',
    'nodejs_active_resources_total',
  ])
    client.register.removeSingleMetric(name);
  new client.Gauge({
    name: 'cepa_ready',
    help: 'Whether the process should get visitors now (/readyz): 1 ready, 0 not (starting, stopping, or its backend does not answer).',
    async collect() {
      this.set((await readiness()).ready ? 1 : 0);
    },
  });
}

/** The metrics as Prometheus reads them (text exposition format). */
export function metricsText(): Promise<string> {
  return client.register.metrics();
}

/**
 * The metrics' own server: `GET /metrics` on `port` at `host`, and nothing else (404). Apart from the
 * visitors' port, so that a deployment exposes it to its Prometheus only.
 */
export function serveMetrics(port: number, host: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    metricsText().then(
      (text) => res.writeHead(200, { 'Content-Type': client.register.contentType }).end(text),
      (error: unknown) => {
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics failed');
        console.error(`metrics: ${error instanceof Error ? error.message : String(error)}`);
      },
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
