import express, { type NextFunction, type Request, type Response } from 'express';
import client from 'prom-client';
import { rumBeaconMaxBytes, rumBeaconSchema, rumEndpoint } from '@cepa/core/rum';
import { metricNamed } from '../src/server/backend-calls';
import { knownPageTypes } from './metrics';
import { cspReportEndpoint } from './headers';
import { redactAddress } from './log';

/*
 * What browsers report to the site itself: real visitors' Core Web Vitals (`/rum`, `@cepa/core/rum`) and the
 * Content-Security-Policy's violations (`/csp-reports`). Each is read within a size bound, checked against
 * its shape, counted on the metrics port, and answered 204; a body too large is refused with 413, one that
 * is not a report with 400, and both are counted. Nothing of a report is kept but the counts, and the log's
 * memory of which violations it said in the last minute (bounded).
 */

/** The largest violation report taken: the Reporting API may batch several in one. */
export const cspReportMaxBytes = 16 * 1024;

/** A CSP directive a report may name (CSP 3's fetch, document and navigation directives), else `other`. */
const directives = new Set([
  'default-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'img-src',
  'font-src',
  'connect-src',
  'media-src',
  'object-src',
  'frame-src',
  'child-src',
  'worker-src',
  'manifest-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
  'trusted-types',
  'require-trusted-types-for',
]);

const refused = () =>
  metricNamed(
    'cepa_reports_refused_total',
    () =>
      new client.Counter({
        name: 'cepa_reports_refused_total',
        help: 'Reports refused at /rum and /csp-reports: too large (413), or not a report of their kind (400).',
        labelNames: ['endpoint', 'reason'],
      }),
  );

const beacons = () =>
  metricNamed(
    'cepa_rum_beacons_total',
    () =>
      new client.Counter({
        name: 'cepa_rum_beacons_total',
        help: "Real visitors' beacons taken, by brand, language and how the page was reached.",
        labelNames: ['brand', 'language', 'navigation'],
      }),
  );

/** Seconds for LCP and INP: Google's "good" and "poor" lines (2.5 s and 4 s; 200 and 500 ms) among them. */
const timeBuckets = [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 1.5, 2, 2.5, 3, 4, 6, 10];
const clsBuckets = [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1];

const vitals = {
  LCP: () =>
    metricNamed(
      'cepa_rum_lcp_seconds',
      () =>
        new client.Histogram({
          name: 'cepa_rum_lcp_seconds',
          help: "Real visitors' Largest Contentful Paint, by page type and device class.",
          labelNames: ['page_type', 'device'],
          buckets: timeBuckets,
        }),
    ),
  INP: () =>
    metricNamed(
      'cepa_rum_inp_seconds',
      () =>
        new client.Histogram({
          name: 'cepa_rum_inp_seconds',
          help: "Real visitors' Interaction to Next Paint, by page type, device class and how far the page had loaded when they pressed.",
          labelNames: ['page_type', 'device', 'load_state'],
          buckets: timeBuckets,
        }),
    ),
  CLS: () =>
    metricNamed(
      'cepa_rum_cls',
      () =>
        new client.Histogram({
          name: 'cepa_rum_cls',
          help: "Real visitors' Cumulative Layout Shift, by page type and device class.",
          labelNames: ['page_type', 'device'],
          buckets: clsBuckets,
        }),
    ),
};

const violations = () =>
  metricNamed(
    'cepa_csp_violations_total',
    () =>
      new client.Counter({
        name: 'cepa_csp_violations_total',
        help: 'Content-Security-Policy violations browsers reported, by directive (enforced or report-only).',
        labelNames: ['directive', 'disposition'],
      }),
  );

/** The body as text, up to `limit` bytes, whatever its type (a beacon, a report list, a report). */
const bodyOf = (limit: number) => express.text({ type: () => true, limit });

/** Refuses a request whose body was too large (413) or unreadable (400), counted for `endpoint`. */
function refuseUnread(endpoint: string, metrics: boolean) {
  return (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    const status = (error as { status?: unknown }).status;
    if (status !== 413 && status !== 400) return next(error);
    if (metrics) refused().inc({ endpoint, reason: status === 413 ? 'too-large' : 'unreadable' });
    res.status(status).set('Cache-Control', 'no-store').end();
  };
}

function parsed(text: unknown): unknown {
  if (typeof text !== 'string') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export type ReportsOptions = {
  /** Whether the reports are counted (the metrics are on). Off, they are still checked and answered. */
  metrics: boolean;
  /** One line for each distinct violation a minute; none in tests. */
  log?: (line: string) => void;
  /** How many distinct violations the log remembers within a minute (past that it stops saying new ones). */
  maxRemembered?: number;
  now?: () => number;
};

/** One violation as both formats give it: what was refused, by which directive, from which page. */
type Violation = {
  directive: string;
  disposition: string;
  blocked: string;
  document: string;
  source: string;
};

/** A report's address, told without its query, fragment or any path past the origin's for other sites. */
function addressOf(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) return value.slice(0, 40); // 'inline', 'eval', 'self'
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? `${url.origin}${redactAddress(url.pathname)}`.slice(0, 200)
      : url.protocol;
  } catch {
    return '';
  }
}

