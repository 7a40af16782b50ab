import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import promClient from 'prom-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reportRoutes, violationsIn, type ReportsOptions } from './reports';

const servers: http.Server[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));
beforeEach(() => promClient.register.resetMetrics());

async function serve(options: Partial<ReportsOptions> = {}) {
  const app = express().use(reportRoutes({ metrics: true, ...options }));
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const post = (url: string, body: string, type = 'application/json') =>
  fetch(url, { method: 'POST', headers: { 'content-type': type }, body });

async function series(name: string): Promise<number> {
  const text = await promClient.register.metrics();
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return Number(new RegExp(`^${escaped} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
}

const beacon = {
  page_type: 'product',
  brand: 'solera',
  language: 'es',
  device: 'phone',
  navigation: 'navigate',
  metrics: [
    { name: 'LCP', value: 1840 },
    { name: 'INP', value: 248, load_state: 'dom-content-loaded' },
    { name: 'CLS', value: 0.0123 },
  ],
};

describe('/rum: real visitors’ Core Web Vitals', () => {
  it('takes a beacon (as sendBeacon sends it, any type) and counts each metric by page type and device', async () => {
    const origin = await serve();
    const answer = await post(`${origin}/rum`, JSON.stringify(beacon), 'text/plain;charset=UTF-8');
    expect(answer.status).toBe(204);
    expect(await series('cepa_rum_beacons_total{brand="solera",language="es",navigation="navigate"}')).toBe(
      1,
    );
    expect(await series('cepa_rum_lcp_seconds_bucket{le="2",page_type="product",device="phone"}')).toBe(1);
    expect(await series('cepa_rum_lcp_seconds_bucket{le="1.5",page_type="product",device="phone"}')).toBe(0);
    expect(
      await series(
        'cepa_rum_inp_seconds_count{page_type="product",device="phone",load_state="dom-content-loaded"}',
      ),
    ).toBe(1);
    expect(await series('cepa_rum_cls_sum{page_type="product",device="phone"}')).toBeCloseTo(0.0123);
  });

  it.each([
    ['not JSON', '{"page_type":', 'malformed'],
    ['a field it does not know', JSON.stringify({ ...beacon, visitor: 'v-1' }), 'malformed'],
    [
      'a metric it does not know',
      JSON.stringify({ ...beacon, metrics: [{ name: 'FID', value: 3 }] }),
      'malformed',
    ],
    ['a negative value', JSON.stringify({ ...beacon, metrics: [{ name: 'LCP', value: -1 }] }), 'malformed'],
    ['no metrics', JSON.stringify({ ...beacon, metrics: [] }), 'malformed'],
    [
      'a page type the site has not',
      JSON.stringify({ ...beacon, page_type: 'landing_2026' }),
      'unknown-page-type',
    ],
  ])('refuses %s (400) and counts it', async (_case, body, reason) => {
    const origin = await serve();
    expect((await post(`${origin}/rum`, body)).status).toBe(400);
    expect(await series(`cepa_reports_refused_total{endpoint="rum",reason="${reason}"}`)).toBe(1);
    expect(await series('cepa_rum_beacons_total{brand="solera",language="es",navigation="navigate"}')).toBe(
      0,
    );
  });

  it('refuses a body over 2 KB unread (413) and counts it', async () => {
    const origin = await serve();
    const large = JSON.stringify({ ...beacon, padding: 'x'.repeat(3000) });
    expect((await post(`${origin}/rum`, large)).status).toBe(413);
    expect(await series('cepa_reports_refused_total{endpoint="rum",reason="too-large"}')).toBe(1);
  });
});

describe('/csp-reports: the policy’s violations', () => {
  const reportTo = [
    {
      type: 'csp-violation',
      age: 10,
      url: 'http://127.0.0.1:4173/es/?email=lucia%40example.com',
      user_agent: 'Chrome',
      body: {
        documentURL: 'http://127.0.0.1:4173/es/?email=lucia%40example.com',
        blockedURL: 'http://127.0.0.1:9/forced.js?token=abc',
        effectiveDirective: 'script-src-elem',
        disposition: 'enforce',
        sourceFile: 'http://127.0.0.1:4173/assets/entry.js',
        lineNumber: 1,
      },
    },
  ];
  const reportUri = {
    'csp-report': {
      'document-uri': 'http://127.0.0.1:4173/en/',
      'blocked-uri': 'eval',
      'violated-directive': 'script-src',
      'effective-directive': 'script-src',
    },
  };

  it('counts each violation of both formats by directive, and logs each distinct one once a minute, with no query', async () => {
    const lines: string[] = [];
    let now = 0;
    const origin = await serve({ log: (line) => lines.push(line), now: () => now });
    expect(
      (await post(`${origin}/csp-reports`, JSON.stringify(reportTo), 'application/reports+json')).status,
    ).toBe(204);
    expect(
      (await post(`${origin}/csp-reports`, JSON.stringify(reportTo), 'application/reports+json')).status,
    ).toBe(204);
    expect(
      (await post(`${origin}/csp-reports`, JSON.stringify(reportUri), 'application/csp-report')).status,
    ).toBe(204);
    expect(await series('cepa_csp_violations_total{directive="script-src-elem",disposition="enforce"}')).toBe(
      2,
    );
    expect(await series('cepa_csp_violations_total{directive="script-src",disposition="enforce"}')).toBe(1);
    expect(lines).toEqual([
      'csp violation (enforce): script-src-elem refused http://127.0.0.1:9/forced.js on http://127.0.0.1:4173/es/ from http://127.0.0.1:4173/assets/entry.js',
      'csp violation (enforce): script-src refused eval on http://127.0.0.1:4173/en/',
    ]);
    now = 61_000;
    await post(`${origin}/csp-reports`, JSON.stringify(reportUri), 'application/csp-report');
    expect(lines).toHaveLength(3);
  });

  it('remembers a bounded number of violations a minute, however many distinct ones come', async () => {
    const lines: string[] = [];
    const origin = await serve({ log: (line) => lines.push(line), maxRemembered: 5 });
    for (let i = 0; i < 20; i++) {
      const report = {
        'csp-report': { ...reportUri['csp-report'], 'blocked-uri': `https://x${i}.example/a.js` },
      };
      await post(`${origin}/csp-reports`, JSON.stringify(report), 'application/csp-report');
    }
    expect(lines).toHaveLength(5);
    expect(await series('cepa_csp_violations_total{directive="script-src",disposition="enforce"}')).toBe(20);
  });

  it('refuses what is no violation report (400) and a body over 16 KB (413), and counts both', async () => {
    const origin = await serve();
    expect((await post(`${origin}/csp-reports`, '[{"type":"deprecation","body":{}}]')).status).toBe(400);
    expect((await post(`${origin}/csp-reports`, 'hello')).status).toBe(400);
    expect((await post(`${origin}/csp-reports`, JSON.stringify({ x: 'y'.repeat(17_000) }))).status).toBe(413);
    expect(await series('cepa_reports_refused_total{endpoint="csp",reason="malformed"}')).toBe(2);
    expect(await series('cepa_reports_refused_total{endpoint="csp",reason="too-large"}')).toBe(1);
  });

  it('names an unknown directive "other": a report never makes a label of its own', () => {
    expect(violationsIn({ 'csp-report': { 'violated-directive': 'made-up-src x' } })?.[0]?.directive).toBe(
      'other',
    );
  });
});
