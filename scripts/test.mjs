// Runs every gate in order, prints a count per gate, and exits non-zero when any gate fails.
// Used by `npm test` (scripts/test.sh) and therefore by CI (.ci/run).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const only = process.argv.slice(2);
fs.mkdirSync('reports/tmp', { recursive: true });

const gitFiles = (...patterns) =>
  spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...patterns], {
    encoding: 'utf8',
  })
    .stdout.split('\n')
    .filter(Boolean);

const vitestCounts = (file) => {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numFailedTestSuites ?? 0),
    skipped: report.numPendingTests + report.numTodoTests,
  };
};
const playwrightCounts = (file) => {
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped };
};

/** @type {{ name: string, what: string, cmd: string, count: (ok: boolean, started: number) => { passed: number, failed: number, skipped?: number } }[]} */
const gates = [
  {
    name: 'typecheck',
    what: 'TypeScript strict over the whole workspace',
    cmd: 'pnpm run --silent typecheck',
    count: (ok) => {
      const files = gitFiles('*.ts', '*.tsx').length;
      return ok ? { passed: files, failed: 0 } : { passed: 0, failed: 1 };
    },
  },
  {
    name: 'lint',
    what: 'ESLint (typescript-eslint, react-hooks, jsx-a11y, cepa/layers)',
    cmd: 'pnpm exec eslint . --max-warnings=0 --format json --output-file reports/tmp/eslint.json',
    count: () => {
      const results = JSON.parse(fs.readFileSync('reports/tmp/eslint.json', 'utf8'));
      for (const r of results)
        for (const m of r.messages)
          console.log(`  ${path.relative('.', r.filePath)}:${m.line}:${m.column} ${m.message} (${m.ruleId})`);
      const failed = results.filter((r) => r.errorCount + r.warningCount > 0).length;
      return { passed: results.length - failed, failed };
    },
  },
  {
    name: 'format',
    what: 'Prettier check',
    cmd: 'pnpm exec prettier --check --log-level warn .',
    count: (ok) => {
      const files = gitFiles(
        '*.ts',
        '*.tsx',
        '*.js',
        '*.mjs',
        '*.json',
        '*.css',
        '*.md',
        '*.mdx',
        '*.yaml',
        '*.html',
      ).length;
      return ok ? { passed: files, failed: 0 } : { passed: 0, failed: 1 };
    },
  },
  {
    name: 'unit',
    what: 'Vitest in node',
    cmd: 'pnpm exec vitest run --project unit --reporter=default --reporter=json --outputFile.json=reports/tmp/unit.json',
    count: () => vitestCounts('reports/tmp/unit.json'),
  },
  {
    name: 'stories',
    what: 'every story in Chromium: render, play function, axe',
    cmd: 'pnpm exec vitest run --project stories --reporter=dot --reporter=json --outputFile.json=reports/tmp/stories.json',
    count: () => vitestCounts('reports/tmp/stories.json'),
  },
  {
    name: 'visual',
    what: 'every story screenshotted at 375 and 1280 px against the baselines',
    cmd: 'pnpm run --silent build-storybook && pnpm exec playwright test -c e2e/playwright.visual.config.ts',
    count: () => playwrightCounts('reports/tmp/visual.json'),
  },
  {
    name: 'e2e',
    what: 'Playwright flows over the built site on the embedded backend',
    cmd: 'pnpm --filter @cepa/site build && pnpm exec playwright test -c e2e/playwright.config.ts',
    count: () => playwrightCounts('reports/tmp/e2e.json'),
  },
  {
    name: 'budget',
    what: 'first-page JavaScript and CSS (gzip), and Lighthouse, of the built site',
    // The e2e gate builds site/dist; build here only when it is missing (e.g. `npm test -- budget` on a
    // fresh clone). Both scripts run even when the first fails.
    cmd:
      '(test -f site/dist/index.html || pnpm --filter @cepa/site build) && ' +
      '{ node scripts/budget.mjs; js=$?; node scripts/lighthouse.mjs; lh=$?; [ $js -eq 0 ] && [ $lh -eq 0 ]; }',
    // One check each for the JS and CSS budgets, one per Lighthouse page; only reports this run wrote.
    count: (_ok, started) => {
      const fresh = (file) => {
        if (fs.statSync(file).mtimeMs < started) throw new Error(`${file} was not written by this run`);
        return JSON.parse(fs.readFileSync(file, 'utf8'));
      };
      const checks = [];
      try {
        const budget = fresh('reports/budget.json');
        checks.push(budget.js.gzip <= budget.js.budget, budget.css.gzip <= budget.css.budget);
      } catch (error) {
        console.error(`  budget: ${error.message}`);
        checks.push(false);
      }
      try {
        const lighthouse = fresh('reports/lighthouse.json');
        checks.push(...lighthouse.pages.map((page) => page.ok));
        if (!lighthouse.ok && lighthouse.pages.every((page) => page.ok)) checks.push(false);
      } catch (error) {
        console.error(`  lighthouse: ${error.message}`);
        checks.push(false);
      }
      return { passed: checks.filter(Boolean).length, failed: checks.filter((ok) => !ok).length };
    },
  },
];

const summary = [];
for (const gate of gates) {
  if (only.length && !only.includes(gate.name)) continue;
  console.log(`\n━━ ${gate.name}: ${gate.what}`);
  const started = Date.now();
  const run = spawnSync(gate.cmd, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  const ok = run.status === 0;
  let counts;
  try {
    counts = gate.count(ok, started);
  } catch (error) {
    counts = { passed: 0, failed: 1 };
    console.error(`  ${gate.name}: no results to count (${error.message})`);
  }
  if (!ok && counts.failed === 0) counts.failed = 1;
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  summary.push({ ...gate, ok, counts, seconds });
  console.log(
    `━━ ${gate.name}: ${ok ? 'PASS' : 'FAIL'}  ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}  (${seconds}s)`,
  );
}

console.log('\nGate        result  passed  failed  time');
for (const g of summary) {
  console.log(
    `${g.name.padEnd(11)} ${(g.ok ? 'PASS' : 'FAIL').padEnd(7)} ${String(g.counts.passed).padStart(6)}  ${String(g.counts.failed).padStart(6)}  ${g.seconds}s`,
  );
}
const failedGates = summary.filter((g) => !g.ok);
const passed = summary.reduce((n, g) => n + g.counts.passed, 0);
const failed = summary.reduce((n, g) => n + g.counts.failed, 0);
if (failedGates.length) console.log(`\nFailed gates: ${failedGates.map((g) => g.name).join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedGates.length ? 1 : 0);
