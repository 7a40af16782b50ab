// The dev Storybook, opened as a person opens it: every story and docs page once, each as its link opens it
// (the manager around it: sidebar, toolbar, and the addon panels, the Interactions panel listing its play
// function's calls; the preview loaded afresh, its story file imported then), in Debian's Chromium. An entry
// passes when Storybook says it finished (rendered, play function done, axe run) and the tab then settles:
// its DOM stops growing and its main thread goes quiet. It fails when it never finishes or never settles,
// when its DOM runs away, or when the story throws (Storybook reports it, or the preview has an uncaught
// error or rejection).
//
// The story gate (`npm test -- stories`) opens the static build's iframe.html alone, where Storybook neither
// records a play function's calls nor has a manager to show them in: a story that freezes the dev tab (a
// render loop in the manager, the docs page, a toolbar's globals, the embedded backend's worker) passes
// there, and this run is the one that sees it. It takes minutes (README, "The dev Storybook's smoke run"),
// so it is not one of `npm test`'s gates.
//
//   pnpm test:storybook-dev                          every entry; starts `storybook dev` when none answers
//   pnpm test:storybook-dev layout-header ui-button  only the entries whose id contains one of these
//   pnpm test:storybook-dev --no-docs --workers=2    stories only; two tabs side by side
//   STORYBOOK_URL=http://127.0.0.1:6106 ...          the Storybook there (started there when none answers)
/* global window */
import { spawn } from 'node:child_process';
import { chromium } from 'playwright';
import { chromiumArgsOfTools } from '../tools/chromium-args.mjs';

const args = process.argv.slice(2);
const withDocs = !args.includes('--no-docs');
const workers = Math.max(1, Number(args.find((a) => a.startsWith('--workers='))?.split('=')[1] ?? 1));
const filters = args.filter((arg) => !arg.startsWith('--'));
const base = new URL(process.env.STORYBOOK_URL ?? 'http://127.0.0.1:6006');
if (!['127.0.0.1', 'localhost'].includes(base.hostname)) {
  console.error(`storybook-smoke: STORYBOOK_URL must be on loopback, got ${base.href}`);
  process.exit(2);
}
/** From opening an entry to Storybook's word that it finished (the first open of a file compiles it). */
const finishTimeout = Number(process.env.CEPA_SMOKE_FINISH_MS ?? 60_000);
/** From that word to a quiet tab. */
const settleTimeout = Number(process.env.CEPA_SMOKE_SETTLE_MS ?? 15_000);
/**
 * DOM nodes in the tab (manager and story) past which it has run away: an open story has a few thousand,
 * the largest docs page about 20,000; a render loop adds hundreds of thousands a second.
 */
const runawayNodes = 300_000;

const chromiumArgs = chromiumArgsOfTools();

const started = Date.now();
const since = (t) => `${((Date.now() - t) / 1000).toFixed(1)} s`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ── Storybook: the one answering at STORYBOOK_URL, else one started here for this run.
let storybook = null;
const answers = () =>
  fetch(new URL('/index.json', base))
    .then((r) => r.ok)
    .catch(() => false);
function stop() {
  if (!storybook) return;
  try {
    process.kill(-storybook.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stop();
    process.exit(130);
  });
if (!(await answers())) {
  console.log(`… starting storybook dev on ${base.host}`);
  storybook = spawn(
    'pnpm',
    ['exec', 'storybook', 'dev', '-p', base.port || '80', '--host', base.hostname, '--no-open', '--ci'],
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  const until = Date.now() + 120_000;
  while (!(await answers())) {
    if (storybook.exitCode !== null || Date.now() > until) {
      console.error('storybook-smoke: storybook dev did not start (above)');
      stop();
      process.exit(1);
    }
    await sleep(500);
  }
}

const index = await (await fetch(new URL('/index.json', base))).json();
const entries = Object.values(index.entries).filter(
  (entry) =>
    (entry.type === 'story' || withDocs) && (!filters.length || filters.some((f) => entry.id.includes(f))),
);
if (!entries.length) {
  console.error(`storybook-smoke: no entry matches ${filters.join(', ')}`);
  stop();
  process.exit(2);
}
console.log(`${entries.length} entries of ${base.origin}, ${workers} tab(s) (ready in ${since(started)})`);

const launch = () =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: chromiumArgs });
let browser = await launch();
/** The browser, launched again when it went away (it crashed, or was stopped): the next entries still run. */
let relaunching = null;
async function connectedBrowser() {
  if (browser.isConnected()) return browser;
  relaunching ??= launch().then((launched) => {
    browser = launched;
    relaunching = null;
    console.log('       (Chromium went away: launched again)');
    return launched;
  });
  return relaunching;
}

