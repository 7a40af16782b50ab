import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { config, productionConfigProblem } from '@cepa/core/config';
import { tagManagerIdFrom } from '@cepa/core/consent';
import { imageTemplateFrom } from '@cepa/core/picture';
import { rumSampleFrom } from '@cepa/core/rum';
import { imageOriginsFrom } from './images';
import { createApp, demoBackendWarning, trustedProxiesFrom } from './app';
import { collectProcessMetrics, serveMetrics } from './metrics';
import { rateLimitsFrom } from './rate-limits';
import { backendProbe } from './readiness';
import { siteOrigins } from '../src/routing/origins';

/**
 * `npm start`: the built site on PORT (4173 by default), on loopback unless HOST says otherwise, in
 * production mode. `/api` and every call made while rendering go to the backend named at run time,
 * `CEPA_BACKEND_URL` (e.g. `http://127.0.0.1:4300/api`); without it the embedded backend is started
 * beside the site as a process of its own, and the site says loudly that it is a demo.
 * `/healthz` says the process is alive; `/readyz` that it should get visitors (it has rendered its
 * first page, its backend answers and it is not stopping). SIGTERM turns readiness off first, then
 * lets the requests under way finish.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const quiet = process.env.CEPA_LOG === 'off';
const timeoutMs = positive(process.env.CEPA_BACKEND_TIMEOUT_MS, 3000);
/** How long readiness says no before the server stops taking connections (a balancer's check interval). */
const shutdownDelayMs = positive(process.env.CEPA_SHUTDOWN_DELAY_MS, 0);
/**
 * Prometheus's port (`CEPA_METRICS_PORT`), apart from the visitors'; none by default, and then nothing is
 * counted. On loopback unless `CEPA_METRICS_HOST` says otherwise.
 */
const metricsPort = process.env.CEPA_METRICS_PORT ? Number(process.env.CEPA_METRICS_PORT) : undefined;
const metricsHost = process.env.CEPA_METRICS_HOST ?? '127.0.0.1';

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** Starts the embedded backend (dist/backend/server.mjs) on a free loopback port; resolves its API base. */
function startEmbeddedBackend(): Promise<{ url: string; child: ChildProcess }> {
  const file = path.join(here, '../backend/server.mjs');
  if (!fs.existsSync(file)) {
    throw new Error(
      `CEPA_BACKEND_URL is not set and the embedded backend is not built (${file}): run npm run build`,
    );
  }
  const child = fork(file, [], {
    env: { ...process.env, BACKEND_PORT: '0', BACKEND_HOST: '127.0.0.1' },
    stdio: 'inherit',
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port?: number }) => {
      if (message.port) resolve({ url: `http://127.0.0.1:${message.port}/api`, child });
    });
    child.once('exit', (code) =>
      reject(new Error(`the embedded backend stopped (exit ${code}) before it answered`)),
    );
  });
}

