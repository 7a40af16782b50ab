import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { routeName, type Route } from '@cepa/core/http';
import { bookingRoutes } from '@cepa/booking/routes';
import { clubRoutes } from '@cepa/club/routes';
import { listRoutes, requestRoutes } from '@cepa/content/routes';
import { layoutRoutes } from '@cepa/layout/routes';
import { shopRoutes } from '@cepa/shop/routes';
import { backendCallName, outcomeOf } from '../src/server/backend-calls';
import { traceHeaders, traceOf } from '../src/server/request-context';
import { pageTypeLabel, requestKind, serveMetrics } from './metrics';

describe('requestKind', () => {
  it.each([
    ['GET', '/es/', 'page'],
    ['HEAD', '/en/the-winery', 'page'],
    ['GET', '/es/la-bodega/index.pageContext.json', 'page-data'],
    ['GET', '/api/ecom/basket/', 'api'],
    ['POST', '/api/club/login/', 'api'],
    ['POST', '/es/contacto', 'form'],
    ['POST', '/login', 'form'],
    ['GET', '/assets/chunks/react-dom-B5Pp9Y_1.js', 'static'],
    ['GET', '/favicon.svg', 'static'],
    ['GET', '/social/solera.jpg', 'static'],
    ['GET', '/image', 'image'],
    ['GET', '/robots.txt', 'sitemap'],
    ['GET', '/sitemaps/pages-1.xml', 'sitemap'],
    ['GET', '/healthz', 'health'],
    ['GET', '/readyz', 'health'],
    ['POST', '/rum', 'report'],
    ['POST', '/csp-reports', 'report'],
    ['DELETE', '/es/', 'other'],
  ] as const)('%s %s is %s', (method, path, kind) => {
    expect(requestKind(method, path)).toBe(kind);
  });

  it('never makes a label of an address: a thousand made-up paths give the fixed kinds only', () => {
    const kinds = new Set<string>();
    for (let i = 0; i < 1000; i++) {
      const path = `/${'abcdefghij'.slice(i % 7)}/${i}${['', '.json', '.pageContext.json', '/', '.php'][i % 5]}`;
      kinds.add(requestKind(['GET', 'POST', 'PUT', 'HEAD'][i % 4]!, path));
    }
    expect([...kinds].sort()).toEqual(['form', 'other', 'page', 'page-data', 'static']);
  });
});

describe('backendCallName', () => {
  const routes: Route[] = [
    ...Object.values(bookingRoutes),
    ...Object.values(clubRoutes),
    ...Object.values(listRoutes),
    ...Object.values(requestRoutes),
    ...Object.values(layoutRoutes),
    ...Object.values(shopRoutes),
  ];

  it('names every route of the slices by its route, whatever its parameters', () => {
    for (const route of routes) {
      const path = route.path.replace(/:\w+/g, '4711');
      expect(backendCallName(route.method, path), path).toBe(routeName(route));
    }
    expect(backendCallName('put', '/ecom/basket/lines/98765/')).toBe('PUT /api/ecom/basket/lines/:id/');
    expect(backendCallName('GET', '/api/experience/12?language=es')).toBe('GET /api/experience/:id');
    expect(backendCallName('GET', '/pages/?path=/es/&language=es')).toBe('GET /api/pages/');
  });

  it('names anything else "other": a path, an id or a method never becomes a label', () => {
    expect(backendCallName('GET', '/funding_banner/')).toBe('other');
    expect(backendCallName('GET', '/ecom/basket/lines/5/extra/')).toBe('other');
    expect(backendCallName('DELETE', '/experience/1')).toBe('other');
    expect(backendCallName('GET', '/../../etc/passwd')).toBe('other');
  });

  it('tells an answer from an error status, a timeout and no connection', () => {
    expect(outcomeOf(204)).toBe('ok');
    expect(outcomeOf(409)).toBe('error');
    expect(outcomeOf(undefined, new DOMException('late', 'TimeoutError'))).toBe('timeout');
    expect(outcomeOf(undefined, new TypeError('fetch failed'))).toBe('unreachable');
  });
});

describe('pageTypeLabel', () => {
  it('labels the page types the site composes, the login and the error page; anything else "other"', () => {
    expect(['home', 'product', 'club_orders', 'login', 'error'].map(pageTypeLabel)).toEqual([
      'home',
      'product',
      'club_orders',
      'login',
      'error',
    ]);
    expect(pageTypeLabel('landing_2026')).toBe('other');
    expect(pageTypeLabel('../<script>')).toBe('other');
    expect(pageTypeLabel(undefined)).toBe('other');
  });
});

describe('traceOf', () => {
  const parent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

  it('takes a trusted proxy’s id and continues its trace with a span of its own', () => {
    const trace = traceOf({ 'x-request-id': 'edge-7f3a', traceparent: parent }, true);
    expect(trace).toMatchObject({
      id: 'edge-7f3a',
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      flags: '01',
    });
    expect(trace.spanId).toMatch(/^[0-9a-f]{16}$/);
    const headers = traceHeaders(trace);
    expect(headers['X-Request-Id']).toBe('edge-7f3a');
    expect(headers.traceparent).toMatch(/^00-4bf92f3577b34da6a3ce929d0e0e4736-[0-9a-f]{16}-01$/);
    expect(headers.traceparent).not.toBe(parent);
  });

  it('makes its own for an untrusted client, whatever it sends', () => {
    const trace = traceOf({ 'x-request-id': 'spoofed', traceparent: parent }, false);
    expect(trace.id).toMatch(/^[0-9a-f]{16}$/);
    expect(trace.traceId).not.toBe('4bf92f3577b34da6a3ce929d0e0e4736');
  });

  it('refuses a trusted header that is not well formed', () => {
    const bad = traceOf(
      {
        'x-request-id': 'line\nbreak',
        traceparent: '00-00000000000000000000000000000000-00f067aa0ba902b7-01',
      },
      true,
    );
    expect(bad.id).toMatch(/^[0-9a-f]{16}$/);
    expect(bad.traceId).not.toMatch(/^0+$/);
    expect(traceOf({ 'x-request-id': 'x'.repeat(129) }, true).id).toMatch(/^[0-9a-f]{16}$/);
  });
});

describe('serveMetrics', () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  it('answers /metrics in Prometheus’s text format, and nothing else', async () => {
    const server = await serveMetrics(0, '127.0.0.1');
    close = () => server.close();
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const metrics = await fetch(`${origin}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect((await fetch(`${origin}/`)).status).toBe(404);
    expect((await fetch(`${origin}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
