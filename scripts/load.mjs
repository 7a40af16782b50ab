// Load benchmark of the production server (`npm run load`), loopback only, autocannon in this process (on the
// same cores as the servers: the figures are what two cores do for both sides).
//
// 1. One site process as `npm start` runs it (production mode, the embedded backend forked beside it):
//    an anonymous CMS page, a product page and a member's page, LOAD_CONNECTIONS connections (10) for
//    LOAD_SECONDS each (10): requests per second, p50 and p99.
// 2. Its memory after LOAD_MEMORY_REQUESTS (10,000) more requests.
// 3. The topology of `npm run cluster`: one site process per core behind nginx and its shared cache, the
//    anonymous page.
// 4. What the metrics cost: two processes side by side, one counting for Prometheus (CEPA_METRICS_PORT,
//    scraped every second) and one not, the anonymous page measured on each in turn, LOAD_METRICS_ROUNDS (7)
//    times, LOAD_SECONDS each: the medians' ratio.
// LOAD_PROFILE=1 also writes a CPU profile of the one process (reports/tmp/load-profile/) and the functions
// and packages its time went to (reports/load-profile.md).
// Writes reports/load.md and reports/load.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, startProductionServer } from './production-server.mjs';
import { startCluster } from './cluster.mjs';

const seconds = Number(process.env.LOAD_SECONDS ?? 10);
/** The machine's load when the benchmark starts: other work on the same cores lowers every figure. */
const loadAtStart = os.loadavg()[0].toFixed(1);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 10);
const memoryRequests = Number(process.env.LOAD_MEMORY_REQUESTS ?? 10_000);
const profile = process.env.LOAD_PROFILE === '1';
/** The process's heap limit, as the README advises for production (V8 grows the heap lazily otherwise). */
const heapMb = Number(process.env.LOAD_HEAP_MB ?? 256);
const profileDir = path.resolve('reports/tmp/load-profile');
if (!fs.existsSync('site/dist/app/server.mjs')) {
  console.error('load: site/dist/app/server.mjs is missing: run `npm run build` first');
  process.exit(1);
}

// A phone's browser: without a User-Agent the renderer takes the request for a bot's and answers with the
// whole page at once instead of streaming it, which is not what a visitor gets.
const browser = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
  'accept-encoding': 'br, gzip',
};

