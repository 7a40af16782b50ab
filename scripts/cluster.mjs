// The built site as it runs in production at scale: the backend in its own process, N site processes
// (one per core unless CEPA_PROCESSES says), and nginx in front as reverse proxy and shared cache, standing
// in for a CDN (deploy/nginx.conf). Loopback only.
//
//   npm run cluster               starts it and keeps it running (Ctrl-C stops it)
//   npm run cluster -- --check    starts it, checks it through nginx, stops it; exits non-zero on a failure
//
// The check is a gate of `npm test` ("cluster"). `startCluster` is also used by the load benchmark.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxBinary, nginxConfig } from './nginx-front.mjs';
import { freePort } from './production-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Waits until `url` answers `ok` (with the Host header given), or fails after ~20 s. */
async function answers(url, label, host) {
  for (let tries = 0; tries < 200; tries++) {
    try {
      const response = await fetch(url, host ? { headers: { host } } : {});
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`cluster: ${label} did not answer at ${url}`);
}

/**
 * Starts the backend, `processes` site processes and nginx on `port` (a free one by default). With `logs`,
 * the processes' and the backend's log lines are kept (the last 5,000 of each, `logsOf`); with `metrics`,
 * each site process serves its metrics on a port of its own (`metricsPorts`).
 * @param {{ processes?: number, port?: number, template?: string, logs?: boolean, metrics?: boolean }} [options]
 */
export async function startCluster({
  processes = Number(process.env.CEPA_PROCESSES ?? os.cpus().length),
  port,
  template = process.env.CEPA_NGINX_TEMPLATE ?? path.join(root, 'deploy/nginx.conf'),
  logs = false,
  metrics = false,
} = {}) {
  for (const file of ['site/dist/app/server.mjs', 'site/dist/backend/server.mjs']) {
    if (!fs.existsSync(path.join(root, file)))
      throw new Error(`cluster: ${file} is missing: run \`npm run build\``);
  }
  if (!fs.existsSync(nginxBinary)) {
    throw new Error(
      `cluster: nginx is missing at ${nginxBinary}: install Debian's nginx package (apt-get install nginx)`,
    );
  }
  const children = [];
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('exit', stop);
  /** Each started process's log lines, by name. */
  const logLines = new Map();
  const start = (command, args, env, name) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', logs && name ? 'pipe' : 'ignore', 'inherit'],
      env: { ...process.env, ...env },
    });
    children.push(child);
    if (logs && name) {
      const lines = [];
      logLines.set(name, lines);
      let rest = '';
      child.stdout.setEncoding('utf8').on('data', (chunk) => {
        const parts = (rest + chunk).split('\n');
        rest = parts.pop() ?? '';
        lines.push(...parts);
        if (lines.length > 5000) lines.splice(0, lines.length - 5000);
      });
    }
    return child;
  };
  const logLevel = { CEPA_LOG: logs ? 'on' : 'off' };

  const backendPort = await freePort();
  start(
    process.execPath,
    ['site/dist/backend/server.mjs'],
    { BACKEND_PORT: String(backendPort), ...logLevel },
    'backend',
  );
  await answers(`http://127.0.0.1:${backendPort}/api/club/session/`, 'the backend');

  const publicPort = port ?? (await freePort());
  const origins = { solera: `http://127.0.0.1:${publicPort}`, brava: `http://brava.localhost:${publicPort}` };
  const sitePorts = [];
  const metricsPorts = [];
  for (let i = 0; i < processes; i++) {
    const sitePort = await freePort();
    sitePorts.push(sitePort);
    const metricsPort = metrics ? await freePort() : undefined;
    if (metricsPort) metricsPorts.push(metricsPort);
    start(
      process.execPath,
      ['site/dist/app/server.mjs'],
      {
        NODE_ENV: 'production',
        PORT: String(sitePort),
        ...logLevel,
        CEPA_BACKEND_URL: `http://127.0.0.1:${backendPort}/api`,
        CEPA_SITE_ORIGINS: `solera=${origins.solera},brava=${origins.brava}`,
        // nginx, on this machine's loopback address: its X-Forwarded-For and X-Request-Id are believed, a
        // client's on another loopback address (127.0.0.2) are not.
        CEPA_TRUSTED_PROXIES: '127.0.0.1',
        ...(metricsPort ? { CEPA_METRICS_PORT: String(metricsPort) } : {}),
        // Stopping is at once here: nothing routes to a process that is going away but this script.
        CEPA_SHUTDOWN_DELAY_MS: '0',
      },
      `site ${sitePort}`,
    );
  }
  await Promise.all(sitePorts.map((p) => answers(`http://127.0.0.1:${p}/readyz`, `site process on ${p}`)));

  // nginx's own directory: its configuration, pid, logs, temporary files and the cache.
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'cepa-nginx-'));
  // nginx's workers run as another user when it is started as root: they write the cache here.
  fs.chmodSync(prefix, 0o777);
  const conf = nginxConfig(template, {
    prefix,
    listen: `127.0.0.1:${publicPort}`,
    hosts: ['127.0.0.1', 'localhost', 'brava.localhost'],
    upstreams: sitePorts.map((p) => `127.0.0.1:${p}`),
    workers: Math.max(1, Math.min(2, os.cpus().length)),
  });
  const confFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(confFile, conf);
  start(
    nginxBinary,
    ['-p', prefix, '-c', confFile, '-e', path.join(prefix, 'error.log'), '-g', 'daemon off;'],
    {},
  );
  await answers(`${origins.solera}/healthz`, 'nginx');

  return {
    origins,
    publicPort,
    backendPort,
    sitePorts,
    prefix,
    metricsPorts,
    /** The kept log lines of the backend (`backend`) or a site process (`site <port>`). */
    logsOf: (name) => logLines.get(name) ?? [],
    /** Every kept line of every process. */
    allLogs: () =>
      [...logLines.entries()].flatMap(([name, lines]) => lines.map((line) => `${name}: ${line}`)),
    stop: () => {
      stop();
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/**
 * A GET with the Host a browser on that origin sends (fetch() would not send a Host of its own), a
 * browser's User-Agent, and the cookie given; redirects are not followed.
 */
function get(_cluster, url, { host, cookie } = {}) {
  const headers = {
    host: host ?? new URL(url).host,
    'user-agent':
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
    ...(cookie ? { cookie } : {}),
  };
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: { get: (name) => [response.headers[name.toLowerCase()]].flat()[0] ?? null },
          body,
        }),
      );
    });
    request.on('error', reject);
  });
}

