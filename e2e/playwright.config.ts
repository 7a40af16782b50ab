import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tools/chromium.ts';

/** The production server's port: 4173, or CEPA_SITE_PORT when another run has it. */
const port = Number(process.env.CEPA_SITE_PORT ?? 4173);
/** The embedded backend's own process: 4300, or CEPA_BACKEND_PORT. */
const backendPort = Number(process.env.CEPA_BACKEND_PORT ?? 4300);
/**
 * Every site process talks to the backend's process as to a real one (`CEPA_BACKEND_URL`, through its
 * `/api` proxy); the embedded backend names itself on its answers, so the pages offer its test card form.
 */
const siteEnv = (sitePort: number) => ({
  PORT: String(sitePort),
  CEPA_LOG: 'off',
  CEPA_BACKEND_URL: `http://127.0.0.1:${backendPort}/api`,
});

/**
 * The same site built with a Stripe publishable key (`pnpm --filter @cepa/site build:stripe-stub`), for
 * the flows that pay through Stripe's card form (specs/stripe.spec.ts); on the next port unless
 * CEPA_STRIPE_SITE_PORT says otherwise. It is served when it was built; stripe.spec.ts fails without it.
 */
const stripePort = Number(process.env.CEPA_STRIPE_SITE_PORT ?? port + 1);
const stripeBuilt = fs.existsSync(new URL('../site/dist/stripe-stub/app/server.mjs', import.meta.url));
const stripeFlows = /stripe\.spec\.ts$/;

/**
 * The same build started with a tag manager named (`CEPA_TAG_MANAGER_ID`), for the consent flows
 * (specs/consent.spec.ts): the banner, the settings and the container's stand-in, on the port after the
 * Stripe site's unless CEPA_CONSENT_SITE_PORT says otherwise. The other flows run where none is named.
 */
const consentPort = Number(process.env.CEPA_CONSENT_SITE_PORT ?? port + 2);
const consentFlows = /(consent|observed)\.spec\.ts$/;
/** The container id the consent flows' site is started with. */
export const consentContainerId = 'GTM-CEPA01';
/**
 * That site also measures every consenting visitor's Core Web Vitals (`CEPA_RUM_SAMPLE=1`) and counts for
 * Prometheus on this port (specs/observed.spec.ts reads it): the consent site's port plus 100 unless
 * CEPA_CONSENT_METRICS_PORT says otherwise.
 */
export const consentMetricsPort = Number(process.env.CEPA_CONSENT_METRICS_PORT ?? consentPort + 100);

/**
 * End-to-end flows over the built site as it runs in production: the site's process and the embedded
 * backend's, apart, on loopback; every flow proves the site works against a backend it does not contain.
 */
export default defineConfig({
  testDir: './specs',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // First loads fetch page content and lazy page code; a loaded 2-core machine needs more than 5 s.
  expect: { timeout: 10_000 },
  // The longest flows (a whole booking, keyboard only) take 15-20 s on a quiet 2-core machine.
  timeout: 60_000,
  // A focused test (.only) fails the run, in CI and locally.
  forbidOnly: true,
  reporter: [
    [process.env.CI ? 'dot' : 'list'],
    ['json', { outputFile: '../reports/tmp/e2e.json' }],
    // Sharded runs (npm test -- --shard=i/n) also write a blob report for playwright merge-reports.
    ...(process.env.CEPA_BLOB_DIR
      ? [['blob', { outputDir: `${process.env.CEPA_BLOB_DIR}/e2e` }] as const]
      : []),
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs about 40% of the gate's time on two cores, so it is off unless asked for:
    // CEPA_TRACE=retain-on-failure (or on) keeps one for each flow; a failure still leaves a screenshot.
    trace: (process.env.CEPA_TRACE as 'on' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    // Flows tagged @any-viewport (statuses, headers, redirects: nothing on screen differs) run on the
    // desktop only; everything a phone shows differently runs on both.
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
      grepInvert: /@any-viewport/,
      testIgnore: [stripeFlows, consentFlows],
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 }, browserName: 'chromium' },
      testIgnore: [stripeFlows, consentFlows],
    },
    // The consent flows, on the site with a tag manager: phone and desktop (the banner differs); and what
    // that site observes (real visitors' speed with their consent, the policy's violations, its metrics).
    {
      name: 'consent-phone',
      use: { ...devices['Pixel 7'], browserName: 'chromium', baseURL: `http://127.0.0.1:${consentPort}` },
      grepInvert: /@any-viewport/,
      testMatch: consentFlows,
    },
    {
      name: 'consent',
      use: {
        viewport: { width: 1280, height: 800 },
        browserName: 'chromium',
        baseURL: `http://127.0.0.1:${consentPort}`,
      },
      testMatch: consentFlows,
    },
    // Stripe's card form is a stand-in here (the pages around it are the embedded flows'): the desktop only.
    {
      name: 'stripe',
      use: {
        viewport: { width: 1280, height: 800 },
        browserName: 'chromium',
        baseURL: `http://127.0.0.1:${stripePort}`,
      },
      testMatch: stripeFlows,
    },
  ],
  // The site as it runs in production (`npm start`): server rendering, headers, its `/api` proxy, and the
  // embedded backend as a process of its own, its control calls on (the flows switch faults) on its own
  // port only.
  webServer: [
    {
      command: `node dist/backend/server.mjs`,
      cwd: '../site',
      env: { BACKEND_PORT: String(backendPort), CEPA_BACKEND_CONTROL: '1' },
      url: `http://127.0.0.1:${backendPort}/api/club/session/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node dist/app/server.mjs`,
      cwd: '../site',
      env: siteEnv(port),
      url: `http://127.0.0.1:${port}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node dist/app/server.mjs`,
      cwd: '../site',
      env: {
        ...siteEnv(consentPort),
        CEPA_TAG_MANAGER_ID: consentContainerId,
        CEPA_RUM_SAMPLE: '1',
        CEPA_METRICS_PORT: String(consentMetricsPort),
      },
      url: `http://127.0.0.1:${consentPort}/readyz`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...(stripeBuilt
      ? [
          {
            command: `node dist/stripe-stub/app/server.mjs`,
            cwd: '../site',
            env: siteEnv(stripePort),
            url: `http://127.0.0.1:${stripePort}/readyz`,
            reuseExistingServer: false,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
