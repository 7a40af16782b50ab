// The built site's production server (site/dist/app/server.mjs) on a free loopback port, for the
// benchmark scripts (budget, load, Lighthouse): one way to find a port, start it and wait for it.
import { spawn } from 'node:child_process';
import http from 'node:http';
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

/**
 * One request to the server at `origin`, with the `Host` a browser on another of its addresses sends
 * (fetch sends the address's own: Isla Brava is brava.localhost, which need not resolve here).
 * @param {string} origin e.g. http://127.0.0.1:4173
 * @param {string} path e.g. /es/
 * @param {{ method?: string, headers?: Record<string, string>, body?: string }} [options]
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, text: string }>}
 */
export function request(origin, path, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const sent = http.request(new URL(path, origin), { method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (piece) => (text += piece));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
      );
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** What a session of each kind holds, per brand: a member of the embedded backend, or a basket of three lines. */
const sessions = {
  member: {
    solera: { email: 'lucia@example.com', password: 'vendimia' },
    brava: { email: 'marta@example.com', password: 'vendimia' },
  },
  basket: {
    solera: [
      [1001, 2],
      [1003, 1],
      [1006, 1],
    ],
    brava: [
      [2001, 2],
      [2003, 1],
      [2004, 1],
    ],
  },
};

/**
 * A session of a kind, made through the site's own calls as a visitor's browser makes it, on the brand of
 * `host` (Casa Solera's when none): the Cookie header a request of that session carries. `member` logs in
 * the embedded backend's demo member of the brand (features/club/src/fake); `basket` puts three lines in a
 * visitor's basket.
 * @param {string} origin the server's address, e.g. http://127.0.0.1:4173
 * @param {'member' | 'basket'} kind
 * @param {{ host?: string, brand?: 'solera' | 'brava' }} [options]
 */
export async function sessionCookie(origin, kind, { host, brand = 'solera' } = {}) {
  const cookies = new Map();
  const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const post = async (path, body) => {
    const response = await request(origin, path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: header(), ...(host ? { host } : {}) },
      body: JSON.stringify(body),
    });
    if (response.status < 200 || response.status > 299)
      throw new Error(`making a session: ${path} answered ${response.status}`);
    for (const set of response.headers['set-cookie'] ?? []) {
      const [pair = ''] = set.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  if (kind === 'member') await post('/api/club/login/', sessions.member[brand]);
  else
    for (const [id, quantity] of sessions.basket[brand])
      await post('/api/ecom/basket/add_product/', { product_id: id, quantity });
  if (cookies.size === 0) throw new Error(`making a session: no cookie for ${kind}`);
  return header();
}