/** The checks of the topology, each one line; returns the failures. */
async function check(cluster) {
  const results = [];
  const expect = (name, ok, detail = '') => {
    results.push({ name, ok: !!ok });
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${ok || !detail ? '' : `: ${detail}`}`);
  };
  const { solera, brava } = cluster.origins;
  const braveHost = new URL(brava).host;
  const cacheOf = (answer) => answer.headers.get('x-cache-status');
  const brandOf = (answer) => /<html[^>]* data-brand="(\w+)"/.exec(answer.body)?.[1];
  const canonicalOf = (answer) => /<link rel="canonical" href="([^"]+)"/.exec(answer.body)?.[1];

  // 1. An anonymous page: rendered once, then served from the cache.
  const first = await get(cluster, `${solera}/es/la-bodega`);
  const second = await get(cluster, `${solera}/es/la-bodega`);
  expect(
    'an anonymous page is a cache hit on the second request',
    first.status === 200 && cacheOf(first) !== 'HIT' && second.status === 200 && cacheOf(second) === 'HIT',
    `first ${first.status} ${cacheOf(first)}, second ${second.status} ${cacheOf(second)}`,
  );
  expect('the kept copy is the page itself', second.body === first.body && brandOf(second) === 'solera');
  // One after the other, as the page's: two at once made the second wait on nginx's cache lock, and on a
  // busy machine (cluster beside the stories gate) the second was a MISS, as it is when the first answer outlasts
  // the lock (5 s) and the second goes to a process too.
  await get(cluster, `${solera}/es/la-bodega/index.pageContext.json`);
  const dataAgain = await get(cluster, `${solera}/es/la-bodega/index.pageContext.json`);
  expect('an anonymous page’s data is kept too', cacheOf(dataAgain) === 'HIT', cacheOf(dataAgain));

  // The visitor's cookie choice (`cepa_consent`) holds nothing of their own: every visitor who made the
  // same choice sends the same cookie, so under `Vary: Cookie` they share one kept copy, the same page.
  const consent = { cookie: 'cepa_consent=1.00' };
  await get(cluster, `${solera}/es/la-bodega`, consent);
  const chosen = await get(cluster, `${solera}/es/la-bodega`, consent);
  expect(
    'visitors with the same cookie choice share a kept copy, the same page',
    cacheOf(chosen) === 'HIT' && chosen.body === first.body,
    `${chosen.status} ${cacheOf(chosen)}`,
  );

  // 2. One brand never on the other's host, whichever was kept first.
  const soleraHome = await get(cluster, `${solera}/es/`);
  await get(cluster, `${solera}/es/`);
  for (const attempt of [1, 2]) {
    const bravaHome = await get(cluster, `${solera}/es/`, { host: braveHost });
    expect(
      `Isla Brava’s host gets Isla Brava’s home (request ${attempt}), with its own canonical link`,
      bravaHome.status === 200 && brandOf(bravaHome) === 'brava' && canonicalOf(bravaHome) === `${brava}/es/`,
      `${bravaHome.status} ${brandOf(bravaHome)} ${canonicalOf(bravaHome)} ${cacheOf(bravaHome)}`,
    );
  }
  const soleraAgain = await get(cluster, `${solera}/es/`);
  expect(
    'Casa Solera’s host still gets Casa Solera’s home',
    brandOf(soleraHome) === 'solera' &&
      brandOf(soleraAgain) === 'solera' &&
      canonicalOf(soleraAgain) === `${solera}/es/`,
    `${brandOf(soleraAgain)} ${canonicalOf(soleraAgain)}`,
  );

  // Each brand's sitemap and robots.txt are its own behind the cache (the host is in its key), and kept.
  for (const [brand, origin] of [
    ['solera', solera],
    ['brava', brava],
  ]) {
    const host = { host: new URL(origin).host };
    for (const file of ['/sitemap.xml', '/robots.txt']) {
      const kept = await get(cluster, `${solera}${file}`, host);
      const again = await get(cluster, `${solera}${file}`, host);
      const names = (answer) =>
        [...answer.body.matchAll(/(?:<loc>|Sitemap: )(https?:\/\/[^/<\s]+)/g)].map(([, at]) => at);
      expect(
        `${brand}’s ${file} names ${brand}’s origin alone, and is kept`,
        kept.status === 200 &&
          names(kept).length > 0 &&
          names(again).every((at) => at === origin) &&
          cacheOf(again) === 'HIT',
        `${again.status} ${cacheOf(again)} ${[...new Set(names(again))].join(' ')}`,
      );
    }
  }

  // 3. A host that is no brand's: refused, by nginx and by every process.
  const unknown = await get(cluster, `${solera}/es/`, { host: 'evil.example' });
  const unknownPort = await get(cluster, `${solera}/es/`, {
    host: `brava.evil.example:${cluster.publicPort}`,
  });
  expect(
    'a request on an unknown host is refused (421)',
    unknown.status === 421 && unknownPort.status === 421,
  );
  const direct = await Promise.all(
    cluster.sitePorts.map((p) => get(cluster, `http://127.0.0.1:${p}/es/`, { host: 'evil.example' })),
  );
  expect(
    'each process refuses it too',
    direct.every((answer) => answer.status === 421),
  );

  // 4. A member: logged in through nginx, recognised by every process, never kept in the cache.
  const login = await fetch(`${solera}/api/club/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: solera },
    body: JSON.stringify({ email: 'lucia@example.com', password: 'vendimia' }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  expect(
    'a member logs in through nginx',
    login.ok && cookie.startsWith('cepa_session='),
    String(login.status),
  );
  const byProcess = await Promise.all(
    cluster.sitePorts.map((p) =>
      get(cluster, `http://127.0.0.1:${p}/es/club/mi-club`, { host: new URL(solera).host, cookie }),
    ),
  );
  expect(
    `the member is recognised by each of the ${cluster.sitePorts.length} processes`,
    byProcess.every((answer) => answer.status === 200 && answer.body.includes('Lucía')),
    byProcess.map((answer) => answer.status).join(', '),
  );
  const memberPages = [];
  for (let i = 0; i < 3; i++) memberPages.push(await get(cluster, `${solera}/es/club/mi-club`, { cookie }));
  expect(
    'a member’s page is never served from the cache, nor kept',
    memberPages.every(
      (answer) =>
        answer.status === 200 &&
        cacheOf(answer) !== 'HIT' &&
        /private/.test(answer.headers.get('cache-control') ?? ''),
    ),
    memberPages.map((answer) => `${answer.status} ${cacheOf(answer)}`).join(', '),
  );
  const memberData = [];
  for (let i = 0; i < 2; i++)
    memberData.push(await get(cluster, `${solera}/es/club/mi-club/index.pageContext.json`, { cookie }));
  expect(
    'a member’s page data is never served from the cache',
    memberData.every((answer) => answer.status === 200 && cacheOf(answer) !== 'HIT'),
    memberData.map((answer) => `${answer.status} ${cacheOf(answer)}`).join(', '),
  );
  // A visitor without the session, on the same addresses, after the member: nothing of the member's.
  const visitor = await get(cluster, `${solera}/es/club/mi-club`);
  const visitorData = await get(cluster, `${solera}/es/club/mi-club/index.pageContext.json`);
  expect(
    'a visitor on the member’s addresses gets nothing of the member’s',
    !visitor.body.includes('Lucía') && !visitorData.body.includes('Lucía') && visitor.status !== 200,
    `${visitor.status} ${cacheOf(visitor)}; data ${visitorData.status} ${cacheOf(visitorData)}`,
  );
  // The anonymous home asked with the member's cookie: rendered for the member, not the kept copy.
  const homeAsMember = await get(cluster, `${solera}/es/`, { cookie });
  expect(
    'a member asking an anonymous page gets it rendered for them, not the kept copy',
    homeAsMember.status === 200 && cacheOf(homeAsMember) !== 'HIT' && homeAsMember.body.includes('Lucía'),
    `${homeAsMember.status} ${cacheOf(homeAsMember)}`,
  );

  // 5. An API call is never kept.
  const basket = [1, 2].map(() => get(cluster, `${solera}/api/ecom/basket/`));
  const [, basketAgain] = await Promise.all(basket);
  expect('an API call is never served from the cache', cacheOf(basketAgain) !== 'HIT', cacheOf(basketAgain));

  // 6. Seen while it runs: one id a request from nginx to the backend's log, and each process's metrics.
  await seenWhileItRuns(cluster, expect);

  // 7. Abuse held at the door: nginx's limits and the processes'.
  await heldAtTheDoor(cluster, expect);

  return results.filter((result) => !result.ok);
}

