// Runs every gate, side by side where they do not compete for the same thing, prints a count per gate,
// writes reports/suite.md, and exits non-zero when any gate fails. Used by `npm test` (scripts/test.sh)
// and therefore by CI (.ci/run).
//
//   npm test                      every gate
//   npm test -- lint unit         only these gates
//   npm test -- --shard=2/3       this machine's third of the browser gates (README, "Sharding")
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { failedTestPages, failedTests } from './failed-tests.mjs';
import { readReview, reviewDir, summaryOf } from '../e2e/stories/review.mjs';

const args = process.argv.slice(2);
const shardArg = args.find((arg) => arg.startsWith('--shard='));
const shard = shardArg ? parseShard(shardArg.slice('--shard='.length)) : null;
const only = args.filter((arg) => !arg.startsWith('--'));
const unknownFlags = args.filter((arg) => arg.startsWith('--') && !arg.startsWith('--shard='));

function parseShard(text) {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const [index, total] = match ? [Number(match[1]), Number(match[2])] : [0, 0];
  if (!match || index < 1 || total < 1 || index > total) {
    console.error(`test: --shard must be i/n with 1 <= i <= n, got "${text}"`);
    process.exit(2);
  }
  return { index, total };
}

fs.mkdirSync('reports/tmp', { recursive: true });
const blobDir = shard ? path.resolve(`reports/blob/shard-${shard.index}-of-${shard.total}`) : null;
if (blobDir) fs.rmSync(blobDir, { recursive: true, force: true });

const gitFiles = (...patterns) =>
  execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...patterns], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);

const vitestCounts = (file) => {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numFailedTestSuites ?? 0),
    skipped: report.numPendingTests + report.numTodoTests,
  };
};
const playwrightReport = (file) => {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const { stats } = report;
  return {
    report,
    counts: { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped },
  };
};
/** Every test result of a Playwright JSON report, with its annotations. */
function* playwrightTests(suite) {
  for (const spec of suite.specs ?? []) for (const test of spec.tests) yield { spec, test };
  for (const child of suite.suites ?? []) yield* playwrightTests(child);
}

const shardFlag = shard ? ` --shard=${shard.index}/${shard.total}` : '';
const env = {
  ...process.env,
  FORCE_COLOR: '0',
  NO_COLOR: '1',
  ...(blobDir ? { CEPA_BLOB_DIR: blobDir } : {}),
};

/**
 * Builds the gates depend on. A build that fails fails every gate that needs it, with the build's output.
 * @type {Record<string, { cmd: string, done?: Promise<boolean> }>}
 */
const builds = {
  storybook: { cmd: 'pnpm run --silent build-storybook' },
  // The site, then the same site with a Stripe key for the e2e flows that pay through Stripe's card form.
  site: { cmd: 'pnpm --filter @cepa/site build && pnpm --filter @cepa/site build:stripe-stub' },
};

/**
 * @typedef {{ passed: number, failed: number, skipped?: number, detail?: string }} Counts
 * @type {{ name: string, what: string, cmd: string, needs?: string[], after?: string[], browser?: boolean,
 *   sharded?: boolean, priority?: number, count: (ok: boolean, started: number) => Counts }[]}
 */
