import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from './app';

const servers: { close: () => void }[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function serve(isReady?: () => boolean) {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cepa-client-'));
  const server = createApp({ clientDir, isReady }).listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('/healthz', () => {
  it('answers 503 "starting" until the process is ready, then 200 "ok"; never cached', async () => {
    let ready = false;
    const origin = await serve(() => ready);
    const starting = await fetch(`${origin}/healthz`);
    expect(starting.status).toBe(503);
    expect(await starting.json()).toEqual({ status: 'starting' });
    expect(starting.headers.get('cache-control')).toBe('no-store');
    ready = true;
    const ok = await fetch(`${origin}/healthz`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: 'ok' });
    expect(ok.headers.get('cache-control')).toBe('no-store');
  });

  it('is ready from the start when the process says nothing', async () => {
    const ok = await fetch(`${await serve()}/healthz`);
    expect(ok.status).toBe(200);
  });
});
