/**
 * The visitor journeys in Firefox and WebKit (issue #31): starts the embedded backend and the built site
 * (lib/servers.mjs), runs every journey (journeys/) in each engine, prints a line per journey and the
 * counts, writes reports/tmp/engines.json (with the engines' versions) and a screenshot of each journey's
 * key screens under test-results/engines/<engine>/, and exits non-zero when any journey failed.
 *
 *   node e2e/engines/run.mjs                        both engines, every journey
 *   CEPA_ENGINES=webkit node e2e/engines/run.mjs    one engine (firefox or webkit)
 *   CEPA_ENGINES_GREP=booking node …                the journeys whose name contains the text
 *   CEPA_ENGINES_SERIAL=1 node …                    one engine after the other (default: side by side)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChromium } from './lib/chromium.mjs';
import { startFirefox } from './lib/firefox.mjs';
import { Page, expect, notRecorded } from './lib/page.mjs';
import { journeyRecords } from './lib/recorder.mjs';
import { startServers } from './lib/servers.mjs';
import { startWebKit } from './lib/webkit.mjs';
import { journeys } from './journeys/index.mjs';
import { knownBugs, knownBugsOf } from './known-bugs.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const resultsDir = path.join(root, 'test-results/engines');
const reportFile = path.join(root, 'reports/tmp/engines.json');
const journeyTimeout = Number(process.env.CEPA_ENGINES_JOURNEY_TIMEOUT_MS ?? 60_000);

const engineStarters = { firefox: startFirefox, webkit: startWebKit, chromium: startChromium };
const engineNames = (process.env.CEPA_ENGINES ?? 'firefox,webkit').split(',').map((name) => name.trim());
for (const name of engineNames)
  if (!engineStarters[name]) {
    console.error(`engines: unknown engine "${name}" (firefox, webkit; chromium for triage)`);
    process.exit(2);
  }
const grep = process.env.CEPA_ENGINES_GREP ?? '';
const selected = journeys.filter((journey) => journey.name.includes(grep));
if (!selected.length) {
  console.error(`engines: no journey matches "${grep}"`);
  process.exit(2);
}

fs.rmSync(resultsDir, { recursive: true, force: true });
fs.mkdirSync(resultsDir, { recursive: true });
fs.mkdirSync(path.dirname(reportFile), { recursive: true });
const log = fs.openSync(path.join(resultsDir, 'servers.log'), 'w');

const started = Date.now();
const servers = await startServers({ log });
const bravaOrigin = servers.origin.replace('127.0.0.1', 'brava.localhost');
let stopping = false;
const live = new Set();
const stopAll = async () => {
  if (stopping) return;
  stopping = true;
  await Promise.all([...live].map((engine) => engine.stop()));
  await servers.stop();
};
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    void stopAll().then(() => process.exit(130));
  });

/** Runs every selected journey in one engine, one after the other, each in a fresh browser context. */
async function runEngine(name) {
  const engineStarted = Date.now();
  const results = [];
  let engine;
  try {
    engine = await engineStarters[name]({ log });
    live.add(engine);
  } catch (error) {
    console.log(`✗ ${name}: could not start: ${error.message}`);
    const results = selected.map((j) => ({
      journey: j.name,
      status: 'failed',
      seconds: 0,
      error: error.message,
    }));
    return { name, version: null, seconds: 0, results };
  }
  for (const journey of selected) {
    const result = await runJourney(engine, journey);
    results.push(result);
    const mark = { passed: '✓', failed: '✗', 'known-bug': '~' }[result.status];
    const bugs = result.knownBugs?.length ? ` [known bug: ${result.knownBugs.join(', ')}]` : '';
    console.log(
      `${mark} ${name.padEnd(7)} ${journey.name} (${result.seconds.toFixed(1)} s)${bugs}` +
        (result.status === 'failed' ? `\n    ${result.error.split('\n').join('\n    ')}` : ''),
    );
  }
  await engine.stop();
  live.delete(engine);
  return { name, version: engine.version, seconds: (Date.now() - engineStarted) / 1000, results };
}