const gates = [
  {
    name: 'typecheck',
    what: 'TypeScript strict over the whole workspace',
    measures: 'files',
    cmd: 'pnpm run --silent typecheck',
    count: (ok) => {
      const files = gitFiles('*.ts', '*.tsx').length;
      return ok ? { passed: files, failed: 0 } : { passed: 0, failed: 1 };
    },
  },
  {
    name: 'lint',
    what: 'ESLint (typescript-eslint, react-hooks, jsx-a11y, cepa/layers)',
    measures: 'files',
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
    measures: 'files',
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
      );
      return ok ? { passed: files.length, failed: 0 } : { passed: 0, failed: 1 };
    },
  },
  {
    name: 'unit',
    what: 'Vitest in node',
    cmd: 'pnpm exec vitest run --project unit --reporter=default --reporter=json --outputFile.json=reports/tmp/unit.json',
    count: () => {
      // The embedded backend's own tests (its fakes and kit) are counted apart from the product's.
      const report = JSON.parse(fs.readFileSync('reports/tmp/unit.json', 'utf8'));
      const isBackend = (file) => /\/src\/(fake|backend)\//.test(file);
      const tests = (pick) =>
        report.testResults.filter((r) => pick(r.name)).reduce((n, r) => n + r.assertionResults.length, 0);
      return {
        ...vitestCounts('reports/tmp/unit.json'),
        detail: `${tests((f) => !isBackend(f))} of the product, ${tests(isBackend)} of the embedded backend`,
      };
    },
  },
  {
    name: 'stories',
    what: 'every story rendered once in Chromium: play function, axe, screenshots at the widths its tags ask for',
    cmd: `pnpm exec playwright test -c e2e/playwright.stories.config.ts${shardFlag}`,
    needs: ['storybook'],
    browser: true,
    sharded: true,
    count: () => {
      const { report, counts } = playwrightReport('reports/tmp/stories.json');
      let axe = 0;
      let screenshots = 0;
      let stories = 0;
      for (const { test } of playwrightTests({ suites: report.suites })) {
        const annotations = test.annotations ?? [];
        if (!annotations.some((a) => a.type === 'axe')) continue;
        stories += 1;
        axe += annotations.filter((a) => a.type === 'axe' && a.description === 'passed').length;
        screenshots += annotations.filter((a) => a.type === 'screenshot').length;
      }
      return {
        ...counts,
        detail: `${stories} stories played, ${axe} axe checks passed, ${screenshots} screenshots compared`,
      };
    },
  },
  {
    name: 'pseudo',
    what: 'every story in the pseudo-language: no text clipped or spilling out of its box, every visible text from a catalogue (bracketed), exceptions listed with their reasons',
    cmd: 'pnpm exec playwright test -c e2e/playwright.pseudo.config.ts',
    needs: ['storybook'],
    // In the second slot beside the story gate, after the static checks and the HTML check, before the
    // engines (as they are, a browser gate beside the story gate): it judges boxes and text, not pixels or
    // timings, so the story gate's neighbour slows it and nothing more; the e2e gate waits for it.
    priority: 0.55,
    browser: true,
    count: () => {
      const { report, counts } = playwrightReport('reports/tmp/pseudo.json');
      let exceptions = 0;
      for (const { test } of playwrightTests({ suites: report.suites }))
        exceptions += (test.annotations ?? []).filter((a) => a.type === 'exception').length;
      return { ...counts, detail: `${exceptions} findings let through by a listed exception` };
    },
  },
  {
    name: 'review',
    what: "the designers' visual review: a changed story reviewed on its page, accepted from it, nothing else written",
    cmd: 'pnpm exec playwright test -c e2e/playwright.review.config.ts',
    needs: ['storybook'],
    // It runs the story gate itself (over a copy of the baselines): after the story gate, not beside it.
    after: ['stories'],
    browser: true,
    count: () => playwrightReport('reports/tmp/review.json').counts,
  },
  {
    name: 'e2e',
    what: 'Playwright flows over the built site on the embedded backend',
    cmd: `pnpm exec playwright test -c e2e/playwright.config.ts${shardFlag}`,
    needs: ['site'],
    // One browser gate at a time: two side by side put four Chromium workers on two cores, and flows that
    // wait on pages timed out. The static checks run beside the story gate instead.
    after: ['stories', 'engines', 'html', 'review', 'pseudo'],
    browser: true,
    sharded: true,
    count: () => playwrightReport('reports/tmp/e2e.json').counts,
  },
  {
    name: 'cluster',
    what: 'the site as several processes behind nginx (shared cache): hits, brands, members, hosts, request ids, metrics; the deployment’s Prometheus configuration, alerts and dashboard',
    measures: 'checks',
    cmd: 'node scripts/deploy-check.mjs && node scripts/cluster.mjs --check',
    needs: ['site'],
    // A short run of its own processes; beside the story gate, not beside the flows (ports and cores).
    count: () => {
      const lines = fs.readFileSync('reports/tmp/cluster.log', 'utf8').split('\n');
      return {
        passed: lines.filter((line) => line.startsWith('ok ')).length,
        failed: lines.filter((line) => line.startsWith('FAIL ')).length,
      };
    },
  },
  {
    name: 'engines',
    what: 'the visitor journeys in Firefox and WebKit (e2e/engines) over the built site on the embedded backend',
    // Installs Debian's firefox-esr, webkit2gtk-driver and xvfb when missing, then runs both engines.
    cmd: 'bash scripts/engines.sh',
    needs: ['site'],
    browser: true,
    // In the second slot beside the story gate, after the static checks (which take it first): the e2e
    // gate waits for it, so no browser gate runs beside the e2e flows or Lighthouse.
    priority: 0.5,
    count: (_ok, started) => {
      const file = 'reports/tmp/engines.json';
      if (fs.statSync(file).mtimeMs < started) throw new Error(`${file} was not written by this run`);
      const report = JSON.parse(fs.readFileSync(file, 'utf8'));
      const engines = report.engines.map(
        (e) => `${e.name} ${e.passed}/${e.journeys.length} in ${e.seconds.toFixed(0)} s (${e.version})`,
      );
      const bugs = report.knownBugs.filter((bug) => bug.seen).map((bug) => bug.id);
      return {
        passed: report.passed,
        failed: report.failed,
        skipped: report.expectedFailures,
        detail: `${engines.join(', ')}${bugs.length ? `; known product bugs: ${bugs.join(', ')}` : ''}`,
      };
    },
  },
  {
    name: 'html',
    what: 'the Nu Html Checker over the server-rendered HTML of every page type, both brands and languages',
    measures: 'pages',
    // Installs Debian's default-jre-headless when the machine has no Java, then checks every page in one
    // Java process (scripts/html.mjs).
    cmd: 'bash scripts/html.sh',
    needs: ['site'],
    // In the second slot beside the story gate, after the static checks and before the engines (a short
    // run: its server and one Java process); never beside the e2e flows or Lighthouse.
    priority: 0.6,
    count: (_ok, started) => {
      const file = 'reports/tmp/html.json';
      if (fs.statSync(file).mtimeMs < started) throw new Error(`${file} was not written by this run`);
      const report = JSON.parse(fs.readFileSync(file, 'utf8'));
      return {
        passed: report.passed,
        failed: report.failed,
        detail: `${report.errors} errors over ${report.passed + report.failed} pages`,
      };
    },
  },
  {
    name: 'budget',
    what: 'first-page JavaScript and CSS (gzip), and Lighthouse, of the built site',
    // Lighthouse times page loads: it runs after the browser gates, alone, on a quiet machine.
    // Both scripts run even when the first fails.
    cmd: '{ node scripts/budget.mjs; js=$?; node scripts/lighthouse.mjs; lh=$?; [ $js -eq 0 ] && [ $lh -eq 0 ]; }',
    needs: ['site'],
    after: ['stories', 'e2e'],
    // One check each for the budgets (JavaScript before interactive, until the network is idle, CSS), one
    // per Lighthouse page; only reports this run wrote.
    count: (_ok, started) => {
      const fresh = (file) => {
        if (fs.statSync(file).mtimeMs < started) throw new Error(`${file} was not written by this run`);
        return JSON.parse(fs.readFileSync(file, 'utf8'));
      };
      const checks = [];
      try {
        const budget = fresh('reports/budget.json');
        checks.push(
          budget.js.gzip <= budget.js.budget,
          budget.idleJs.gzip <= budget.idleJs.budget,
          budget.css.gzip <= budget.css.budget,
        );
      } catch (error) {
        console.error(`  budget: ${error.message}`);
        checks.push(false);
      }
      try {
        const lighthouse = fresh('reports/lighthouse.json');
        checks.push(...lighthouse.pages.map((page) => page.ok));
        if (!lighthouse.ok && lighthouse.pages.every((page) => page.ok)) checks.push(false);
        // Out of time: no verdict on the pages it did not reach; the gate is red and says why.
        if (lighthouse.finished === false)
          console.error(
            `  lighthouse: did not finish: ${lighthouse.pages.length} pages measured in ${lighthouse.seconds} s; the machine was too slow or busy (run the gate again on a quieter machine)`,
          );
      } catch (error) {
        console.error(`  lighthouse: ${error.message}`);
        checks.push(false);
      }
      return { passed: checks.filter(Boolean).length, failed: checks.filter((ok) => !ok).length };
    },
  },
];

