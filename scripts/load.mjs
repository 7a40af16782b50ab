// Load benchmark of the production server (`npm run load`): starts site/dist/app/server.mjs with the
// embedded backend on a free loopback port, then for each case sends requests for a bounded time with
// autocannon (10 connections, LOAD_SECONDS each, 10 by default) and reports requests per second and the
// p50/p99 latency. Cases: an anonymous CMS page, and a member's page (the member's session cookie, so the
// server renders it for that member and forwards the cookie to the backend). One process, loopback only.
// Writes reports/load.md and reports/load.json.
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import { startProductionServer } from './production-server.mjs';

const seconds = Number(process.env.LOAD_SECONDS ?? 10);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 10);
if (!fs.existsSync('site/dist/app/server.mjs')) {
  console.error('load: site/dist/app/server.mjs is missing: run `npm run build` first');
  process.exit(1);
}

const { origin, server } = await startProductionServer({ label: 'load', env: { NODE_ENV: 'production' } });

const login = await fetch(`${origin}/api/club/login/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'lucia@example.com', password: 'vendimia' }),
});
const sessionCookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
if (!login.ok || !sessionCookie) throw new Error(`load: the member could not log in (${login.status})`);

// A phone's browser: without a User-Agent the renderer takes the request for a bot's and answers with the
// whole page at once instead of streaming it, which is not what a visitor gets.
const browser = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
};
const cases = [
  { name: 'anonymous CMS page', path: '/es/la-bodega', headers: browser },
  { name: 'member page', path: '/es/club/mi-club', headers: { ...browser, cookie: sessionCookie } },
];
const results = [];
for (const c of cases) {
  // The answer is checked once before measuring: a benchmark of an error page measures nothing.
  const check = await fetch(`${origin}${c.path}`, { headers: c.headers, redirect: 'manual' });
  if (check.status !== 200) throw new Error(`load: ${c.path} answered ${check.status}, not 200`);
  const run = await autocannon({
    url: `${origin}${c.path}`,
    headers: { 'accept-encoding': 'br, gzip', ...c.headers },
    connections,
    duration: seconds,
  });
  const result = {
    name: c.name,
    path: c.path,
    requestsPerSecond: Math.round(run.requests.average),
    p50Ms: run.latency.p50,
    p99Ms: run.latency.p99,
    requests: run.requests.total,
    non2xx: run.non2xx,
    errors: run.errors,
  };
  results.push(result);
  console.log(
    `load: ${c.name} ${c.path}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms` +
      ` (${result.requests} requests, ${result.non2xx} not 2xx, ${result.errors} errors)`,
  );
}
server.kill();

const machine = `${os.cpus().length} cores, Node ${process.version}`;
fs.mkdirSync('reports', { recursive: true });
fs.writeFileSync(
  'reports/load.json',
  JSON.stringify({ seconds, connections, machine, results }, null, 2) + '\n',
);
fs.writeFileSync(
  'reports/load.md',
  [
    '# Load benchmark of the production server',
    '',
    `Written by \`npm run load\`: one server process (\`npm start\`) with the embedded backend, ${connections} ` +
      `connections for ${seconds} s per case, loopback only, on ${machine}. Every page is rendered on the server ` +
      'for each request (no cache in the process; a CDN would serve the anonymous page).',
    '',
    '| case | path | requests/s | p50 | p99 | requests | not 2xx | errors |',
    '|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.path} | ${r.requestsPerSecond} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.requests} | ${r.non2xx} | ${r.errors} |`,
    ),
    '',
  ].join('\n'),
);
const failed = results.some((r) => r.non2xx > 0 || r.errors > 0);
if (failed) {
  console.error('load: some answers were not 2xx or failed (see reports/load.md)');
  process.exit(1);
}
