import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp, type AppOptions } from './app';

const servers: { close: () => void; closeAllConnections?: () => void }[] = [];
afterEach(() =>
  servers.splice(0).forEach((server) => {
    server.closeAllConnections?.();
    server.close();
  }),
);

async function listen(server: http.Server) {
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function serve(options: Partial<AppOptions> = {}) {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cepa-client-'));
  return listen(createApp({ clientDir, ...options }).listen(0, '127.0.0.1'));
}

/** A backend that answers every call with what it received, after `delay` ms. */
async function echoBackend(delay = 0) {
  const seen: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      setTimeout(() => {
        res.setHeader('Set-Cookie', 'cepa_session=abc; Path=/; HttpOnly; SameSite=Lax');
        res.setHeader('Content-Type', 'application/json');
        res.statusCode = req.url?.includes('missing') ? 404 : 200;
        res.end(JSON.stringify({ method: req.method, url: req.url, body }));
      }, delay);
    });
  });
  const origin = await listen(server.listen(0, '127.0.0.1'));
  return { base: `${origin}/api`, seen };
}

describe('/healthz and /readyz', () => {
  it('/healthz says the process is alive, and that the embedded backend is a demo', async () => {
    const real = await fetch(`${await serve()}/healthz`);
    expect(real.status).toBe(200);
    expect(await real.json()).toEqual({ status: 'ok', backend: 'real' });
    expect(real.headers.get('cache-control')).toBe('no-store');
    const demo = await fetch(`${await serve({ backendKind: 'embedded' })}/healthz`);
    expect(await demo.json()).toMatchObject({ status: 'ok', backend: 'embedded', warning: /demo backend/ });
  });

  it('/readyz answers 503 with the reason until the process is ready, then 200; never cached', async () => {
    let state: { ready: boolean; reason?: string } = { ready: false, reason: 'the backend does not answer' };
    const origin = await serve({ readiness: async () => state });
    const not = await fetch(`${origin}/readyz`);
    expect(not.status).toBe(503);
    expect(await not.json()).toEqual({ status: 'not ready', reason: 'the backend does not answer' });
    expect(not.headers.get('cache-control')).toBe('no-store');
    state = { ready: true };
    const ok = await fetch(`${origin}/readyz`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: 'ready' });
  });
});

describe('/api, passed on to the backend', () => {
  it("passes the call on with its body, cookie and the visitor's host, and the answer back with its cookie", async () => {
    const backend = await echoBackend();
    const origin = await serve({ backendUrl: backend.base });
    // fetch() may not set Host: a plain request, as a browser on brava.localhost would send it.
    const response = await new Promise<{ status?: number; headers: http.IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        const req = http.request(`${origin}/api/club/login/?x=1`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: 'cepa_visitor=v1',
            host: 'brava.localhost:4173',
          },
        });
        req.on('response', (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
        });
        req.on('error', reject);
        req.end(JSON.stringify({ email: 'lucia@example.com' }));
      },
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({
      method: 'POST',
      url: '/api/club/login/?x=1',
      body: '{"email":"lucia@example.com"}',
    });
    expect(response.headers['set-cookie']).toEqual(['cepa_session=abc; Path=/; HttpOnly; SameSite=Lax']);
    expect(response.headers['cache-control']).toBe('no-store');
    const [seen] = backend.seen;
    expect(seen?.headers.cookie).toBe('cepa_visitor=v1');
    expect(seen?.headers['x-forwarded-host']).toBe('brava.localhost:4173');
    expect(seen?.headers['x-forwarded-proto']).toBe('http');
  });

  it('passes on the status of a refusal', async () => {
    const origin = await serve({ backendUrl: (await echoBackend()).base });
    expect((await fetch(`${origin}/api/missing/`)).status).toBe(404);
  });

  it('never passes on the control calls of the embedded backend', async () => {
    const backend = await echoBackend();
    const origin = await serve({ backendUrl: backend.base });
    for (const call of ['__backend/reset', '__backend/faults', '__backend', '/__backend/reset']) {
      const response = await fetch(`${origin}/api/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-cepa-control': '1' },
        body: '{}',
      });
      expect(response.status, call).toBe(404);
    }
    expect(backend.seen).toEqual([]);
  });

  it('answers 504 when the backend takes longer than the time budget, 502 when it cannot be reached', async () => {
    const slow = await echoBackend(1000);
    const origin = await serve({ backendUrl: slow.base, backendTimeoutMs: 100 });
    const started = Date.now();
    const late = await fetch(`${origin}/api/pages/`);
    expect(late.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(900);
    expect(await late.json()).toEqual({ detail: 'The backend did not answer in time.' });
    const gone = await serve({ backendUrl: 'http://127.0.0.1:9/api' });
    expect((await fetch(`${gone}/api/pages/`)).status).toBe(502);
  });
});

describe('the last word on a failure', () => {
  it('answers a plain page for the status: no stack, no address', async () => {
    const lines: string[] = [];
    const origin = await serve({ log: (line) => lines.push(line) });
    const response = await fetch(`${origin}/es/contacto?email=lucia%40example.com`, { method: 'POST' });
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(body).toContain('404 Not Found');
    expect(body).not.toContain('contacto');
    expect(body).not.toContain('lucia');
    const missing = await fetch(`${origin}/assets/nothing.js`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toMatch(/nothing\.js|at .*\.js:\d+/);
    expect(lines.some((line) => line.includes('lucia'))).toBe(false);
  });
});
