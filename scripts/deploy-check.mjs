// Checks what watches the site in production (deploy/): Prometheus's configuration, the alerts and their
// tests with promtool (Debian's `prometheus` package; PROMTOOL_PATH elsewhere), and the Grafana dashboard:
// every panel reads the dashboard's data source variable, its expressions parse, and every metric they,
// the alerts and the tests name is one the site serves. A misspelt metric never errs in Prometheus: its
// panel stays empty and its alert never fires. One line a check; exits 1 when any fails.
//
//   node scripts/deploy-check.mjs
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const promtool = process.env.PROMTOOL_PATH ?? '/usr/bin/promtool';
let failed = false;
const report = (ok, what, detail) => {
  if (!ok) failed = true;
  console.log(ok ? `ok   ${what}` : `FAIL ${what}: ${detail}`);
};

/** Runs promtool with `args` in the repository; its own words when it fails. */
function runPromtool(...args) {
  const run = spawnSync(promtool, args, { cwd: root, encoding: 'utf8' });
  const why = run.error
    ? `${promtool} did not run (${run.error.message}): install Debian's prometheus package or set PROMTOOL_PATH`
    : `${run.stdout}${run.stderr}`.trim().replace(/\n(\s*\n)*/g, '\n  '); // blank lines dropped
  return { ok: !run.error && run.status === 0, why };
}

for (const args of [
  ['check', 'config', 'deploy/prometheus.yml'],
  ['check', 'rules', 'deploy/alerts.yml'],
  ['test', 'rules', 'deploy/alerts.test.yml'],
]) {
  const { ok, why } = runPromtool(...args);
  report(ok, `promtool ${args.join(' ')}`, why);
}

// The families the site serves, as the names Prometheus stores (a histogram as its _bucket, _sum and _count,
// a counter as named, `_total`, a gauge as it is): the site's read from its server code, each `cepa_` name
// where a metric is made (`new client.Histogram({ name: … })`, `histogram('…'`), so that a metric renamed
// there fails here; prom-client's defaults named here.
const words = (text) => text.trim().split(/\s+/);
const sources = ['site/server', 'site/src/server'].flatMap((dir) =>
  fs
    .readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => fs.readFileSync(path.join(root, dir, name), 'utf8')),
);
const made = sources.flatMap((text) => [
  ...text.matchAll(/new client\.(Histogram|Counter|Gauge)\b[^(]*\(\{\s*name:\s*'(cepa_[a-z0-9_]+)'/g),
  ...[...text.matchAll(/\bhistogram\(\s*'(cepa_[a-z0-9_]+)'/g)].map((match) => [
    match[0],
    'Histogram',
    match[1],
  ]),
]);
const siteOf = (kind) => made.filter(([, type]) => type === kind).map(([, , name]) => name);
const histograms = [...siteOf('Histogram'), 'nodejs_gc_duration_seconds'];
const counters = [...siteOf('Counter'), 'process_cpu_seconds_total'];
const gauges = [
  ...siteOf('Gauge'),
  ...words(`nodejs_eventloop_lag_seconds nodejs_eventloop_lag_p99_seconds nodejs_heap_size_used_bytes
  nodejs_heap_size_total_bytes process_resident_memory_bytes`),
];
report(
  histograms.length > 4 && counters.length > 3 && gauges.length > 6,
  `the site's metrics read from its server code (${made.length})`,
  `only ${made.map(([, , name]) => name).join(', ')}`,
);
const served = new Set([
  ...histograms.flatMap((name) => ['_bucket', '_sum', '_count'].map((suffix) => name + suffix)),
  ...counters,
  ...gauges,
]);
/** The names in `text` that look like the site's or Node's metrics but are not served. */
const unknownMetrics = (text) =>
  [...new Set(text.match(/\b(?:cepa|nodejs|process)_[A-Za-z0-9_]*/g) ?? [])].filter(
    (name) => !served.has(name),
  );

for (const file of ['deploy/alerts.yml', 'deploy/alerts.test.yml']) {
  const unknown = unknownMetrics(fs.readFileSync(path.join(root, file), 'utf8'));
  report(unknown.length === 0, `${file} names served metrics only`, `not served: ${unknown.join(', ')}`);
}

const file = 'deploy/grafana-dashboard.json';
let dashboard;
try {
  dashboard = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
} catch (error) {
  report(false, `${file} parses`, error.message);
  process.exit(1);
}
const variables = dashboard.templating?.list ?? [];
const instance = variables.find((v) => v.name === 'instance');
const refersToVariable = (source) => source?.uid === '${datasource}';
report(
  dashboard.uid === 'cepa-site' &&
    dashboard.schemaVersion === 39 &&
    variables.some((v) => v.name === 'datasource' && v.type === 'datasource' && v.query === 'prometheus') &&
    refersToVariable(instance?.datasource) &&
    unknownMetrics(instance.definition ?? '').length === 0,
  `${file}: uid, schema 39, the datasource and instance variables`,
  'uid "cepa-site", schemaVersion 39, a "datasource" variable of type datasource for prometheus, an "instance" variable reading served metrics through it',
);

// Every panel but the rows: its data source and each query's are the variable, its metrics are served.
const panels = (dashboard.panels ?? [])
  .flatMap((p) => [p, ...(p.panels ?? [])])
  .filter((p) => p.type !== 'row');
const expressions = [];
for (const panel of panels) {
  const targets = panel.targets ?? [];
  const problems = [];
  if (targets.length === 0) problems.push('no query');
  if (![panel.datasource, ...targets.map((t) => t.datasource)].every(refersToVariable))
    problems.push('a data source other than ${datasource}');
  for (const target of targets) {
    const unknown = unknownMetrics(target.expr ?? '');
    if (unknown.length) problems.push(`${target.refId}: not served: ${unknown.join(', ')}`);
    expressions.push({ record: `dashboard:panel_${panel.id}_${target.refId}`, expr: target.expr ?? '' });
  }
  report(problems.length === 0, `${file} panel ${panel.id} "${panel.title}"`, problems.join('; '));
}

// The expressions parse: as recording rules (JSON is YAML) with Grafana's variables given values.
const grafana = (expr) => expr.replaceAll('$__rate_interval', '1m').replaceAll('$instance', '.*');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cepa-deploy-check-'));
const rules = path.join(dir, 'dashboard-rules.yml');
fs.writeFileSync(
  rules,
  JSON.stringify({
    groups: [{ name: 'dashboard', rules: expressions.map((r) => ({ ...r, expr: grafana(r.expr) })) }],
  }),
);
const parsed = runPromtool('check', 'rules', rules);
fs.rmSync(dir, { recursive: true, force: true });
report(parsed.ok, `${file}: the ${expressions.length} expressions parse (promtool check rules)`, parsed.why);

process.exit(failed ? 1 : 0);