/** A GET from another address of this machine's loopback (127.0.0.2): a client that is not the proxy. */
function getFromElsewhere(url, headers) {
  return requestFrom('127.0.0.2', url, { headers }).then(({ response }) => response);
}

/** A request from `localAddress` (another client on loopback); resolves the answer and its body. */
function requestFrom(localAddress, url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, localAddress }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ response, text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function heldAtTheDoor(cluster, expect) {
  const { solera } = cluster.origins;
  const host = new URL(solera).host;
  const form = { host, 'content-type': 'application/x-www-form-urlencoded' };
  // One client guessing passwords across e-mails, without JavaScript: the processes' limit (ten a minute in
  // each process) renders the login with its message; past three times that, nginx answers for itself.
  const answers = [];
  for (let i = 0; i < 45; i++) {
    const { response, text } = await requestFrom('127.0.0.3', `${solera}/login?next=%2Fes%2F`, {
      method: 'POST',
      headers: form,
      body: `email=guess${i}%40example.com&password=wrong`,
    });
    answers.push({ status: response.statusCode, edge: response.headers['x-limited-by'] === 'edge', text });
  }
  const byProcess = answers.filter((answer) => answer.status === 429 && !answer.edge);
  const byEdge = answers.filter((answer) => answer.status === 429 && answer.edge);
  expect(
    'a client guessing logins: refused by the processes with the login page and its message, then by nginx (429)',
    answers.slice(0, 10).every((answer) => answer.status === 400) &&
      byProcess.length > 0 &&
      byProcess.every((answer) => answer.text.includes('Demasiados intentos')) &&
      byEdge.length > 0 &&
      answers.slice(0, 30).every((answer) => !answer.edge),
    answers.map((answer) => `${answer.status}${answer.edge ? 'e' : ''}`).join(' '),
  );
  const other = await requestFrom('127.0.0.5', `${solera}/api/club/login/`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'lucia@example.com', password: 'vendimia' }),
  });
  expect(
    'another client logs in meanwhile',
    other.response.statusCode === 200,
    String(other.response.statusCode),
  );
  const reads = [];
  for (let i = 0; i < 45; i++)
    reads.push(
      (await requestFrom('127.0.0.3', `${solera}/es/la-bodega`, { headers: { host } })).response.statusCode,
    );
  expect(
    'the same client reading pages at the same pace: every page answered (reads are never limited)',
    reads.every((status) => status === 200),
    reads.join(' '),
  );
  // A client that reaches a process without nginx (127.0.0.2, not a trusted proxy) and names another
  // address each time in X-Forwarded-For: still one client.
  const spoofed = [];
  for (let i = 0; i < 12; i++) {
    const { response } = await requestFrom(
      '127.0.0.2',
      `http://127.0.0.1:${cluster.sitePorts[0]}/api/club/login/`,
      {
        method: 'POST',
        headers: { host, 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
        body: JSON.stringify({ email: `guess${i}@example.com`, password: 'wrong' }),
      },
    );
    spoofed.push(response.statusCode);
  }
  expect(
    'a client that is not the proxy cannot escape its limit with X-Forwarded-For',
    spoofed.slice(0, 10).every((status) => status !== 429) &&
      spoofed.slice(10).every((status) => status === 429),
    spoofed.join(' '),
  );
  // Logging out is never limited: 400 logouts from one client, ten at a time, past both nginx's writes zone
  // (360 at once) and the processes' (120 a minute each).
  const logouts = [];
  for (let i = 0; i < 40; i++)
    logouts.push(
      ...(await Promise.all(
        Array.from({ length: 10 }, () =>
          requestFrom('127.0.0.6', `${solera}/api/club/logout/`, {
            method: 'POST',
            headers: { host, 'content-type': 'application/json' },
            body: '{}',
          }).then(({ response }) => response.statusCode),
        ),
      )),
    );
  const refused = logouts.filter((status) => status === 429).length;
  expect(
    'a client logging out 400 times: never refused (a member can always leave)',
    refused === 0,
    `${refused} of ${logouts.length} answered 429; answers ${[...new Set(logouts)].join(', ')}`,
  );
}

