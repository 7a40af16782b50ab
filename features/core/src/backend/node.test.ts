import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpResponse, http as mock } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backendMiddleware, maxBodyBytes } from './node';

let server: http.Server;
let base = '';

beforeAll(async () => {
  const middleware = backendMiddleware([
    mock.post('*/api/echo/', async ({ request }) =>
      HttpResponse.json({ length: (await request.text()).length }),
    ),
    mock.get('*/api/broken/', () => {
      throw new Error('secret internals at /srv/backend.ts:42');
    }),
  ]);
  server = http.createServer((req, res) => void middleware(req, res, () => res.end('not the backend')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the embedded backend over HTTP', () => {
  it('reads a body up to 1 MB', async () => {
    const response = await fetch(`${base}/api/echo/`, { method: 'POST', body: 'x'.repeat(1000) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ length: 1000 });
  });

  it('refuses a body over 1 MB with 413', async () => {
    const response = await fetch(`${base}/api/echo/`, { method: 'POST', body: 'x'.repeat(maxBodyBytes + 1) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: 'Request body too large.' });
  });

  it('answers a handler that throws with a generic 500, never its stack', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await fetch(`${base}/api/broken/`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ detail: 'Internal server error.' });
    expect(text).not.toContain('secret internals');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