async function runJourney(engine, journey) {
  const t0 = Date.now();
  const scope = `engines-${engine.name}-${journey.name}-${t0}`;
  const shots = path.join(resultsDir, engine.name, journey.name);
  const viewport = journey.viewport ?? { width: 1280, height: 800 };
  const known = knownBugsOf(engine.name, journey.name);
  const isKnown = (line) => known.find((bug) => bug.signature.test(line));
  let session;
  let page;
  let currentStep = '';
  let succeeded = false;
  const unchecked = [];
  /** Each step's time, in the report: where a slow journey spends it. */
  const steps = [];
  const result = (fields) => ({
    journey: journey.name,
    seconds: (Date.now() - t0) / 1000,
    screenshots: listShots(shots),
    steps,
    ...(unchecked.length ? { notChecked: unchecked } : {}),
    ...fields,
  });
  const within = (promise, ms, fallback) =>
    Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve(fallback), ms))]);
  try {
    session = await engine.newSession(viewport);
    page = new Page(session, { origin: servers.origin, scope, shots, engine: engine.name });
    const sent = journeyRecords(servers.recorder, scope, 10_000);
    const context = {
      page,
      expect,
      engine: engine.name,
      origin: servers.origin,
      bravaOrigin,
      consentOrigin: servers.consentOrigin,
      sent: {
        next: (method, callPath) => {
          if (servers.recorder) return sent.next(method, callPath);
          unchecked.push(`${method} ${callPath}`);
          return Promise.resolve(notRecorded);
        },
        all: sent.all,
      },
      step: async (title, body) => {
        currentStep = title;
        const stepStarted = Date.now();
        await body();
        steps.push({ title, seconds: (Date.now() - stepStarted) / 1000 });
        currentStep = '';
      },
    };
    let timer;
    await Promise.race([
      journey.run(context),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`the journey took more than ${journeyTimeout} ms`)),
          journeyTimeout,
        );
      }),
    ]).finally(() => clearTimeout(timer));
    // As the flows' fixture: any error the page logged or threw fails the journey, unless it is a known bug's.
    const reported = await page.reportedErrors();
    const unknown = reported.filter((line) => !isKnown(line));
    if (unknown.length) throw new Error(`the page reported errors:\n${unknown.join('\n')}`);
    const seen = known.filter((bug) => reported.some((line) => bug.signature.test(line)));
    succeeded = true;
    return result({ status: 'passed', ...(seen.length ? { knownBugs: seen.map((bug) => bug.id) } : {}) });
  } catch (error) {
    // A picture of the failure, unless the browser no longer answers.
    if (page) await within(page.screenshot('failure'), 5_000).catch(() => {});
    const reported = page ? await within(page.reportedErrors(), 5_000, []) : [];
    const message =
      `${currentStep ? `[${currentStep}] ` : ''}${error?.message ?? error}` +
      (reported.length && !String(error?.message).startsWith('the page reported')
        ? `\nthe page reported:\n${reported.join('\n')}`
        : '');
    // A failure is a known bug's when it or the page names that bug, and the page reported nothing unknown.
    const bug = isKnown(message);
    const onlyKnown = reported.every((line) => isKnown(line));
    if (bug && onlyKnown) return result({ status: 'known-bug', knownBugs: [bug.id], error: message });
    return result({ status: 'failed', error: message });
  } finally {
    await within(session?.close({ failed: !succeeded }), 10_000);
  }
}

function listShots(dir) {
  return fs.existsSync(dir)
    ? fs.readdirSync(dir).map((file) => path.relative(root, path.join(dir, file)))
    : [];
}

const serial = process.env.CEPA_ENGINES_SERIAL === '1';
const engines = [];
try {
  if (serial) for (const name of engineNames) engines.push(await runEngine(name));
  else engines.push(...(await Promise.all(engineNames.map(runEngine))));
} finally {
  await stopAll();
}

const all = engines.flatMap((engine) => engine.results);
const count = (results, status) => results.filter((result) => result.status === status).length;
const passed = count(all, 'passed');
const failed = count(all, 'failed');
const expectedFailures = count(all, 'known-bug');
const seconds = (Date.now() - started) / 1000;
const bugsSeen = knownBugs
  .map((bug) => ({
    ...bug,
    signature: String(bug.signature),
    seenIn: all.filter((r) => r.knownBugs?.includes(bug.id)),
  }))
  .map(({ seenIn, ...bug }) => ({ ...bug, seen: seenIn.length }));
fs.writeFileSync(
  reportFile,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      seconds,
      mode: serial ? 'one engine after the other' : 'engines side by side',
      site: servers.origin,
      payloadsChecked: Boolean(servers.recorder),
      passed,
      failed,
      expectedFailures,
      knownBugs: bugsSeen,
      engines: engines.map(({ name, version, seconds: s, results }) => ({
        name,
        version,
        seconds: s,
        passed: count(results, 'passed'),
        failed: count(results, 'failed'),
        expectedFailures: count(results, 'known-bug'),
        journeys: results,
      })),
    },
    null,
    2,
  )}\n`,
);

console.log('');
for (const engine of engines) {
  const { results } = engine;
  console.log(
    `${engine.name.padEnd(7)} ${count(results, 'passed')} passed, ${count(results, 'failed')} failed, ` +
      `${count(results, 'known-bug')} known bugs in ${engine.seconds.toFixed(0)} s  ${engine.version ?? ''}`,
  );
}
for (const bug of bugsSeen.filter((b) => b.seen))
  console.log(`known bug ${bug.id} (${bug.engines.join(', ')}): ${bug.reason}`);
const notSeen = bugsSeen.filter(
  (bug) =>
    !bug.seen &&
    all.some((r) => bug.journeys.includes(r.journey)) &&
    engines.some((e) => bug.engines.includes(e.name)),
);
for (const bug of notSeen)
  console.log(`known bug ${bug.id} did not show this run: fixed? (e2e/engines/known-bugs.mjs)`);
if (!servers.recorder)
  console.log('payloads not checked: the site was reused (CEPA_ENGINES_SITE_URL), without the recorder');
console.log(
  `whole run ${seconds.toFixed(0)} s; report ${path.relative(root, reportFile)}, screenshots ${path.relative(root, resultsDir)}/`,
);
if (expectedFailures)
  console.log(`${expectedFailures} journeys failed by a known product bug (above): counted as skipped`);
console.log(`${passed} passed, ${failed} failed${expectedFailures ? `, ${expectedFailures} skipped` : ''}`);
process.exit(failed ? 1 : 0);
