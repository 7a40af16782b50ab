import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { config } from '@cepa/core/config';
import { createApp } from './app';

/**
 * `npm start`: the built site on PORT (4173 by default), on loopback unless HOST says otherwise. The
 * embedded backend answers under /api unless the build names a real one (VITE_API_BASE). `/healthz`
 * says ready once the process has rendered its first page. SIGTERM lets the requests under way finish,
 * then stops.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const quiet = process.env.CEPA_LOG === 'off';

async function main() {
  // The server build of the pages (Vike's), beside this file in dist/.
  await import(/* @vite-ignore */ path.join(here, '../server/entry.mjs'));
  let backend;
  if (config.embeddedBackend) {
    const { backendMiddleware } = await import('@cepa/core/backend/node');
    const { handlers } = await import('../src/backend/handlers');
    backend = backendMiddleware(handlers);
    // Calls made while rendering reach the same embedded backend over loopback.
    process.env.CEPA_INTERNAL_API_BASE ??= `http://127.0.0.1:${port}/api`;
  }
  let ready = false;
  const app = createApp({
    clientDir: path.join(here, '../client'),
    backend,
    log: quiet ? undefined : (line) => console.log(line),
    isReady: () => ready,
  });
  const server = app.listen(port, host, () => {
    console.log(
      `Cepa on http://${host}:${port}/ (${config.embeddedBackend ? 'embedded backend' : config.apiBase})`,
    );
    // The first page a process renders loads the page code and opens the backend's connections: some
    // 600 ms here, against 20-50 ms for the next. The process renders its home page for itself before
    // it reports ready, so no visitor waits for that; ready anyway after 15 s (whatever the answer: a
    // backend that is down is the pages' to report).
    const started = Date.now();
    const self = ['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host;
    void fetch(`http://${self.includes(':') ? `[${self}]` : self}:${port}/`, {
      signal: AbortSignal.timeout(15_000),
    })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined)
      .finally(() => {
        ready = true;
        if (!quiet) console.log(`ready: rendered a first page in ${Date.now() - started} ms`);
      });
  });
  server.on('error', (error) => {
    console.error(error);
    process.exit(1);
  });
  const stop = (signal: string) => {
    console.log(`${signal}: finishing the requests under way`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    // Requests that have not finished in 10 s are cut.
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

void main();