async function logIn(origin) {
  const login = await fetch(`${origin}/api/club/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'lucia@example.com', password: 'vendimia' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  if (!login.ok || !cookie) throw new Error(`load: the member could not log in (${login.status})`);
  return cookie;
}

/** One case: checked once (a benchmark of an error page measures nothing), then measured. */
async function measure(name, origin, pathname, headers, { expectCache } = {}) {
  const check = await fetch(`${origin}${pathname}`, { headers, redirect: 'manual' });
  if (check.status !== 200) throw new Error(`load: ${pathname} answered ${check.status}, not 200`);
  const run = await autocannon({ url: `${origin}${pathname}`, headers, connections, duration: seconds });
  const result = {
    name,
    path: pathname,
    requestsPerSecond: Math.round(run.requests.average),
    p50Ms: run.latency.p50,
    p99Ms: run.latency.p99,
    requests: run.requests.total,
    non2xx: run.non2xx,
    errors: run.errors,
  };
  if (expectCache) {
    const again = await fetch(`${origin}${pathname}`, { headers });
    result.cache = again.headers.get('x-cache-status');
  }
  console.log(
    `load: ${name} ${pathname}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms` +
      ` (${result.requests} requests, ${result.non2xx} not 2xx, ${result.errors} errors)`,
  );
  return result;
}

/** The resident memory of a process, in MB (Linux). */
function residentMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

// 1. One process.
if (profile) fs.rmSync(profileDir, { recursive: true, force: true });
const single = await startProductionServer({
  label: 'load',
  env: { CEPA_SHUTDOWN_DELAY_MS: '0' },
  nodeArgs: [
    `--max-old-space-size=${heapMb}`,
    ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
  ],
});
const cookie = await logIn(single.origin);
const results = [];
results.push(await measure('anonymous CMS page', single.origin, '/es/la-bodega', browser));
results.push(await measure('product page', single.origin, '/es/tienda/solera-crianza-2020', browser));
results.push(await measure('member page', single.origin, '/es/club/mi-club', { ...browser, cookie }));

// A picture through the image service: cold (fetched from the backend, resized and encoded; each width
// asked once, one after the other), then the same answer kept in the process, under load.
const productHtml = await (
  await fetch(`${single.origin}/es/tienda/solera-crianza-2020`, { headers: browser })
).text();
const pictureSrc = /\/image\?src=([^&"]+)/.exec(productHtml)?.[1];
if (!pictureSrc) throw new Error('load: the product page offers no picture through the image service');
const coldMs = [];
for (const width of [320, 480, 640, 800, 1080]) {
  const started = performance.now();
  const answer = await fetch(`${single.origin}/image?src=${pictureSrc}&w=${width}&f=webp`);
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`load: a picture at ${width} answered ${answer.status}`);
  coldMs.push(Math.round(performance.now() - started));
}
const pictures = {
  coldMs,
  cached: await measure(
    'picture kept in the process',
    single.origin,
    `/image?src=${pictureSrc}&w=640&f=webp`,
    {},
  ),
};
console.log(`load: a picture, cold: ${coldMs.join(', ')} ms (320-1080 px wide, WebP)`);

// 2. Memory after many more requests.
const memoryBefore = residentMb(single.server.pid);
const many = await autocannon({
  url: `${single.origin}/es/la-bodega`,
  headers: browser,
  connections,
  amount: memoryRequests,
});
const memory = {
  requests: memoryRequests + results.reduce((n, r) => n + r.requests, 0),
  residentMbBefore: memoryBefore,
  residentMbAfter: residentMb(single.server.pid),
  non2xx: many.non2xx,
};
console.log(
  `load: one process after ${memory.requests} requests: ${memory.residentMbAfter} MB resident (${memory.residentMbBefore} MB before the last ${memoryRequests})`,
);
// Stopped as a platform stops it (its CPU profile is written as it exits).
single.server.kill('SIGTERM');
await new Promise((resolve) => single.server.once('exit', resolve));

// 3. Several processes behind nginx's shared cache.
const cluster = await startCluster();
const clustered = await measure(
  `${cluster.sitePorts.length} processes behind nginx's cache, anonymous CMS page`,
  cluster.origins.solera,
  '/es/la-bodega',
  browser,
  { expectCache: true },
);
cluster.stop();

// 4. Metrics on and off, side by side: each process measured in turn, so the machine's drift falls on both.
const rounds = Number(process.env.LOAD_METRICS_ROUNDS ?? 7);
const withoutMetrics = await startProductionServer({
  label: 'load',
  env: { CEPA_SHUTDOWN_DELAY_MS: '0' },
  nodeArgs: [`--max-old-space-size=${heapMb}`],
});
const metricsPort = await freePort();
const withMetrics = await startProductionServer({
  label: 'load',
  env: { CEPA_SHUTDOWN_DELAY_MS: '0', CEPA_METRICS_PORT: String(metricsPort) },
  nodeArgs: [`--max-old-space-size=${heapMb}`],
});
// Prometheus asks every 15 s or so; once a second here, so that its cost is in the figure.
const scraping = setInterval(() => {
  fetch(`http://127.0.0.1:${metricsPort}/metrics`).then(
    (answer) => answer.arrayBuffer(),
    () => undefined,
  );
}, 1000);
// Each warmed first (its first requests compile the page's code), and not counted.
for (const { origin } of [withoutMetrics, withMetrics])
  await autocannon({ url: `${origin}/es/la-bodega`, headers: browser, connections, duration: 2 });
const metricsRuns = { off: [], on: [] };
for (let round = 0; round < rounds; round++) {
  metricsRuns.off.push(await measure('metrics off', withoutMetrics.origin, '/es/la-bodega', browser));
  metricsRuns.on.push(await measure('metrics on', withMetrics.origin, '/es/la-bodega', browser));
}
clearInterval(scraping);
const counted = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
const pagesCounted = Number(
  /^cepa_http_request_duration_seconds_count\{kind="page",status="200"\} (\d+)$/m.exec(counted)?.[1] ?? 0,
);
for (const started of [withoutMetrics, withMetrics]) started.server.kill('SIGTERM');
const median = (runs) =>
  runs.map((r) => r.requestsPerSecond).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
const metricsCost = {
  rounds,
  offRequestsPerSecond: metricsRuns.off.map((r) => r.requestsPerSecond),
  onRequestsPerSecond: metricsRuns.on.map((r) => r.requestsPerSecond),
  offMedian: median(metricsRuns.off),
  onMedian: median(metricsRuns.on),
  pagesCounted,
  pagesSent: metricsRuns.on.reduce((n, r) => n + r.requests, 0),
};
metricsCost.ratio = Number((metricsCost.onMedian / metricsCost.offMedian).toFixed(3));
console.log(
  `load: metrics off ${metricsCost.offRequestsPerSecond.join(', ')} req/s, on ${metricsCost.onRequestsPerSecond.join(', ')} req/s: ` +
    `medians ${metricsCost.offMedian} and ${metricsCost.onMedian}, on/off ${metricsCost.ratio}`,
);

const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
fs.mkdirSync('reports', { recursive: true });
fs.writeFileSync(
  'reports/load.json',
  JSON.stringify(
    { seconds, connections, machine, loadAtStart, heapMb, results, pictures, memory, clustered, metricsCost },
    null,
    2,
  ) + '\n',
);
const row = (r) =>
  `| ${r.name} | ${r.path} | ${r.requestsPerSecond} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.requests} | ${r.non2xx} | ${r.errors} |`;
fs.writeFileSync(
  'reports/load.md',
  [
    '# Load benchmark of the production server',
    '',
    `Written by \`npm run load\` on ${machine}, whose one-minute load average was ${loadAtStart} when it started. The load generator (autocannon, ${connections} connections, ` +
      `${seconds} s per case) runs on the same machine and cores as the servers, over loopback: each figure is ` +
      'what these cores do for both sides.',
    '',
    '## One process, as `npm start` runs it',
    '',
    'Production mode, the embedded backend forked beside it; every page rendered on the server for each request ' +
      `(no cache in the process); heap limit ${heapMb} MB (\`--max-old-space-size\`, as the README advises).`,
    '',
    '| case | path | requests/s | p50 | p99 | requests | not 2xx | errors |',
    '|---|---|---|---|---|---|---|---|',
    ...results.map(row),
    '',
    `A picture through the image service (\`/image\`, a 1500 x 2000 photograph of the embedded backend): cold, ` +
      `fetched from the backend, resized and encoded as WebP, ${pictures.coldMs.join(', ')} ms at 320, 480, 640, 800 and ` +
      `1080 px wide, one after the other; kept in the process: ${pictures.cached.requestsPerSecond} requests/s, ` +
      `p50 ${pictures.cached.p50Ms} ms, p99 ${pictures.cached.p99Ms} ms (a CDN in front keeps it a year).`,
    '',
    `Memory: ${memory.residentMbAfter} MB resident after ${memory.requests} requests ` +
      `(${memory.residentMbBefore} MB before the last ${memoryRequests}).`,
    '',
    '## Behind a shared cache (`npm run cluster`)',
    '',
    `${cluster.sitePorts.length} site processes behind nginx (deploy/nginx.conf); the page is served from the ` +
      `cache (X-Cache-Status after the run: ${clustered.cache}).`,
    '',
    '| case | path | requests/s | p50 | p99 | requests | not 2xx | errors |',
    '|---|---|---|---|---|---|---|---|',
    row(clustered),
    '',
    '## What the metrics cost',
    '',
    `Two processes as above, side by side: one counting for Prometheus (\`CEPA_METRICS_PORT\`, its metrics asked ` +
      `every second) and one not, the anonymous CMS page measured on each in turn, ${rounds} times.`,
    '',
    '| metrics | requests/s, each run | median |',
    '|---|---|---|',
    `| off | ${metricsCost.offRequestsPerSecond.join(', ')} | ${metricsCost.offMedian} |`,
    `| on | ${metricsCost.onRequestsPerSecond.join(', ')} | ${metricsCost.onMedian} |`,
    '',
    `On/off: ${metricsCost.ratio} (the goal: within 3 %, 0.97 or more). The process with metrics counted ` +
      `${metricsCost.pagesCounted} page requests; the runs on it sent ${metricsCost.pagesSent} (besides the warm-up and one check a run).`,
    '',
  ].join('\n'),
);
if (profile) summariseProfile();

const failed =
  [...results, pictures.cached, clustered, ...metricsRuns.off, ...metricsRuns.on].some(
    (r) => r.non2xx > 0 || r.errors > 0,
  ) || many.non2xx > 0;
if (failed) {
  console.error('load: some answers were not 2xx or failed (see reports/load.md)');
  process.exit(1);
}
process.exit(0);

/** The CPU profile's self time by function and by package, the largest first. */
function summariseProfile() {
  // The site process's own profile (the backend it forked writes one too).
  const file = fs
    .readdirSync(profileDir)
    .find((name) => name.endsWith('.cpuprofile') && name.includes(`.${single.server.pid}.`));
  if (!file) return console.error('load: no CPU profile was written');
  const { nodes, samples, timeDeltas } = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8'));
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const selfMs = new Map();
  samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (timeDeltas[i] ?? 0) / 1000));
  const total = [...selfMs.values()].reduce((a, b) => a + b, 0);
  const packageOf = (url) => {
    if (!url) return '(native, GC, idle)';
    const inModules = /node_modules\/(@[^/]+\/[^/]+|[^/@][^/]*)\/(?!.*node_modules)/.exec(url);
    if (inModules) return inModules[1];
    if (url.startsWith('node:')) return 'node';
    return `site (${path.basename(url)})`;
  };
  const functions = new Map();
  const packages = new Map();
  for (const [id, ms] of selfMs) {
    const { callFrame } = byId.get(id);
    const name = `${callFrame.functionName || '(anonymous)'} ${packageOf(callFrame.url)}`;
    functions.set(name, (functions.get(name) ?? 0) + ms);
    const pkg = packageOf(callFrame.url);
    packages.set(pkg, (packages.get(pkg) ?? 0) + ms);
  }
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => `| ${name} | ${((100 * ms) / total).toFixed(1)}% |`);
  fs.writeFileSync(
    'reports/load-profile.md',
    [
      '# Where one process spends its time under load',
      '',
      `A CPU profile (\`node --cpu-prof\`) of one site process over the whole run of \`LOAD_PROFILE=1 npm run load\`` +
        ` (${(total / 1000).toFixed(1)} s sampled, idle included).`,
      '',
      '| package | self time |',
      '|---|---|',
      ...top(packages, 15),
      '',
      '| function | self time |',
      '|---|---|',
      ...top(functions, 25),
      '',
    ].join('\n'),
  );
  console.log('load: CPU profile summarised in reports/load-profile.md');
}
