// Budgets: the JavaScript and CSS (gzip) that the first page of the built site loads before it is
// interactive. Starts the production server (site/dist/app/server.mjs) on a free loopback port, opens the
// home page in Debian's Chromium and waits until the page has hydrated; every script and stylesheet the
// browser had requested from the site by the moment it hydrated counts (the framework's runtime and the
// page type's code included; the moment is taken in the page, when `data-hydrated` appears, and each
// request's start from the browser's resource timing), gzipped at level 9 from site/dist/client. What
// the page goes on to load without the visitor doing anything (until the network is idle: the parts
// that hydrate near the viewport, the calls' code after hydrating) is budgeted too, apart. Fails when a
// total passes its budget. Writes the figures to reports/budget.md and reports/budget.json.
/* global window, document, MutationObserver -- the functions given to the page run there */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright';
import { startProductionServer } from './production-server.mjs';
import { chromiumArgsOfTools } from '../tools/chromium-args.mjs';

const dist = path.resolve('site/dist/client');
// JavaScript before the page is interactive: 119 kB, 1 kB over the 118.0 kB measured (docs/performance.md, "The first page, kept small");
// everything the page loads without a visitor's action, once the network is idle: 200 kB.
const budgets = { js: 119 * 1024, css: 15 * 1024, idleJs: 200 * 1024 };
if (!fs.existsSync('site/dist/app/server.mjs')) {
  console.error('budget: site/dist/app/server.mjs is missing: run `pnpm --filter @cepa/site build` first');
  process.exit(1);
}

// A production build holds only the languages people write: the pseudo-language (`qps`, development only;
// ARCHITECTURE.md, "A language, added") in none of its files, neither its code nor a catalogue or entry of it.
const pseudoLeft = (function filesNaming(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesNaming(file);
    if (!/\.(m?js|json|html)$/.test(entry.name)) return [];
    return /\bqps\b/.test(fs.readFileSync(file, 'utf8')) ? [file] : [];
  });
})('site/dist');
if (pseudoLeft.length) {
  console.error(`budget: the production build names the pseudo-language (qps) in ${pseudoLeft.join(', ')}`);
  process.exit(1);
}

const chromiumArgs = chromiumArgsOfTools();

const { origin, server } = await startProductionServer({ label: 'budget' });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: chromiumArgs,
});
const page = await browser.newPage();
// The moment the page hydrated, in the page's own clock (site/src/app.tsx marks it on <html>).
await page.addInitScript(() => {
  const mark = () => {
    const win = /** @type {any} */ (window);
    if (win.__cepaHydratedAt === undefined && document.documentElement?.hasAttribute('data-hydrated'))
      win.__cepaHydratedAt = performance.now();
  };
  // The document, not <html>: the script runs before the parser has made the page's element.
  new MutationObserver(mark).observe(document, {
    attributes: true,
    subtree: true,
    attributeFilter: ['data-hydrated'],
  });
});
// Another page for a one-off look (BUDGET_PATH=/es/tienda/solera-reserva-2016); the gate measures the home page.
const answer = await page.goto(`${origin}${process.env.BUDGET_PATH ?? '/es/'}`);
// The page itself, not the error page in its place (which hydrates too, on less code).
if (answer?.status() !== 200) {
  console.error(`budget: ${answer?.url()} answered ${answer?.status()}, not the page: nothing measured`);
  await browser.close();
  server.kill();
  process.exit(1);
}
await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
await page.waitForLoadState('networkidle');
const { hydratedAt, resources } = await page.evaluate(() => ({
  hydratedAt: /** @type {any} */ (window).__cepaHydratedAt,
  resources: performance
    .getEntriesByType('resource')
    .map((entry) => ({ url: entry.name, start: entry.startTime })),
}));
await browser.close();
server.kill();
if (typeof hydratedAt !== 'number') throw new Error('budget: the moment the page hydrated was not seen');

const fileOf = (url) => {
  const { origin: from, pathname } = new URL(url);
  return from === origin && /\.(js|css)$/.test(pathname) ? pathname.replace(/^\//, '') : null;
};
const files = (entries) =>
  [...new Set(entries.map((entry) => fileOf(entry.url)).filter(Boolean))].filter((file) =>
    fs.existsSync(path.join(dist, file)),
  );
const seen = files(resources.filter((entry) => entry.start <= hydratedAt));
const later = files(resources.filter((entry) => entry.start > hydratedAt)).filter((f) => !seen.includes(f));
if (!seen.length)
  throw new Error('budget: the home page loaded no script or stylesheet from site/dist/client');

const rowOf = (file, when) => {
  const body = fs.readFileSync(path.join(dist, file));
  return {
    file,
    when,
    kind: file.endsWith('.css') ? 'css' : 'js',
    raw: body.length,
    gzip: zlib.gzipSync(body, { level: 9 }).length,
  };
};
const rows = [...seen.map((f) => rowOf(f, 'before')), ...later.map((f) => rowOf(f, 'after'))];
const total = (kind, when = ['before']) =>
  rows.filter((r) => r.kind === kind && when.includes(r.when)).reduce((sum, r) => sum + r.gzip, 0);
const result = {
  js: { gzip: total('js'), budget: budgets.js },
  css: { gzip: total('css'), budget: budgets.css },
  idleJs: { gzip: total('js', ['before', 'after']), budget: budgets.idleJs },
  files: rows,
};
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const over = ['js', 'css', 'idleJs'].filter((kind) => result[kind].gzip > result[kind].budget);
const names = {
  js: 'first-page JavaScript before interactive',
  css: 'first-page CSS',
  idleJs: 'first-page JavaScript until the network is idle',
};

fs.mkdirSync('reports', { recursive: true });
fs.writeFileSync('reports/budget.json', JSON.stringify(result, null, 2) + '\n');
fs.writeFileSync(
  'reports/budget.md',
  [
    '# First-page budgets',
    '',
    'Written by `pnpm budget` (part of `npm test`): every script and stylesheet the home page of the production server had requested when it hydrated (became interactive), and what it went on to load without a visitor doing anything until the network was idle (the blocks near the viewport hydrating, the header basket count’s call), gzip level 9.',
    '',
    '| kind | measured | budget |',
    '|---|---|---|',
    `| JavaScript before interactive | ${kb(result.js.gzip)} | ${kb(budgets.js)} |`,
    `| CSS | ${kb(result.css.gzip)} | ${kb(budgets.css)} |`,
    `| JavaScript until the network is idle | ${kb(result.idleJs.gzip)} | ${kb(budgets.idleJs)} |`,
    '',
    '| file | loaded | raw | gzip |',
    '|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.file} | ${r.when === 'before' ? 'before interactive' : 'after'} | ${kb(r.raw)} | ${kb(r.gzip)} |`,
    ),
    '',
  ].join('\n'),
);

console.log(
  `budget: first-page JavaScript ${kb(result.js.gzip)} of ${kb(budgets.js)} before interactive, ${kb(result.idleJs.gzip)} of ${kb(budgets.idleJs)} until the network is idle; CSS ${kb(result.css.gzip)} of ${kb(budgets.css)}`,
);
if (over.length) {
  for (const kind of over) {
    console.error(
      `budget: OVER BUDGET: ${names[kind]} is ${kb(result[kind].gzip)}, the budget is ${kb(budgets[kind])}`,
    );
  }
  process.exit(1);
}
