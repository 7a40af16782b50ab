// Budgets: the JavaScript and CSS (gzip) that the first page of the built site loads before it is
// interactive. Starts the production server (site/dist/app/server.mjs) on a free loopback port, opens the
// home page in Debian's Chromium and waits until the page has hydrated; every script and stylesheet the
// browser fetched from the site by then counts (the framework's runtime and the page
// type's code included), gzipped at level 9 from site/dist/client. Fails when a total passes its budget.
// Writes the figures to reports/budget.md and reports/budget.json.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright';
import { startProductionServer } from './production-server.mjs';

const dist = path.resolve('site/dist/client');
// JavaScript: 200 kB while the server-rendered first page still hydrates every block it shows and
// parses with zod in the browser (measured 196 kB); the goal is 120 kB (ARCHITECTURE.md, "The first
// page, kept small").
const budgets = { js: 200 * 1024, css: 15 * 1024 };
if (!fs.existsSync('site/dist/app/server.mjs')) {
  console.error('budget: site/dist/app/server.mjs is missing: run `pnpm --filter @cepa/site build` first');
  process.exit(1);
}

const chromiumTs = fs.readFileSync('tools/chromium.ts', 'utf8');
const chromiumArgs = [
  ...(chromiumTs.match(/chromiumArgs\s*=\s*\[([^\]]*)\]/)?.[1] ?? '').matchAll(/'([^']+)'/g),
].map((m) => m[1]);

const { origin, server } = await startProductionServer({ label: 'budget' });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: chromiumArgs,
});
const page = await browser.newPage();
const fetched = new Set();
page.on('request', (request) => {
  const url = new URL(request.url());
  if (url.origin === origin && /\.(js|css)$/.test(url.pathname)) fetched.add(url.pathname.replace(/^\//, ''));
});
await page.goto(`${origin}/es/`);
// Interactive: the page has hydrated (site/src/pages/+onHydrationEnd.ts marks it).
await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
const beforeInteractive = new Set(fetched);
await browser.close();
server.kill();
const seen = [...beforeInteractive].filter((file) => fs.existsSync(path.join(dist, file)));
if (!seen.length)
  throw new Error('budget: the home page loaded no script or stylesheet from site/dist/client');

const rows = seen.map((file) => {
  const body = fs.readFileSync(path.join(dist, file));
  return {
    file,
    kind: file.endsWith('.css') ? 'css' : 'js',
    raw: body.length,
    gzip: zlib.gzipSync(body, { level: 9 }).length,
  };
});
const total = (kind) => rows.filter((r) => r.kind === kind).reduce((sum, r) => sum + r.gzip, 0);
const result = {
  js: { gzip: total('js'), budget: budgets.js },
  css: { gzip: total('css'), budget: budgets.css },
  files: rows,
};
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const over = ['js', 'css'].filter((kind) => result[kind].gzip > result[kind].budget);

fs.mkdirSync('reports', { recursive: true });
fs.writeFileSync('reports/budget.json', JSON.stringify(result, null, 2) + '\n');
fs.writeFileSync(
  'reports/budget.md',
  [
    '# First-page budgets',
    '',
    'Written by `pnpm budget` (part of `npm test`): every script and stylesheet the home page of the production server loads until it has hydrated (is interactive), gzip level 9.',
    '',
    '| kind | measured | budget |',
    '|---|---|---|',
    `| JavaScript | ${kb(result.js.gzip)} | ${kb(budgets.js)} |`,
    `| CSS | ${kb(result.css.gzip)} | ${kb(budgets.css)} |`,
    '',
    '| file | raw | gzip |',
    '|---|---|---|',
    ...rows.map((r) => `| ${r.file} | ${kb(r.raw)} | ${kb(r.gzip)} |`),
    '',
  ].join('\n'),
);

console.log(
  `budget: first-page JavaScript ${kb(result.js.gzip)} of ${kb(budgets.js)}, CSS ${kb(result.css.gzip)} of ${kb(budgets.css)}`,
);
if (over.length) {
  for (const kind of over) {
    console.error(
      `budget: OVER BUDGET: first-page ${kind.toUpperCase()} is ${kb(result[kind].gzip)}, the budget is ${kb(budgets[kind])}`,
    );
  }
  process.exit(1);
}