const pathOf = (entry) => `/?path=/${entry.type === 'docs' ? 'docs' : 'story'}/${entry.id}`;
const previewOf = (entry) => new URL(`/iframe.html?id=${entry.id}&viewMode=${entry.type}`, base).href;

/**
 * The manager in a tab of its own (its own cookies and service worker), opened on an entry; opened again
 * after a failure, which may have left it frozen.
 */
async function openManager(entry) {
  const context = await (await connectedBrowser()).newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.addInitScript(() => {
    // The preview: its uncaught errors and rejections, kept for the run to read.
    if (window.top !== window) {
      const errors = [];
      window.__cepaSmokeErrors = errors;
      window.addEventListener('error', (e) => errors.push(String(e.message)));
      window.addEventListener('unhandledrejection', (e) =>
        errors.push(String(e.reason?.message ?? e.reason)),
      );
      return;
    }
    // The manager: what the preview tells it, listened to from the moment it makes its channel.
    const events = [];
    window.__cepaSmokeEvents = events;
    const record = (type) => (payload) => {
      let detail = payload;
      if (type === 'storyFinished') {
        // A failed report says why (axe's violations, or why axe could not run).
        const failedReports = (payload.reporters ?? [])
          .filter((report) => report.status === 'failed')
          .map((report) => {
            const { violations, error } = report.result ?? {};
            const why = violations?.length
              ? violations.map((v) => v.id).join(', ')
              : String(error?.message ?? error);
            return `${report.type}: ${why}`;
          });
        detail = { storyId: payload.storyId, status: payload.status, failedReports };
      } else if (payload && typeof payload === 'object' && 'message' in payload)
        detail = String(payload.message).split('\n')[0];
      events.push({ type, detail });
    };
    let channel;
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => channel,
      set: (value) => {
        channel = value;
        for (const type of [
          'storyFinished',
          'docsRendered',
          'storyErrored',
          'storyMissing',
          'storyThrewException',
          'playFunctionThrewException',
          'unhandledErrorsWhilePlaying',
        ])
          channel.on(type, record(type));
      },
    });
  });
  await page.goto(new URL(pathOf(entry), base).href);
  return { context, page, cdp, fresh: true };
}

/** Opens an entry as its link does: the manager selects it and the preview loads afresh on it. */
async function open(tab, entry) {
  if (tab.fresh) {
    tab.fresh = false;
    return;
  }
  const preview = tab.page.frames().find((frame) => frame.url().includes('/iframe.html'));
  if (!preview) throw new Error('the manager has no preview frame');
  await preview.goto('about:blank');
  await tab.page.evaluate(
    ([path]) => {
      window.__cepaSmokeEvents.length = 0;
      window.__STORYBOOK_ADDONS_CHANNEL__.emit('navigateUrl', path, {});
    },
    [pathOf(entry)],
  );
  await preview.goto(previewOf(entry));
}

/** The tab's DOM nodes and the seconds its main thread has worked, from the browser (a busy page too). */
async function metrics(tab) {
  const { metrics } = await tab.cdp.send('Performance.getMetrics');
  const value = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { busy: value('TaskDuration'), nodes: value('Nodes'), at: Date.now() };
}