/** Each process's metrics text. */
async function metricsOf(cluster) {
  return Promise.all(
    cluster.metricsPorts.map(async (p) => (await fetch(`http://127.0.0.1:${p}/metrics`)).text()),
  );
}

/** The sum over the texts of a series' value (`name{labels}`), 0 where it is absent. */
function sumOf(texts, series) {
  const escaped = series.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return texts.reduce(
    (sum, text) => sum + Number(new RegExp(`^${escaped} (\\S+)$`, 'm').exec(text)?.[1] ?? 0),
    0,
  );
}

/** Waits until `found()` is true (log lines are written as the answer ends), up to 5 s. */
async function eventually(found) {
  for (let tries = 0; tries < 50 && !found(); tries++)
    await new Promise((resolve) => setTimeout(resolve, 100));
  return found();
}

async function seenWhileItRuns(cluster, expect) {
  const { solera } = cluster.origins;
  const cacheOf = (answer) => answer.headers.get('x-cache-status');
  // A page no one asked for yet (its query makes it a cache miss): rendered by a process, which asks the
  // backend for its content with nginx's id.
  const page = await get(cluster, `${solera}/es/contacto?seguimiento=${Date.now()}`);
  const id = page.headers.get('x-request-id') ?? '';
  const siteLogged = () =>
    cluster
      .allLogs()
      .some((line) => /^site \d+: GET \/es\/contacto\?/.test(line) && line.endsWith(` id=${id}`));
  const backendLines = () => cluster.logsOf('backend').filter((line) => line.includes(` id=${id} `));
  const traces = () => new Set(backendLines().map((line) => / trace=([0-9a-f]{32})$/.exec(line)?.[1]));
  expect(
    'one id a request: nginx’s id is given back, and is in the site process’s log and the backend’s for the same page',
    page.status === 200 &&
      /^[0-9a-f]{32}$/.test(id) &&
      (await eventually(siteLogged)) &&
      (await eventually(() => backendLines().length > 0)),
    `${page.status} id ${id}; site ${siteLogged()}; backend lines ${backendLines().length}`,
  );
  const kept = await get(cluster, `${solera}/es/la-bodega`);
  const keptAgain = await get(cluster, `${solera}/es/la-bodega`);
  expect(
    'a kept copy names the request that got it, not the one that rendered it',
    cacheOf(keptAgain) === 'HIT' &&
      /^[0-9a-f]{32}$/.test(keptAgain.headers.get('x-request-id') ?? '') &&
      keptAgain.headers.get('x-request-id') !== kept.headers.get('x-request-id'),
    `${cacheOf(keptAgain)} ${kept.headers.get('x-request-id')} ${keptAgain.headers.get('x-request-id')}`,
  );
  expect(
    'the backend’s calls for that page carry one W3C trace',
    traces().size === 1 && !traces().has(undefined),
    [...traces()].join(' '),
  );
  const spoofed = await getFromElsewhere(`http://127.0.0.1:${cluster.sitePorts[0]}/healthz`, {
    host: new URL(solera).host,
    'x-request-id': 'spoofed-by-a-client',
  });
  expect(
    'a client that is not the proxy cannot choose its request’s id',
    spoofed.statusCode === 200 && /^[0-9a-f]{16}$/.test(String(spoofed.headers['x-request-id'])),
    String(spoofed.headers['x-request-id']),
  );

  // Metrics: on each process's own port, as Prometheus reads them (promtool), never on the visitors' port.
  const publicMetrics = await get(cluster, `${solera}/metrics`);
  const directMetrics = await get(cluster, `http://127.0.0.1:${cluster.sitePorts[0]}/metrics`, {
    host: new URL(solera).host,
  });
  expect(
    'the public port has no metrics, through nginx or at a process (404)',
    publicMetrics.status === 404 &&
      directMetrics.status === 404 &&
      !/cepa_http_request/.test(publicMetrics.body + directMetrics.body),
    `${publicMetrics.status} ${directMetrics.status}`,
  );
  const before = await metricsOf(cluster);
  const apiCalls = 4;
  for (let i = 0; i < apiCalls; i++) await get(cluster, `${solera}/api/experience/1?language=es`);
  for (let i = 0; i < 3; i++) await get(cluster, `http://127.0.0.1:${cluster.sitePorts[0]}/healthz`);
  const after = await metricsOf(cluster);
  const apiSeries = 'cepa_http_request_duration_seconds_count{kind="api",status="200"}';
  const callSeries =
    'cepa_backend_call_duration_seconds_count{call="GET /api/experience/:id",outcome="ok",status="200"}';
  const healthSeries = 'cepa_http_request_duration_seconds_count{kind="health",status="200"}';
  const delta = (series, texts = after) => sumOf(texts, series) - sumOf(before, series);
  expect(
    `the processes counted the ${apiCalls} /api calls made through nginx, and the backend calls they passed on`,
    delta(apiSeries) === apiCalls && delta(callSeries) === apiCalls,
    `${delta(apiSeries)} requests, ${delta(callSeries)} calls`,
  );
  expect(
    'a process counted the 3 health checks made to it',
    sumOf([after[0]], healthSeries) - sumOf([before[0]], healthSeries) === 3,
    String(sumOf([after[0]], healthSeries) - sumOf([before[0]], healthSeries)),
  );
  const families = [
    'cepa_http_request_duration_seconds',
    'cepa_http_requests_in_flight',
    'cepa_render_duration_seconds',
    'cepa_backend_call_duration_seconds',
    'cepa_ready',
    'nodejs_eventloop_lag_seconds',
    'nodejs_heap_size_used_bytes',
    'nodejs_gc_duration_seconds',
    'process_cpu_seconds_total',
  ];
  const missing = families.filter((family) => !after.some((text) => text.includes(`# TYPE ${family} `)));
  expect(
    'each family is there: requests, renders, backend calls, readiness, the event loop, heap and GC',
    missing.length === 0,
    missing.join(', '),
  );
  expect(
    'every process says it is ready',
    after.every((text) => /^cepa_ready 1$/m.test(text)),
  );
  const promtool = process.env.PROMTOOL_PATH ?? '/usr/bin/promtool';
  const problems = after.map((text) => {
    const run = spawnSync(promtool, ['check', 'metrics'], { input: text, encoding: 'utf8' });
    return run.error
      ? `${promtool}: ${run.error.message}`
      : run.status === 0
        ? ''
        : `${run.stdout}${run.stderr}`.trim();
  });
  expect(
    `Prometheus reads each process’s metrics without a complaint (promtool check metrics, ${after.length} processes)`,
    problems.every((problem) => problem === ''),
    problems.filter(Boolean).join(' | '),
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const checking = process.argv.includes('--check');
  const cluster = await startCluster({
    port: checking ? undefined : Number(process.env.PORT ?? 8080),
    logs: checking,
    metrics: true,
  });
  if (checking) {
    let failures;
    try {
      failures = await check(cluster);
    } finally {
      cluster.stop();
    }
    console.log(`cluster: ${failures.length === 0 ? 'every check passed' : `${failures.length} failed`}`);
    process.exit(failures.length === 0 ? 0 : 1);
  }
  console.log(
    `cluster: ${cluster.sitePorts.length} site processes behind nginx at ${cluster.origins.solera} ` +
      `(Casa Solera) and ${cluster.origins.brava} (Isla Brava); each process's metrics at ` +
      `${cluster.metricsPorts.map((p) => `http://127.0.0.1:${p}/metrics`).join(', ')}; Ctrl-C stops it`,
  );
  const shutdown = () => {
    cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
