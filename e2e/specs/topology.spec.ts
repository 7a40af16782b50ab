// @slices content, layout
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { anyViewport, backendOrigin, expect, test } from './support.ts';

/**
 * The site as it is deployed: a process of its own in front of a backend it does not contain, which it
 * reaches only through `CEPA_BACKEND_URL`. These flows start processes of their own (the gate's site and
 * backend keep serving the other flows) to see what a deployment sees: a backend gone, a stop, the
 * built files.
 */
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../site/dist');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const started: ChildProcess[] = [];
test.afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
});

/**
 * Starts a built file with `env`; resolves once `url` answers with any status but 503, which the embedded
 * backend gives while it is still loading its handlers (the site's /healthz never gives it).
 */
async function start(file: string, env: Record<string, string>, url: string) {
  const child = spawn(process.execPath, [path.join(dist, file)], {
    env: { ...process.env, CEPA_LOG: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (data: Buffer) => (output += data.toString()));
  child.stderr?.on('data', (data: Buffer) => (output += data.toString()));
  await expect(async () => {
    expect(child.exitCode, output).toBeNull();
    expect((await fetch(url)).status).not.toBe(503);
  }).toPass({ timeout: 30_000 });
  return { child, output: () => output };
}

test.describe('the site against a backend it does not contain', anyViewport, () => {
  test('the control calls are never reached through the site, nor on a backend started without CEPA_BACKEND_CONTROL', async ({
    request,
  }) => {
    const control = { headers: { 'x-cepa-control': '1' }, data: {} };
    // Through the site's /api: not passed on, whatever the backend allows.
    expect((await request.post('/api/__backend/reset', control)).status()).toBe(404);
    expect((await request.post('/api/__backend/faults', control)).status()).toBe(404);
    // The gate's backend has them (CEPA_BACKEND_CONTROL=1 on its own port); one started without has not.
    expect((await request.delete(`${backendOrigin}/api/__backend/faults?scope=none`, control)).status()).toBe(
      200,
    );
    const port = await freePort();
    await start('backend/server.mjs', { BACKEND_PORT: String(port) }, `http://127.0.0.1:${port}/api/`);
    const plain = `http://127.0.0.1:${port}/api/__backend`;
    expect((await request.post(`${plain}/reset`, control)).status()).toBe(404);
    expect((await request.post(`${plain}/faults`, control)).status()).toBe(404);
  });

  test('with the backend stopped: the pages answer 503 within 5 s, /readyz 503, /healthz still alive', async ({
    request,
  }) => {
    const [sitePort, deadPort] = [await freePort(), await freePort()];
    const origin = `http://127.0.0.1:${sitePort}`;
    await start(
      'app/server.mjs',
      {
        PORT: String(sitePort),
        CEPA_BACKEND_URL: `http://127.0.0.1:${deadPort}/api`,
      },
      `${origin}/healthz`,
    );
    const began = Date.now();
    const page = await request.get(`${origin}/es/`);
    expect(page.status()).toBe(503);
    expect(Date.now() - began).toBeLessThan(5_000);
    expect(await page.text()).toContain('>Error</h1>');
    const ready = await request.get(`${origin}/readyz`);
    expect(ready.status()).toBe(503);
    expect(await ready.json()).toEqual({ status: 'not ready', reason: 'the backend does not answer' });
    expect((await request.get(`${origin}/healthz`)).status()).toBe(200);
    // The browser's calls get an answer the client reads as any failed call, not a hung request.
    expect((await request.get(`${origin}/api/club/session/`)).status()).toBe(502);
  });

  test('on SIGTERM, readiness turns false first, then the requests under way finish', async ({
    request,
    scope,
    fault,
  }) => {
    const sitePort = await freePort();
    const origin = `http://127.0.0.1:${sitePort}`;
    const { child } = await start(
      'app/server.mjs',
      {
        PORT: String(sitePort),
        CEPA_BACKEND_URL: `${backendOrigin}/api`,
        CEPA_SHUTDOWN_DELAY_MS: '1500',
      },
      `${origin}/healthz`,
    );
    await expect(async () => expect((await request.get(`${origin}/readyz`)).status()).toBe(200)).toPass();
    // A page whose content takes a second: under way when the process is told to stop.
    await fault('GET /api/pages/', { delay: 1_000, times: 1 });
    const underWay = request.get(`${origin}/es/la-bodega`, {
      headers: { cookie: `cepa_fault_scope=${scope}` },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    child.kill('SIGTERM');
    await expect(async () => {
      const ready = await request.get(`${origin}/readyz`);
      expect(ready.status()).toBe(503);
      expect(await ready.json()).toEqual({ status: 'not ready', reason: 'stopping' });
    }).toPass({ timeout: 1_000 });
    const page = await underWay;
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('La bodega');
    await expect.poll(() => child.exitCode, { timeout: 15_000 }).toBe(0);
  });

  test('the built site holds none of the embedded backend: its fixtures, its handlers, its control calls', () => {
    // What only the embedded backend's code has: its answer to an unknown call, a voucher and a coupon of
    // its fixtures, a member's address, the fault scope and the control header.
    const markers = [
      'No embedded backend call',
      'U-SOLERA-2024',
      'BIENVENIDA10',
      'lucia@example.com',
      'cepa_fault_scope',
      'x-cepa-control',
    ];
    const files = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((entry) =>
          entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
        );
    const site = ['client', 'server', 'app'].flatMap((part) => files(path.join(dist, part)));
    expect(site.length).toBeGreaterThan(20);
    const found = site.flatMap((file) => {
      const text = fs.readFileSync(file, 'latin1');
      return markers.filter((marker) => text.includes(marker)).map((marker) => `${marker} in ${file}`);
    });
    expect(found).toEqual([]);
    // The markers are the backend's: its own build has them all (the check can fail). Its code is its
    // entry and the chunk of its handlers, which it loads once it knows its own origin.
    const backend = files(path.join(dist, 'backend'))
      .filter((file) => file.endsWith('.mjs') || file.endsWith('.js'))
      .map((file) => fs.readFileSync(file, 'latin1'))
      .join('\n');
    expect(markers.filter((marker) => !backend.includes(marker))).toEqual([]);
  });
});