function directiveOf(value: unknown): string {
  const name = typeof value === 'string' ? value.trim().split(/\s+/)[0]!.toLowerCase() : '';
  return directives.has(name) ? name : 'other';
}

/** The violations in a body of either format: the Reporting API's list, or `report-uri`'s one report. */
export function violationsIn(body: unknown): Violation[] | undefined {
  if (Array.isArray(body)) {
    const found: Violation[] = [];
    for (const report of body.slice(0, 100)) {
      const inner = (report as { type?: unknown; body?: Record<string, unknown> } | null) ?? {};
      if (inner.type !== 'csp-violation' || !inner.body || typeof inner.body !== 'object') continue;
      found.push({
        directive: directiveOf(inner.body.effectiveDirective),
        disposition: inner.body.disposition === 'report' ? 'report' : 'enforce',
        blocked: addressOf(inner.body.blockedURL),
        document: addressOf(inner.body.documentURL),
        source: addressOf(inner.body.sourceFile),
      });
    }
    return found.length > 0 ? found : undefined;
  }
  const report = (body as { 'csp-report'?: Record<string, unknown> } | null)?.['csp-report'];
  if (!report || typeof report !== 'object') return undefined;
  return [
    {
      directive: directiveOf(report['effective-directive'] ?? report['violated-directive']),
      disposition: report.disposition === 'report' ? 'report' : 'enforce',
      blocked: addressOf(report['blocked-uri']),
      document: addressOf(report['document-uri']),
      source: addressOf(report['source-file']),
    },
  ];
}

/** The routes that take browsers' reports: `/rum` and `/csp-reports`. */
export function reportRoutes({ metrics, log, maxRemembered = 1000, now = Date.now }: ReportsOptions) {
  const router = express.Router();
  const refuse = (res: Response, endpoint: string, reason: string) => {
    if (metrics) refused().inc({ endpoint, reason });
    res.status(400).set('Cache-Control', 'no-store').end();
  };

  router.post(rumEndpoint, bodyOf(rumBeaconMaxBytes), (req, res) => {
    const beacon = rumBeaconSchema.safeParse(parsed(req.body));
    if (!beacon.success) return refuse(res, 'rum', 'malformed');
    const { page_type: pageType, device } = beacon.data;
    if (!knownPageTypes.has(pageType)) return refuse(res, 'rum', 'unknown-page-type');
    if (metrics) {
      beacons().inc({
        brand: beacon.data.brand,
        language: beacon.data.language,
        navigation: beacon.data.navigation,
      });
      for (const { name, value, load_state: loadState } of beacon.data.metrics) {
        if (name === 'CLS') vitals.CLS().observe({ page_type: pageType, device }, value);
        else if (name === 'LCP') vitals.LCP().observe({ page_type: pageType, device }, value / 1000);
        else
          vitals
            .INP()
            .observe({ page_type: pageType, device, load_state: loadState ?? 'complete' }, value / 1000);
      }
    }
    res.status(204).set('Cache-Control', 'no-store').end();
  });

  // Which violations the log has said this minute: one line each, however many browsers report it.
  let said = new Set<string>();
  let minute = Math.floor(now() / 60_000);
  router.post(cspReportEndpoint, bodyOf(cspReportMaxBytes), (req, res) => {
    const found = violationsIn(parsed(req.body));
    if (!found) return refuse(res, 'csp', 'malformed');
    const thisMinute = Math.floor(now() / 60_000);
    if (thisMinute !== minute) {
      minute = thisMinute;
      said = new Set();
    }
    for (const violation of found) {
      if (metrics) violations().inc({ directive: violation.directive, disposition: violation.disposition });
      const key = `${violation.directive} ${violation.blocked} ${violation.document} ${violation.source}`;
      if (log && !said.has(key) && said.size < maxRemembered) {
        said.add(key);
        log(
          `csp violation (${violation.disposition}): ${violation.directive} refused ${violation.blocked || '(nothing named)'} on ${violation.document || '(a page)'}${violation.source ? ` from ${violation.source}` : ''}`,
        );
      }
    }
    res.status(204).set('Cache-Control', 'no-store').end();
  });

  router.use(rumEndpoint, refuseUnread('rum', metrics));
  router.use(cspReportEndpoint, refuseUnread('csp', metrics));
  return router;
}