const unknown = only.filter((name) => !gates.some((gate) => gate.name === name));
if (unknown.length || unknownFlags.length) {
  console.error(
    `test: unknown ${[...unknown, ...unknownFlags].map((n) => `"${n}"`).join(', ')}. ` +
      `Gates: ${gates.map((g) => g.name).join(', ')}; flag: --shard=i/n.`,
  );
  process.exit(2);
}

// On a shard other than the first, only the browser gates run: the rest would repeat the same work.
const selected = gates.filter(
  (gate) => (!only.length || only.includes(gate.name)) && (!shard || shard.index === 1 || gate.sharded),
);
if (!selected.length) {
  console.error('test: no gate selected');
  process.exit(2);
}

/** Runs a shell command with its output in a log file; resolves with its exit status. */
function run(cmd, log) {
  return new Promise((resolve) => {
    const out = fs.openSync(log, 'w');
    const child = spawn(cmd, { shell: true, stdio: ['ignore', out, out], env, detached: true });
    children.add(child);
    child.on('exit', (code, signal) => {
      children.delete(child);
      fs.closeSync(out);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}
const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    process.exit(130);
  });

const since = (t) => `${((Date.now() - t) / 1000).toFixed(0)}s`;
const runStarted = Date.now();
const timings = [];

function build(name) {
  const b = builds[name];
  b.done ??= (async () => {
    await acquire(3);
    const started = Date.now();
    console.log(`… building ${name}`);
    const status = await run(b.cmd, `reports/tmp/build-${name}.log`);
    release();
    timings.push({ name: `build ${name}`, started, ended: Date.now() });
    console.log(`… built ${name} in ${since(started)}${status ? ' (FAILED)' : ''}`);
    return status === 0;
  })();
  return b.done;
}

/**
 * Steps that leave the machine idle (waiting on pages, timers and the embedded backend's delays) run side
 * by side, at most two at once (CEPA_TEST_PARALLEL): the builds first, each browser gate as soon as its
 * build is done, the static checks in the slots left. A gate starts once its builds are done and the gates
 * it must follow have finished.
 */
const maxParallel = Number(process.env.CEPA_TEST_PARALLEL ?? 2);
const summary = [];
const finished = new Map();
let running = 0;
/** @type {{ priority: number, resolve: () => void }[]} */
const waiters = [];
/** Waits for a free slot; when one frees, the waiting step with the highest priority takes it. */
const acquire = (priority) => {
  if (running < maxParallel) {
    running++;
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    waiters.push({ priority, resolve });
    waiters.sort((a, b) => b.priority - a.priority);
  });
};
const release = () => {
  const next = waiters.shift();
  if (next) next.resolve();
  else running--;
};
/** Builds first (everything waits on them), then the browser gates (the long pole), then the rest. */
const priorityOf = (gate) => gate.priority ?? (gate.browser ? 2 : gate.name === 'budget' ? 0 : 1);

async function runGate(gate) {
  for (const name of gate.after ?? []) await finished.get(name);
  const builtOk = (await Promise.all((gate.needs ?? []).map(build))).every(Boolean);
  await acquire(priorityOf(gate));
  const started = Date.now();
  const log = `reports/tmp/${gate.name}.log`;
  let status = 1;
  if (builtOk) {
    console.log(`… ${gate.name} started`);
    status = await run(gate.cmd, log);
  } else {
    fs.writeFileSync(
      log,
      (gate.needs ?? []).map((b) => fs.readFileSync(`reports/tmp/build-${b}.log`, 'utf8')).join('\n') +
        `\n${gate.name}: a build it needs failed (above)\n`,
    );
  }
  release();
  const ok = status === 0;
  // Print the gate's whole output in one piece, then its counts.
  console.log(`\n━━ ${gate.name}: ${gate.what}`);
  process.stdout.write(fs.readFileSync(log, 'utf8'));
  let counts;
  try {
    counts = builtOk ? gate.count(ok, started) : { passed: 0, failed: 1 };
  } catch (error) {
    counts = { passed: 0, failed: 1 };
    console.error(`  ${gate.name}: no results to count (${error.message})`);
  }
  if (!ok && counts.failed === 0) counts.failed = 1;
  const seconds = (Date.now() - started) / 1000;
  timings.push({ name: gate.name, started, ended: Date.now() });
  summary.push({ ...gate, ok, counts, seconds });
  console.log(
    `━━ ${gate.name}: ${ok ? 'PASS' : 'FAIL'}  ${counts.passed} passed, ${counts.failed} failed` +
      `${counts.skipped ? `, ${counts.skipped} skipped` : ''}${counts.detail ? ` (${counts.detail})` : ''}  (${seconds.toFixed(0)}s)`,
  );
}

// Builds start at once: they are the longest step before the browser gates.
for (const name of new Set(selected.flatMap((gate) => gate.needs ?? []))) build(name);
// Browser gates first in line for a slot (they are the long pole), then the static checks.
const order = [...selected].sort((a, b) => Number(!!b.browser) - Number(!!a.browser));
for (const gate of order) finished.set(gate.name, runGate(gate));
await Promise.all(finished.values());

const wall = (Date.now() - runStarted) / 1000;
const cpu = childCpuSeconds();
summary.sort((a, b) => gates.findIndex((g) => g.name === a.name) - gates.findIndex((g) => g.name === b.name));
console.log('\nGate        result  passed  failed  time');
for (const g of summary) {
  console.log(
    `${g.name.padEnd(11)} ${(g.ok ? 'PASS' : 'FAIL').padEnd(7)} ${String(g.counts.passed).padStart(6)}  ${String(g.counts.failed).padStart(6)}  ${g.seconds.toFixed(0)}s`,
  );
}
console.log(
  `whole run: ${(wall / 60).toFixed(1)} min wall` +
    (cpu
      ? `, ${(cpu / 60).toFixed(1)} min of CPU over ${((wall * os.availableParallelism()) / 60).toFixed(1)} min of core time`
      : ''),
);
writeSuiteReport(wall, cpu);

const failedGates = summary.filter((g) => !g.ok);
// The headline counts tests and checks only; the static gates count files, named on a line of their own.
const testGates = summary.filter((g) => g.measures !== 'files');
const fileGates = summary.filter((g) => g.measures === 'files');
const passed = testGates.reduce((n, g) => n + g.counts.passed, 0);
const failed = testGates.reduce((n, g) => n + g.counts.failed, 0) + fileGates.filter((g) => !g.ok).length;
if (fileGates.length)
  console.log(
    `files: ${fileGates.map((g) => `${g.name} ${g.ok ? 'passed' : 'FAILED'} on ${g.counts.passed + g.counts.failed}`).join(', ')}`,
  );
if (failedGates.length) {
  console.log(`\nFailed gates: ${failedGates.map((g) => g.name).join(', ')}`);
  // Named again at the end, where a log cut to its last lines still shows them.
  for (const g of failedGates) for (const line of failedTests(g.name)) console.log(`  ${g.name}: ${line}`);
  // What the page showed as a flow failed: a run on another machine keeps its log, not its test results.
  for (const g of failedGates)
    for (const { test, text } of failedTestPages(g.name))
      console.log(`\n  ${g.name}: the page as ${test} failed:\n${text.replace(/^/gm, '    ')}`);
  // What differs visually, for the change's description (README, "Visual baselines").
  const review = failedGates.some((g) => g.name === 'stories') ? readReview() : null;
  if (review)
    console.log(`\n${summaryOf(review)}\n  the review page: ${path.relative('.', reviewDir)}/index.html`);
}
if (shard)
  console.log(
    `Shard ${shard.index}/${shard.total}: blob reports in ${path.relative('.', blobDir)} (README, "Sharding")`,
  );
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedGates.length ? 1 : 0);

