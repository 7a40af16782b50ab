import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { backend } from '@cepa/core/backend';
import { backendMiddleware } from '@cepa/core/backend/node';
import { requestLine } from '../server/log';

/**
 * `npm run backend`: the embedded backend alone, a process of its own on
 * 127.0.0.1:${BACKEND_PORT:-4300} (`BACKEND_HOST` to change the address), answering the whole
 * contract under /api as a real backend would. Its control calls (reset, faults) exist only with
 * `CEPA_BACKEND_CONTROL=1`, which the test commands set and nothing else does. `npm start` without
 * `CEPA_BACKEND_URL` starts it beside the site (on a free port, said back over IPC).
 */
const port = Number(process.env.BACKEND_PORT ?? 4300);
const host = process.env.BACKEND_HOST ?? '127.0.0.1';
const control = process.env.CEPA_BACKEND_CONTROL === '1';
const media = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media');
/** The contract's calls, once the fixtures are made (they need this process's own origin, below). */
let serve: ReturnType<typeof backendMiddleware> | undefined;

/**
 * One line a call, with the ids the site sent (`X-Request-Id`, and the trace of `traceparent`), as a real
 * backend's log would have them: a request can be followed from the site's log into this one. Off with
 * `CEPA_LOG=off`.
 */
const logCalls = process.env.CEPA_LOG !== 'off';
function logCall(req: http.IncomingMessage, res: http.ServerResponse) {
  const started = performance.now();
  res.once('finish', () => {
    const id = req.headers['x-request-id'];
    const trace = /^00-([0-9a-f]{32})-/.exec(String(req.headers.traceparent ?? ''))?.[1];
    const line = requestLine(
      req.method ?? 'GET',
      req.url ?? '/',
      res.statusCode,
      performance.now() - started,
    );
    console.log(`backend: ${line}${id ? ` id=${String(id)}` : ''}${trace ? ` trace=${trace}` : ''}`);
  });
}

const server = http.createServer((req, res) => {
  if (logCalls) logCall(req, res);
  const photograph = /^\/media\/([a-z]+-\d+\.jpg)$/.exec(req.url ?? '')?.[1];
  if (req.method === 'GET' && photograph) {
    const file = path.join(media, photograph);
    if (!fs.existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, {
      'Content-Type': 'image/jpeg',
      'Content-Length': fs.statSync(file).size,
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    return void fs.createReadStream(file).pipe(res);
  }
  if (!serve) return void res.writeHead(503, { 'Retry-After': '1' }).end();
  void serve(req, res, () => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ detail: 'Not found.' }));
  });
});
server.listen(port, host, async () => {
  const { port: actual } = server.address() as AddressInfo;
  // The fixtures' pictures are this process's photographs, on the origin it answers at.
  if (fs.existsSync(media)) process.env.CEPA_FAKE_PHOTOGRAPHS = `http://${host}:${actual}`;
  const { handlers } = await import('./handlers');
  serve = backendMiddleware(control ? [...backend.control, ...handlers] : handlers);
  console.log(
    `Cepa's embedded backend on http://${host}:${actual}/api/${control ? ' (control calls on: tests only)' : ''}`,
  );
  process.send?.({ port: actual });
});
server.on('error', (error) => {
  console.error(error);
  process.exit(1);
});
const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
// Started by the site (`npm start`): it goes when the site goes.
process.once('disconnect', stop);
