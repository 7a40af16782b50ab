import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { backend } from '@cepa/core/backend';
import { backendMiddleware } from '@cepa/core/backend/node';
import { handlers } from './handlers';

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
const serve = backendMiddleware(control ? [...backend.control, ...handlers] : handlers);

const server = http.createServer((req, res) => {
  void serve(req, res, () => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ detail: 'Not found.' }));
  });
});
server.listen(port, host, () => {
  const { port: actual } = server.address() as AddressInfo;
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