/** CPU seconds used by every finished child process (Linux: the runner's cutime + cstime). */
function childCpuSeconds() {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    const ticks = Number(fields[13]) + Number(fields[14]);
    return ticks / 100;
  } catch {
    return 0;
  }
}

/** reports/suite.md: what each gate cost this run, the whole run, and the cost per story and per flow. */
function writeSuiteReport(wallSeconds, cpuSeconds) {
  if (only.length || shard) return; // a partial run says nothing about the suite's cost
  const gate = (name) => summary.find((g) => g.name === name);
  const build = (name) => timings.find((t) => t.name === `build ${name}`);
  const secs = (t) => (t ? (t.ended - t.started) / 1000 : 0);
  const stories = gate('stories');
  const e2e = gate('e2e');
  const storyCount = stories ? stories.counts.passed + stories.counts.failed : 0;
  const flowCount = e2e ? e2e.counts.passed + e2e.counts.failed : 0;
  const engines = gate('engines');
  const journeyCount = engines
    ? engines.counts.passed + engines.counts.failed + (engines.counts.skipped ?? 0)
    : 0;
  const rows = [
    ...['storybook', 'site'].map((name) => [`build ${name}`, secs(build(name)), '']),
    ...summary.map((g) => [
      g.name,
      g.seconds,
      `${g.counts.passed} passed, ${g.counts.failed} failed${g.counts.detail ? ` (${g.counts.detail})` : ''}`,
    ]),
  ];
  const lines = [
    '# Suite cost',
    '',
    `Written by \`npm test\` on ${new Date().toISOString().slice(0, 10)}, ${os.availableParallelism()} cores, ` +
      `at most ${maxParallel} gates at once. Gates overlap, so their times add up to more than the whole run.`,
    '',
    '| step | wall time | result |',
    '| --- | ---: | --- |',
    ...rows.map(([name, s, what]) => `| ${name} | ${s.toFixed(0)} s | ${what} |`),
    `| **whole run** | **${(wallSeconds / 60).toFixed(1)} min** | ${cpuSeconds ? `${(cpuSeconds / 60).toFixed(1)} min of CPU over ${((wallSeconds * os.availableParallelism()) / 60).toFixed(1)} min of core time` : ''} |`,
    '',
    '| cost | figure |',
    '| --- | ---: |',
    `| per story (Storybook build + render, play, axe and screenshots) | ${storyCount ? ((secs(build('storybook')) + stories.seconds) / storyCount).toFixed(2) : '–'} s |`,
    `| per story (the story gate alone) | ${storyCount ? (stories.seconds / storyCount).toFixed(2) : '–'} s |`,
    `| per flow (the e2e gate alone) | ${flowCount ? (e2e.seconds / flowCount).toFixed(2) : '–'} s |`,
    `| per journey and engine (the engines gate alone) | ${journeyCount ? (engines.seconds / journeyCount).toFixed(2) : '–'} s |`,
    '',
  ];
  fs.writeFileSync('reports/suite.md', lines.join('\n'));
}
