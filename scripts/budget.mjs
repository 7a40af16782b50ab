// Budgets: the JavaScript and CSS (gzip) that the first page of the built site needs.
// Reads site/dist/index.html, follows its entry script, module preloads, static imports and stylesheets,
// and fails when a total passes its budget. Writes the figures to reports/budget.md and reports/budget.json.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve('site/dist');
const budgets = { js: 120 * 1024, css: 15 * 1024 };

const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entries = [
  ...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]),
  ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]),
  ...[...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]),
];

const seen = new Set();
const queue = entries.map((url) => url.replace(/^\//, ''));
while (queue.length) {
  const file = /** @type {string} */ (queue.shift());
  if (seen.has(file) || !fs.existsSync(path.join(dist, file))) continue;
  seen.add(file);
  if (file.endsWith('.js')) {
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    // Static imports load with the page; dynamic import() chunks are left to the pages that need them.
    for (const m of code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+)["']/g)) {
      queue.push(path.posix.join(path.posix.dirname(file), m[1]));
    }
  }
}

const rows = [...seen].map((file) => {
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
    'Written by `pnpm budget` (part of `npm test`): what the first page of the built site loads before any lazy page, gzip level 9.',
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
