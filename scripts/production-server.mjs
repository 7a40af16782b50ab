// The built site's production server (site/dist/app/server.mjs) on a free loopback port, for the
// benchmark scripts (budget, load, Lighthouse): one way to find a port, start it and wait for it.
import { spawn } from 'node:child_process';
import net from 'node:net';

/** A loopback port nothing listens on. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });

/**
 * Starts the production server on a free port and resolves once `/readyz` answers (it is stopped
 * when this process exits). `label` names the script in the error when it never answers.
 * `nodeArgs` go to Node before the server's file (e.g. `--cpu-prof`).
 * @param {{ label: string, env?: Record<string, string>, nodeArgs?: string[] }} options
 */
export async function startProductionServer({ label, env = {}, nodeArgs = [] }) {
  const port = await freePort();
  const server = spawn(process.execPath, [...nodeArgs, 'dist/app/server.mjs'], {
    cwd: 'site',
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), CEPA_LOG: 'off', ...env },
  });
  process.on('exit', () => server.kill());
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      if (tries > 200 || server.exitCode !== null)
        throw new Error(`${label}: the production server did not start`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { origin, port, server };
}
