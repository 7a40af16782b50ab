/**
 * The site as the e2e gate serves it (e2e/playwright.config.ts's webServer): the embedded backend as a
 * process of its own, its control calls on, and the built site's production server in front of it, both on
 * loopback; between them the recorder (recorder.mjs). Ports: CEPA_ENGINES_BACKEND_PORT (4500) and
 * CEPA_ENGINES_SITE_PORT (4573), apart from the e2e gate's, so the two can run side by side.
 *
 * CEPA_ENGINES_BACKEND_URL reuses a backend already running (its origin); CEPA_ENGINES_SITE_URL reuses a
 * whole site as it is, without the recorder (the journeys' payload checks are then reported as not made).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { startRecorder } from './recorder.mjs';

const siteDir = fileURLToPath(new URL('../../../site/', import.meta.url));

async function waitFor(url, child, name) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (child && child.exitCode !== null)
      throw new Error(`${name} stopped (exit ${child.exitCode}): see its log`);
    if (Date.now() > deadline) throw new Error(`${name} did not answer ${url} within 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Fails at once when another process has the port (its answers would be taken for ours). */
function assertFree(port, variable) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is taken by another process: free it or set ${variable}`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(undefined)));
  });
}

function start(name, script, env, log) {
  const file = `${siteDir}${script}`;
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing: build the site first (pnpm --filter @cepa/site build)`);
  return spawn(process.execPath, [file], {
    cwd: siteDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  });
}

/** @param {{ log: number }} options a file descriptor for the servers' output */
export async function startServers({ log }) {
  const children = [];
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await recorder?.close();
  };
  let recorder = null;
  try {
    if (process.env.CEPA_ENGINES_SITE_URL) {
      const origin = process.env.CEPA_ENGINES_SITE_URL.replace(/\/$/, '');
      await waitFor(`${origin}/readyz`, null, 'the site');
      // The consent journey's site (one with a tag manager named), when one is given too.
      const consentOrigin = process.env.CEPA_ENGINES_CONSENT_SITE_URL?.replace(/\/$/, '') ?? null;
      return { origin, consentOrigin, recorder: null, stop };
    }
    let backend = process.env.CEPA_ENGINES_BACKEND_URL?.replace(/\/(api\/?)?$/, '');
    if (!backend) {
      const port = Number(process.env.CEPA_ENGINES_BACKEND_PORT ?? 4500);
      backend = `http://127.0.0.1:${port}`;
      await assertFree(port, 'CEPA_ENGINES_BACKEND_PORT');
      children.push(
        start(
          'the backend',
          'dist/backend/server.mjs',
          { BACKEND_PORT: String(port), CEPA_BACKEND_CONTROL: '1' },
          log,
        ),
      );
      await waitFor(`${backend}/api/club/session/`, children.at(-1), 'the embedded backend');
    } else {
      // A backend that ran journeys before: its fixtures as at its start (single-use vouchers, members).
      await fetch(`${backend}/api/__backend/reset`, {
        method: 'POST',
        headers: { 'x-cepa-control': '1', 'content-type': 'application/json' },
        body: '{}',
      });
    }
    recorder = await startRecorder(backend);
    const port = Number(process.env.CEPA_ENGINES_SITE_PORT ?? 4573);
    await assertFree(port, 'CEPA_ENGINES_SITE_PORT');
    children.push(
      start(
        'the site',
        'dist/app/server.mjs',
        { PORT: String(port), CEPA_LOG: 'off', CEPA_BACKEND_URL: `${recorder.origin}/api` },
        log,
      ),
    );
    const origin = `http://127.0.0.1:${port}`;
    await waitFor(`${origin}/readyz`, children.at(-1), 'the site');
    // The same build with a tag manager named, for the consent journey (the banner, the container's stand-in).
    const consentPort = Number(process.env.CEPA_ENGINES_CONSENT_SITE_PORT ?? port + 1);
    await assertFree(consentPort, 'CEPA_ENGINES_CONSENT_SITE_PORT');
    children.push(
      start(
        'the site with a tag manager',
        'dist/app/server.mjs',
        {
          PORT: String(consentPort),
          CEPA_LOG: 'off',
          CEPA_BACKEND_URL: `${recorder.origin}/api`,
          CEPA_TAG_MANAGER_ID: 'GTM-CEPA01',
        },
        log,
      ),
    );
    const consentOrigin = `http://127.0.0.1:${consentPort}`;
    await waitFor(`${consentOrigin}/readyz`, children.at(-1), 'the site with a tag manager');
    return { origin, consentOrigin, recorder, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
