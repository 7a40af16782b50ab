import type { Page } from '@playwright/test';
import { consentMetricsPort } from '../playwright.config';
import { anyViewport, arrive, expect, hydrated, test } from './support';

/**
 * What the site started with a tag manager observes while it runs (the `consent` projects; README, "Seen
 * while it runs"): real visitors' Core Web Vitals, sent only with their consent to analytics
 * (`CEPA_RUM_SAMPLE=1` there: every page load measured), the Content-Security-Policy's violations, and
 * both counted on its metrics port (`CEPA_METRICS_PORT`), which flows running beside these add to: each
 * check reads a count before and after.
 */

const metrics = async () => (await fetch(`http://127.0.0.1:${consentMetricsPort}/metrics`)).text();

/** A series' value in the metrics (0 when absent). */
function valueOf(text: string, series: string): number {
  const escaped = series.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return Number(new RegExp(`^${escaped} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);
}

/**
 * Keeps a copy of every beacon the page sends in its own storage: a beacon leaves as its page is hidden
 * (here, as it unloads), where Playwright does not see it; the next page of the site reads them back
 * (`beaconsKept`). The beacon itself still goes.
 */
async function keepBeacons(page: Page) {
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      const kept = JSON.parse(localStorage.getItem('cepa-test-beacons') ?? '[]') as unknown[];
      localStorage.setItem('cepa-test-beacons', JSON.stringify([...kept, { url: String(url), data }]));
      return send(url, data);
    };
  });
}

const beaconsKept = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('cepa-test-beacons') ?? '[]') as { url: string; data: unknown }[],
  );

/** The shop with the cookie banner answered (`choice`), then a wine opened: a press for INP to report. */
async function chooseThenOpenAWine(page: Page, choice: 'Aceptar todas' | 'Rechazar todas') {
  await arrive(page, '/es/tienda');
  await page.getByRole('region', { name: 'Cookies' }).getByRole('button', { name: choice }).click();
  // Not a visitor's wait: measuring starts from the consent controls, which take the choice once the page
  // has hydrated; the press after it is the one the beacon's INP is about.
  await hydrated(page);
  await page
    .getByRole('link', { name: /Solera Crianza 2020/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Solera Crianza 2020/ })).toBeVisible();
}

test.describe('real visitors’ Core Web Vitals', () => {
  test('with consent to analytics, a page’s LCP, INP and CLS leave in one beacon as it is hidden, and are counted', async ({
    page,
    isMobile,
  }) => {
    const device = isMobile ? 'phone' : 'desktop';
    await keepBeacons(page);
    const before = await metrics();
    await chooseThenOpenAWine(page, 'Aceptar todas');
    // A new page load hides this one: its beacon goes then.
    await page.goto('/es/');
    const sent = await beaconsKept(page);
    expect(sent.map((beacon) => beacon.url)).toEqual([expect.stringMatching(/\/rum$/)]);
    const beacon = JSON.parse(String(sent[0]!.data)) as {
      page_type: string;
      metrics: { name: string; value: number; load_state?: string }[];
    };
    // Nothing that tells this visitor from another: no address, no id; the fields the server takes only.
    expect(Object.keys(beacon).sort()).toEqual([
      'brand',
      'device',
      'language',
      'metrics',
      'navigation',
      'page_type',
    ]);
    expect(beacon).toMatchObject({
      page_type: 'catalogue',
      brand: 'solera',
      language: 'es',
      device,
      navigation: 'navigate',
    });
    expect(beacon.metrics.map((metric) => metric.name).sort()).toEqual(['CLS', 'INP', 'LCP']);
    expect(beacon.metrics.find((metric) => metric.name === 'LCP')!.value).toBeGreaterThan(0);
    expect(beacon.metrics.find((metric) => metric.name === 'INP')!.load_state).toMatch(
      /^(loading|dom-interactive|dom-content-loaded|complete)$/,
    );
    // The server took it: the catalogue's LCP on this device is counted once more.
    await expect
      .poll(async () => {
        const series = `cepa_rum_lcp_seconds_count{page_type="catalogue",device="${device}"}`;
        return valueOf(await metrics(), series) - valueOf(before, series);
      })
      .toBeGreaterThanOrEqual(1);
  });

  test('without consent to analytics nothing is measured nor sent', async ({ page }) => {
    await keepBeacons(page);
    await chooseThenOpenAWine(page, 'Rechazar todas');
    // The beacon would have left as the shop's page was hidden, before the home page came.
    await page.goto('/es/');
    await hydrated(page);
    expect(await beaconsKept(page)).toEqual([]);
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => /web-vitals-report/.test(entry.name)),
    );
    expect(loaded).toBe(false);
  });

  test('malformed and oversized beacons are refused, and counted', anyViewport, async ({ request }) => {
    const before = await metrics();
    const malformed = await request.post('/rum', {
      data: '{"page_type":',
      headers: { 'content-type': 'text/plain' },
    });
    const oversized = await request.post('/rum', {
      data: JSON.stringify({ padding: 'x'.repeat(4000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect([malformed.status(), oversized.status()]).toEqual([400, 413]);
    const after = await metrics();
    const delta = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(delta('cepa_reports_refused_total{endpoint="rum",reason="malformed"}')).toBeGreaterThanOrEqual(1);
    expect(delta('cepa_reports_refused_total{endpoint="rum",reason="too-large"}')).toBeGreaterThanOrEqual(1);
  });
});

test.describe('the Content-Security-Policy’s violations', () => {
  test(
    'a script the policy refuses is reported to the site, and counted by directive',
    anyViewport,
    async ({ browser, baseURL }) => {
      // A context of its own: the flows' page fails on any violation, and this one is forced.
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      const response = await page.goto('/es/');
      expect(response!.headers()['content-security-policy']).toMatch(/; report-uri \/csp-reports$/);
      const before = await metrics();
      const reported = context.waitForEvent(
        'request',
        (request) => new URL(request.url()).pathname === '/csp-reports',
      );
      // An injected script from an address the policy does not allow (loopback: refused before any request).
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.src = 'http://127.0.0.1:9/injected.js';
        document.head.append(script);
      });
      const report = await reported;
      expect(report.method()).toBe('POST');
      expect(report.postData()).toContain('injected.js');
      await expect
        .poll(async () => {
          const series = 'cepa_csp_violations_total{directive="script-src-elem",disposition="enforce"}';
          return valueOf(await metrics(), series) - valueOf(before, series);
        })
        .toBeGreaterThanOrEqual(1);
      await context.close();
    },
  );

  test('a report that is none, or too large, is refused, and counted', anyViewport, async ({ request }) => {
    const before = await metrics();
    const none = await request.post('/csp-reports', {
      data: '[{"type":"deprecation","body":{}}]',
      headers: { 'content-type': 'application/reports+json' },
    });
    const large = await request.post('/csp-reports', {
      data: JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(20_000) } }),
      headers: { 'content-type': 'application/csp-report' },
    });
    expect([none.status(), large.status()]).toEqual([400, 413]);
    const after = await metrics();
    const delta = (series: string) => valueOf(after, series) - valueOf(before, series);
    expect(delta('cepa_reports_refused_total{endpoint="csp",reason="malformed"}')).toBeGreaterThanOrEqual(1);
    expect(delta('cepa_reports_refused_total{endpoint="csp",reason="too-large"}')).toBeGreaterThanOrEqual(1);
  });
});