async function main() {
  // A container id that is not one is a deployment's mistake: said now, not on every page.
  try {
    tagManagerIdFrom(process.env.CEPA_TAG_MANAGER_ID);
    imageTemplateFrom(process.env.CEPA_IMAGE_URL_TEMPLATE);
    imageOriginsFrom(process.env.CEPA_IMAGE_ORIGINS, process.env.CEPA_BACKEND_URL);
    trustedProxiesFrom(process.env.CEPA_TRUSTED_PROXIES);
    rateLimitsFrom(process.env.CEPA_RATE_LIMITS);
    // Real visitors' measurements are sent with their consent to analytics, which only a site with a tag
    // manager asks for (its banner): a share without one would measure nobody.
    if (rumSampleFrom(process.env.CEPA_RUM_SAMPLE) > 0 && !tagManagerIdFrom(process.env.CEPA_TAG_MANAGER_ID))
      throw new Error(
        'CEPA_RUM_SAMPLE needs CEPA_TAG_MANAGER_ID: visitors are measured with their consent to analytics, which the cookie banner asks for only where a tag manager is named',
      );
    if (
      metricsPort !== undefined &&
      !(Number.isInteger(metricsPort) && metricsPort > 0 && metricsPort < 65536)
    )
      throw new Error(`CEPA_METRICS_PORT=${process.env.CEPA_METRICS_PORT} is not a port`);
    if (metricsPort !== undefined && metricsPort === port)
      throw new Error(
        'CEPA_METRICS_PORT must not be the visitors’ port (PORT): the metrics are for Prometheus only',
      );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  let backendUrl = process.env.CEPA_BACKEND_URL;
  let backendProcess: ChildProcess | undefined;
  if (!backendUrl) {
    const started = await startEmbeddedBackend();
    backendUrl = started.url;
    backendProcess = started.child;
    process.env.CEPA_BACKEND_URL = backendUrl;
    process.env.CEPA_BACKEND_EMBEDDED = '1';
  }
  // Which backend answers: the embedded one names itself on every answer (its test card provider and
  // stand-in player are then used, and the site says it is a demo); CEPA_BACKEND_EMBEDDED=1 says so
  // when it cannot be asked yet. A backend that does not answer now is taken for a real one until it does.
  const probe = backendProbe(backendUrl);
  let state = await probe();
  for (let tries = 0; !state.answers && tries < 20; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    state = await probe();
  }
  const markEmbedded = () => {
    process.env.CEPA_BACKEND_EMBEDDED = '1';
  };
  if (state.embedded) markEmbedded();
  const embedded = () => process.env.CEPA_BACKEND_EMBEDDED === '1';
  // Fail closed against a real backend: a build without Stripe's key has no card form it may offer.
  const problem = state.answers
    ? productionConfigProblem({
        embeddedBackend: embedded(),
        stripePublishableKey: config.stripePublishableKey,
        backendUrl,
      })
    : null;
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  if (!state.answers) console.warn(`The backend at ${backendUrl} does not answer yet: /readyz says so.`);
  process.env.CEPA_BACKEND_TIMEOUT_MS = String(timeoutMs);

  // The server build of the pages (Vike's), beside this file in dist/.
  await import(/* @vite-ignore */ path.join(here, '../server/entry.mjs'));

  let warm = false;
  let stopping = false;
  // The site cannot work without its embedded backend: a supervisor restarts the pair.
  backendProcess?.once('exit', (code) => {
    if (stopping) return;
    console.error(`The embedded backend stopped (exit ${code}): stopping the site.`);
    process.exit(1);
  });
  const readiness = async () => {
    if (stopping) return { ready: false, reason: 'stopping' };
    const now = await probe();
    if (now.embedded && !embedded()) markEmbedded();
    if (!now.answers) return { ready: false, reason: 'the backend does not answer' };
    if (!warm) return { ready: false, reason: 'starting' };
    return { ready: true };
  };
  if (metricsPort !== undefined) {
    collectProcessMetrics(readiness);
    await serveMetrics(metricsPort, metricsHost);
    console.log(`metrics on http://${metricsHost}:${metricsPort}/metrics`);
  }
  const app = createApp({
    metrics: metricsPort !== undefined,
    clientDir: path.join(here, '../client'),
    backendUrl,
    backendTimeoutMs: timeoutMs,
    backendKind: () => (embedded() ? 'embedded' : 'real'),
    log: quiet ? undefined : (line) => console.log(line),
    readiness,
  });
  const server = app.listen(port, host, () => {
    console.log(`Cepa on http://${host}:${port}/ (backend ${backendUrl}, ${process.env.NODE_ENV} mode)`);
    if (embedded()) console.warn(`\n  WARNING: ${demoBackendWarning}\n`);
    // The first page a process renders loads the page code and opens the backend's connections: some
    // 600 ms here, against 20-50 ms for the next. The process renders its home page for itself before
    // it reports ready, so no visitor waits for that; ready anyway after 15 s (whatever the answer: a
    // backend that is down is the pages' to report).
    const started = Date.now();
    const self = ['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host;
    // Asked on the first configured host (any other is refused with 421), as a browser there would.
    const warmUp = http.get(
      { host: self, port, path: `/${config.defaultLanguage}/`, headers: { host: siteOrigins()[0]?.host } },
      (response) => response.resume().on('end', done),
    );
    warmUp.setTimeout(15_000, () => warmUp.destroy());
    warmUp.on('error', done);
    function done() {
      if (warm) return;
      warm = true;
      if (!quiet) console.log(`ready: rendered a first page in ${Date.now() - started} ms`);
    }
  });
  server.on('error', (error) => {
    console.error(error);
    process.exit(1);
  });
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: not ready any more; finishing the requests under way`);
    setTimeout(() => {
      server.close(() => {
        backendProcess?.kill('SIGTERM');
        process.exit(0);
      });
      server.closeIdleConnections();
      // Requests that have not finished in 10 s are cut.
      setTimeout(() => {
        backendProcess?.kill('SIGKILL');
        process.exit(1);
      }, 10_000).unref();
    }, shutdownDelayMs);
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('exit', () => backendProcess?.kill('SIGKILL'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