/** What Storybook has said of the entry: finished, failed, or nothing yet (also when the tab is too busy). */
async function verdict(tab, entry) {
  const read = tab.page.evaluate(
    ([id, type]) => {
      const events = window.__cepaSmokeEvents ?? [];
      const failed = events.find((e) => e.type !== 'storyFinished' && e.type !== 'docsRendered');
      if (failed) return { failed };
      if (type === 'docs') return { done: events.some((e) => e.type === 'docsRendered' && e.detail === id) };
      const finished = events.find((e) => e.type === 'storyFinished' && e.detail.storyId === id);
      if (finished?.detail.status === 'error') return { failed: finished };
      return { done: Boolean(finished) };
    },
    [entry.id, entry.type],
  );
  return Promise.race([read, sleep(2000).then(() => ({ done: false }))]);
}

/**
 * Watches an opened entry until Storybook says it finished (noted in `timing`) and the tab is then quiet
 * over half a second (main thread busy less than a third of the time, DOM not growing); resolves with the
 * problem, or null.
 */
async function watch(tab, entry, openedAt, timing) {
  let last = await metrics(tab);
  let finishedAt = 0;
  let quiet = 0;
  for (;;) {
    await sleep(250);
    const now = await metrics(tab);
    const busy = (now.busy - last.busy) / ((now.at - last.at) / 1000);
    // Only growth counts: the previous preview's document is collected bit by bit, which lowers the count.
    const steady = now.nodes - last.nodes < 200;
    last = now;
    const state = `${now.nodes.toLocaleString('en')} DOM nodes, main thread ${Math.round(Math.min(busy, 1) * 100)}% busy`;
    if (now.nodes > runawayNodes) return `its DOM runs away: ${state}`;
    if (!finishedAt) {
      const { failed, done } = await verdict(tab, entry);
      if (failed) return `${failed.type}: ${JSON.stringify(failed.detail)}`;
      if (done) {
        finishedAt = Date.now();
        timing.finished = since(openedAt);
      } else if (Date.now() - openedAt > finishTimeout)
        return `never finished within ${finishTimeout / 1000} s (${state})`;
      continue;
    }
    quiet = busy < 0.33 && steady ? quiet + 1 : 0;
    if (quiet >= 2) return null;
    if (Date.now() - finishedAt > settleTimeout)
      return `never settled: ${settleTimeout / 1000} s after it finished, ${state}`;
  }
}

/** Uncaught errors and rejections in the preview while the entry was open. */
async function previewErrors(tab) {
  const preview = tab.page.frames().find((frame) => frame.url().includes('/iframe.html'));
  return (await preview?.evaluate(() => window.__cepaSmokeErrors ?? []).catch(() => [])) ?? [];
}

const failures = [];
let next = 0;
let done = 0;
async function worker() {
  let tab = null;
  while (next < entries.length) {
    const entry = entries[next++];
    const openedAt = Date.now();
    /** When Storybook said it finished, for the report. */
    const timing = { finished: '' };
    let problem;
    try {
      tab ??= await openManager(entry);
      await open(tab, entry);
      problem = await watch(tab, entry, openedAt, timing);
      const errors = problem ? [] : await previewErrors(tab);
      if (errors.length) problem = `uncaught in the story: ${errors[0]}`;
    } catch (error) {
      problem = `the tab was lost: ${String(error.message).split('\n')[0]}`;
    }
    done += 1;
    const label = `${entry.title} / ${entry.name}${entry.type === 'docs' ? ' (docs)' : ''}`;
    const line = `${String(done).padStart(4)}/${entries.length} ${problem ? 'FAIL' : 'ok  '} ${label} (${since(openedAt)}${timing.finished ? `, finished after ${timing.finished}` : ''})`;
    console.log(problem ? `${line}\n          ${problem}` : line);
    if (problem) {
      failures.push({ label, id: entry.id, problem });
      await tab?.context.close().catch(() => {});
      tab = null;
    }
  }
  await tab?.context.close().catch(() => {});
}
await Promise.all(Array.from({ length: Math.min(workers, entries.length) }, worker));

await browser.close();
stop();
console.log(
  `\n${entries.length - failures.length} passed, ${failures.length} failed, ${entries.length} entries in ${since(started)}`,
);
for (const f of failures) console.log(`  FAIL ${f.label} [${f.id}]: ${f.problem}`);
process.exit(failures.length ? 1 : 0);
