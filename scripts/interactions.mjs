// `npm run interactions`: how long the site takes to answer a visitor's press on Lighthouse's mid-range phone,
// press by press. Serves site/dist with the production server (`npm start`) and its embedded backend on
// loopback, and drives Debian's Chromium (playwright) as Lighthouse's mobile device (412×823, DPR 1.75, touch,
// its user agent) with the CPU slowed by DevTools (`Emulation.setCPUThrottlingRate`) by the multiplier the
// Lighthouse gate calibrates from the machine's benchmark index (`measureBenchmarkIndex`, `cpuMultiplierFor`),
// taken again before a press when the last is 30 s old and at the end: a figure means the same on a fast
// machine as on a slow one.
//
// Each press is made on a fresh page (a new browser context: a first visit, as Lighthouse's) INTERACTIONS_RUNS
// times (5). After hydration (`html[data-hydrated]` and the header's part), it is timed as INP times it,
// the Event Timing API's longest `event` entry of the press's interaction, from the input to the next paint
// after its handlers (`interactionOf`), and to the frame that paints its answer (the in-page recorder below),
// the later of the two counting, with the long animation frames that overlapped it. A press made before
// the page hydrated (held by the page's inline script and done again once it has) is timed from the press's
// own input time to the frame that paints the answer of the press done again (the in-page recorder below),
// pressed as soon as the driver finds the control on screen (`tap`): on the slowed phone that is about a second
// after the first paint, since each look into the page waits for the page's own code under way.
//
// Writes reports/interactions.md and reports/interactions.json, and exits non-zero when a press's p90 is over
// the bar (200 ms, INTERACTIONS_BAR_MS). Not a gate of `npm test`: a benchmark, as `npm run load`.
/* global window, document, MutationObserver, requestAnimationFrame, requestIdleCallback, addEventListener, innerHeight, HTMLSelectElement -- the functions given to the page run there */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { chromium } from 'playwright';
import { upcomingDay, slotName, pressList, contactMessage, shopText } from '../e2e/journeys-data.mjs';
import { chromiumArgsOfTools } from '../tools/chromium-args.mjs';
import {
  barMs as defaultBarMs,
  durationThresholdMs,
  framesDuring,
  goalMs,
  interactionOf,
  judgePresses,
  topScripts,
} from './interactions-judge.mjs';
import { cpuMultiplierFor, numberFrom, round, siteHosts } from './lighthouse-judge.mjs';
import { summariseProfile } from './cpu-profile-summary.mjs';
import { measureBenchmarkIndex } from './machine-benchmark.mjs';
import { sessionCookie } from './production-server.mjs';

const started = Date.now();
const num = (name, fallback) => numberFrom(process.env, name, fallback);
const runs = num('INTERACTIONS_RUNS', 5);
const bar = num('INTERACTIONS_BAR_MS', defaultBarMs);
const port = num('INTERACTIONS_PORT', 4160);
const origin = `http://127.0.0.1:${port}`;
/**
 * The machine is benchmarked again before a press when its last benchmark is older than this, and once at the
 * end: its speed changes with what else runs on it, and each press's slowdown comes from the latest index.
 */
const benchmarkEveryMs = num('INTERACTIONS_BENCHMARK_EVERY_SECONDS', 30) * 1000;
/**
 * INTERACTIONS_PROFILE=1 records a CPU profile of each press made after hydration (from the tap to its answer)
 * and prints the functions it spent its time in (by hand: the profiler's sampling slows the page a little).
 */
const profilePresses = Boolean(process.env.INTERACTIONS_PROFILE);
/**
 * INTERACTIONS_TRACE=1 records the browser's own timeline of each press made after hydration and prints
 * where the rendering went: style recalculations and how many elements each touched, layouts and how many
 * objects, paints (by hand: what a CPU profile shows only as "(program)").
 */
const tracePresses = Boolean(process.env.INTERACTIONS_TRACE);
/** INTERACTIONS_PRESSES=menu,add-to-basket measures some presses only (by hand). */
const only = (process.env.INTERACTIONS_PRESSES ?? '').split(',').filter(Boolean);

const { screenEmulationMetrics, userAgents } = await import('lighthouse/core/config/constants.js');
const phone = screenEmulationMetrics.mobile;

if (!fs.existsSync('site/dist/app/server.mjs')) {
  console.error('interactions: site/dist is missing: run `pnpm --filter @cepa/site build` first');
  process.exit(1);
}

// ── The presses, each on its page (`path`, with a `session` of production-server.mjs's when it needs one):
// `control` is what is tapped (the phone's pointer), found as the e2e flows find it; `ready` what shows the page
// can take it (the control by default); `prepare` what comes before the press, untimed (its value goes to
// `answered`); `answer` is the press's answer as a predicate of the page's DOM, which the recorder runs in the
// page to time the press; `answered` then checks, untimed, that the answer is on screen as the e2e flows find it.
const main = (page) => page.getByRole('main');
const banner = (page) => page.getByRole('banner');
/** A dialog shown: the browser's own (the drawer) or one with the dialog role (react-aria's pop-ins). */
const dialogShown = `() => [...document.querySelectorAll('dialog[open], [role="dialog"]')].some((d) => d.checkVisibility())`;
/** An element of `selector` whose text is `text`, shown: an answer that is a message on screen. */
const textShown = (selector, text) =>
  `() => [...document.querySelectorAll(${JSON.stringify(selector)})].some((e) => e.textContent.trim() === ${JSON.stringify(text)} && e.checkVisibility())`;
const addingOrPopIn = `() => [...document.querySelectorAll('main button')].some((b) => b.textContent.trim().startsWith('Añadiendo')) || (${dialogShown})()`;
// An open day of next month: step 2 then lists a whole month of days and their slots, whatever today is (from
// tomorrow, on a month's last day it listed one day, and a slot's press measured 257 ms where a whole month's
// takes 600-700 at the same slowdown).
const day = upcomingDay(undefined, { fromNextMonth: true });
const bookingStep2 = `/es/reservar?experience=1#${encodeURIComponent(
  JSON.stringify({
    step: 2,
    firstStep: { language: 'es', adults: 2, children: 0, babies: 0 },
    secondStep: { year: day.year, month: day.month, day: null, slot: null },
  }),
)}`;

/** A slot chip of the first open day (the radio inside is visually hidden under its label). */
const slotChip = (page) =>
  main(page)
    .locator('[data-slot="time-slot"]')
    .filter({ has: page.getByRole('radio', { name: slotName(day, undefined, 'es'), disabled: false }) })
    .first();

const presses = [
  {
    name: 'menu',
    label: 'Opening the phone menu (header)',
    answer: dialogShown,
    path: '/es/',
    control: (page) => banner(page).getByRole('button', { name: 'Menú', exact: true }),
    answered: (page) => page.getByRole('dialog', { name: 'Menú principal' }).waitFor(),
  },
  {
    name: 'basket-preview',
    label: 'Opening the basket preview (header)',
    answer: dialogShown,
    path: '/es/',
    session: 'basket',
    control: (page) => banner(page).getByRole('button', { name: 'Vista rápida de la cesta' }),
    answered: (page) => page.getByRole('dialog').waitFor(),
  },
  {
    name: 'add-to-basket',
    label: 'Adding to the basket (product page)',
    answer: addingOrPopIn,
    path: '/es/tienda/solera-reserva-2016',
    control: (page) => main(page).getByRole('button', { name: shopText.addToBasket, exact: true }),
    answered: (page) => page.getByRole('dialog', { name: shopText.popIn }).waitFor(),
  },
  {
    name: 'quantity-plus',
    label: "A quantity's + (basket page)",
    answer: `() => document.querySelector('main [role="spinbutton"]')?.value !== window.__interactions.before`,
    path: shopText.basket,
    session: 'basket',
    control: (page) => main(page).getByRole('button', { name: 'Aumentar cantidad' }).first(),
    prepare: (page) => main(page).getByRole('spinbutton').first().inputValue(),
    answered: (page, before) =>
      page.waitForFunction(
        (was) => document.querySelector('main [role="spinbutton"]')?.value !== was,
        before,
        { polling: 50 },
      ),
  },
  {
    name: 'booking-slot',
    label: "Choosing a day's slot (booking, step 2)",
    answer: `() => !!document.querySelector('main [data-slot="time-slot"] input:checked')`,
    path: bookingStep2,
    control: slotChip,
    answered: (page) =>
      main(page)
        .getByRole('radio', { name: slotName(day, undefined, 'es'), checked: true })
        .first()
        .waitFor({ state: 'attached' }),
  },
  {
    // A touch screen's select is the browser's own: its picker is drawn outside the page, so the answer the
    // page can see is the select taking the focus (the tap's Event Timing covers the rest).
    name: 'select-open',
    label: 'Opening a select (press list filter; the browser’s own on a phone)',
    answer: `() => document.activeElement instanceof HTMLSelectElement`,
    path: pressList.path,
    control: (page) => page.getByRole('combobox', { name: pressList.year.label }),
    answered: (page) =>
      page.waitForFunction(() => document.activeElement instanceof HTMLSelectElement, null, { polling: 50 }),
  },
  {
    // The option chosen in the browser's own picker, which the page cannot tap: chosen as the picker does
    // (the select's value set, then its `input` and `change`), timed from the change to the list's answer.
    name: 'filter-year',
    label: 'Filtering a list by year (press list; from the choice in the phone’s picker)',
    answer: textShown('main p[role="status"]', pressList.year.status),
    path: pressList.path,
    control: (page) => page.getByRole('combobox', { name: pressList.year.label }),
    act: (control) => control.selectOption({ label: pressList.year.option }),
    answered: (page) =>
      main(page).locator('p[role="status"]', { hasText: pressList.year.status }).waitFor({ timeout: 15_000 }),
  },
  {
    name: 'contact-errors',
    label: 'Sending the contact form empty (error summary)',
    answer: textShown('main h2, main h3, main p', 'Revisa los siguientes campos'),
    path: contactMessage.path,
    control: (page) => main(page).getByRole('button', { name: contactMessage.send }),
    answered: (page) => page.getByRole('region', { name: 'Revisa los siguientes campos' }).waitFor(),
  },
  {
    name: 'checkout-errors',
    label: "The checkout's Continue with empty fields",
    answer: textShown('main h2, main h3, main p', shopText.errors),
    path: shopText.checkout,
    session: 'basket',
    control: (page) => main(page).getByRole('button', { name: shopText.continueToPayment }),
    answered: (page) => page.getByRole('region', { name: shopText.errors }).waitFor(),
  },
  {
    name: 'menu-before-hydration',
    label: 'Opening the phone menu, pressed before the page hydrated',
    path: '/es/',
    before: true,
    control: (page) => banner(page).getByRole('button', { name: 'Menú', exact: true }),
    answer: dialogShown,
  },
  {
    // The preview's button is drawn by the hydrated header only (the basket link beside it works without
    // code): its earliest press is as it appears, the header just hydrated and its code still settling.
    name: 'basket-preview-on-arrival',
    label: 'Opening the basket preview as soon as its button shows',
    path: '/es/',
    session: 'basket',
    before: true,
    control: (page) => banner(page).getByRole('button', { name: 'Vista rápida de la cesta' }),
    answer: dialogShown,
  },
  {
    name: 'add-to-basket-before-hydration',
    label: 'Adding to the basket, pressed before the page hydrated',
    path: '/es/tienda/solera-reserva-2016',
    before: true,
    control: (page) => main(page).getByRole('button', { name: shopText.addToBasket, exact: true }),
    // The button says it is adding (or the pop-in shows): the first change the press makes.
    answer: addingOrPopIn,
  },
];
for (const name of only)
  if (!presses.some((p) => p.name === name)) throw new Error(`INTERACTIONS_PRESSES: no press named ${name}`);
if (only.length) presses.splice(0, presses.length, ...presses.filter((p) => only.includes(p.name)));

/**
 * Runs in the page before any of its own code (an init script): keeps the page's Event Timing entries
 * (`durationThreshold: 16`, the lowest, buffered) and long animation frames, with their scripts. With an
 * `answer` (every press has one), it also times the press: from the `timeStamp` of the first trusted
 * `pointerdown` (the input's time, as Event Timing's `startTime`) to the frame that paints the answer, which a
 * MutationObserver sees appear in the DOM (the answer predicate turns true), then the next frame's
 * requestAnimationFrame and a task after it: that task runs once the frame with the answer has been produced
 * (a few ms before the screen shows it, which Event Timing's paint time would include).
 */
function recorder(answer) {
  const record = { events: [], frames: [], press: undefined, answeredAt: undefined, paintedAt: undefined };
  window.__interactions = record;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      record.events.push({
        name: e.name,
        startTime: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
        interactionId: e.interactionId,
      });
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  new PerformanceObserver((list) => {
    for (const f of list.getEntries())
      record.frames.push({
        startTime: f.startTime,
        duration: f.duration,
        blockingDuration: f.blockingDuration,
        renderStart: f.renderStart,
        styleAndLayoutStart: f.styleAndLayoutStart,
        scripts: f.scripts.map((s) => ({
          sourceURL: s.sourceURL,
          invoker: s.invoker,
          invokerType: s.invokerType,
          duration: s.duration,
          sourceFunctionName: s.sourceFunctionName,
          forcedStyleAndLayoutDuration: s.forcedStyleAndLayoutDuration,
        })),
      });
  }).observe({ type: 'long-animation-frame', buffered: true });
  if (!answer) return;
  const check = () => {
    if (record.hydratedAt === undefined && document.documentElement?.hasAttribute('data-hydrated'))
      record.hydratedAt = performance.now();
    if (!record.press || record.answeredAt !== undefined || !answer()) return;
    record.answeredAt = performance.now();
    requestAnimationFrame(() => setTimeout(() => (record.paintedAt = performance.now())));
  };
  // A choice in the browser's own picker (made by the runner, so not trusted) starts its press too.
  addEventListener(
    'change',
    (event) => {
      if (record.press || !(event.target instanceof HTMLSelectElement)) return;
      record.press = { at: event.timeStamp, pageHydrated: true, headerHydrated: true };
      check();
    },
    true,
  );
  addEventListener(
    'pointerdown',
    (event) => {
      if (!event.isTrusted || record.press) return;
      const root = document.documentElement;
      record.press = {
        at: event.timeStamp,
        pageHydrated: root.hasAttribute('data-hydrated'),
        headerHydrated: !!document.querySelector(
          'div[data-hydrated] header, div[data-hydrated] [role="banner"]',
        ),
      };
      check();
    },
    true,
  );
  // An answer that changes no DOM (a select of the browser's own taking the focus) is seen as it lands.
  addEventListener('focusin', check, true);
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
}
const recorderScript = (answer) => `(${recorder})(${answer ?? 'undefined'});`;

// ── The server: the production server with its embedded backend, on INTERACTIONS_PORT.
const server = spawn(process.execPath, ['dist/app/server.mjs'], {
  cwd: 'site',
  detached: true, // its own process group, with the embedded backend it starts: ended as one below
  stdio: ['ignore', 'ignore', 'pipe'],
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), CEPA_LOG: 'off' },
});
// Its warnings (the demo backend's, the session calls' missing user agent) are shown only when it fails.
let serverLog = '';
server.stderr.on('data', (d) => (serverLog = (serverLog + d).slice(-4000)));
server.on('exit', (code) => {
  if (code) console.error(`interactions: the production server stopped (${code}):\n${serverLog}`);
});
/** @type {import('playwright').Browser | undefined} */
let browser;
const stop = () => {
  try {
    if (server.exitCode === null && server.pid) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stop();
    process.exit(1);
  });
for (let tries = 0; ; tries++) {
  try {
    if ((await fetch(`${origin}/readyz`)).ok) break;
  } catch {
    // not listening yet
  }
  if (tries > 300 || server.exitCode !== null) {
    console.error(`interactions: the production server did not answer on ${origin}\n${serverLog}`);
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 200));
}

browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    ...chromiumArgsOfTools().filter((a) => !a.startsWith('--headless')),
    // Every host but the site's resolves to nothing: no request leaves loopback.
    `--host-resolver-rules=MAP * ~NOTFOUND, ${siteHosts.map((h) => `EXCLUDE ${h}`).join(', ')}`,
  ],
});
const browserVersion = browser.version();

// The benchmark's tab: a context of its own, never throttled, with no page of the runs open beside it.
const benchContext = await browser.newContext();
const benchTab = await benchContext.newPage();
/** The machine's benchmark index now (Lighthouse's benchmark, per second of CPU and of the clock). */
const benchmark = () =>
  measureBenchmarkIndex({
    startTracing: (categories) => browser.startTracing(benchTab, { categories }),
    evaluate: (fn) => benchTab.evaluate(fn),
    stopTracing: () => browser.stopTracing(),
  });

/**
 * A finger's tap on the middle of `control`, as soon as it is on screen (scrolled to first when it is below the
 * fold, as a visitor would). Tapped with the touchscreen alone: Playwright's own `tap` checks the control in the
 * page first (its scripts on the slowed main thread, a third of a second a press, each check waiting for the
 * page's task under way), which would then run beside the press and make it late.
 */
async function tap(page, control) {
  await control.waitFor();
  const at = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.bottom > innerHeight) element.scrollIntoView({ block: 'center' });
    const shown = element.getBoundingClientRect();
    return { x: shown.x + shown.width / 2, y: shown.y + shown.height / 2 };
  });
  await page.touchscreen.tap(at.x, at.y);
}

/** One run of a press on a fresh page, with the CPU slowed `rate` times. */
async function run(press, rate) {
  const context = await browser.newContext({
    viewport: { width: phone.width, height: phone.height },
    deviceScaleFactor: phone.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
    locale: 'es-ES',
  });
  try {
    if (press.session) {
      const cookie = await sessionCookie(origin, press.session);
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
        }),
      );
    }
    await context.addInitScript({ content: recorderScript(press.answer) });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const cdp = await context.newCDPSession(page);
    const throttle = () => cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const url = origin + press.path;

    if (press.before) {
      // Slowed from the start: the page loads, paints and hydrates as on the phone; the press as soon as its
      // control is on screen (Playwright's tap waits until it is visible, stable and takes the press).
      await throttle();
      await page.goto(url, { waitUntil: 'commit' });
      await tap(page, press.control(page));
      await page.waitForFunction(() => window.__interactions.paintedAt !== undefined, null, { polling: 50 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const record = await page.evaluate(() => window.__interactions);
      const start = record.press.at;
      const end = record.paintedAt;
      const interaction = interactionOf(record.events, { after: start });
      const paint = await page.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      );
      return {
        durationMs: round(end - start),
        // When, from the navigation's start: the first paint, the press, the page marked hydrated.
        firstPaintAt: round(paint),
        pressAt: round(start),
        answerPaintedAt: round(end),
        hydratedAt: round(record.hydratedAt),
        pageHydratedAtPress: record.press.pageHydrated,
        headerHydratedAtPress: record.press.headerHydrated,
        answerShownMs: round(record.answeredAt - start),
        eventTimingMs: interaction?.durationMs,
        frames: framesDuring(record.frames, { start, end }),
      };
    }

    await page.goto(url, { waitUntil: 'load' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The header hydrates once the browser is idle after the page: pressed after that, and after the page
    // has settled, so that the press is timed alone.
    await page
      .locator('div[data-hydrated]')
      .filter({ has: banner(page) })
      .waitFor({ state: 'attached' });
    await (press.ready ?? press.control)(page).first().waitFor();
    const prepared = await press.prepare?.(page);
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 2000 })),
    );
    // Scrolled to and measured before the CPU is slowed, so that nothing but the press runs slowed.
    const control = press.control(page);
    await control.scrollIntoViewIfNeeded();
    const box = await control.boundingBox();
    if (!box) throw new Error('the control has no box to tap');
    await throttle();
    // The recorder times this press from its own pointerdown (not the preparing taps) to its answer's paint.
    const after = await page.evaluate((before) => {
      const record = window.__interactions;
      Object.assign(record, { before, press: undefined, answeredAt: undefined, paintedAt: undefined });
      return performance.now();
    }, prepared ?? null);
    if (profilePresses) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const tracing = tracePresses ? await startTracing(cdp) : undefined;
    if (press.act) await press.act(control);
    else await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    // Waited for by the recorder in the page (its answer painted), with a check of a variable every 50 ms:
    // a locator polled meanwhile would run Playwright's role and name computation over the whole page on
    // the slowed main thread, between the press and its paint, and be timed as the page's.
    await page.waitForFunction(() => window.__interactions.paintedAt !== undefined, null, { polling: 50 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // The answer, as the e2e flows find it (by role and name): what the recorder saw is that answer.
    await press.answered(page, prepared);
    if (tracing) {
      console.log(`interactions: ${press.name}: the browser's timeline (ms at the slowdown):`);
      for (const line of summariseTrace(await tracing.stop())) console.log(`  ${line}`);
    }
    if (profilePresses) {
      const { profile } = await cdp.send('Profiler.stop');
      const { self, total } = summariseProfile(profile, { shortURL });
      console.log(`interactions: ${press.name}: profile, self time (ms at the slowdown):`);
      for (const { fn, ms } of self) console.log(`  ${String(ms).padStart(7)}  ${fn}`);
      console.log(`interactions: ${press.name}: total time:`);
      for (const { fn, ms } of total) console.log(`  ${String(ms).padStart(7)}  ${fn}`);
    }
    // Event Timing reports an interaction once its paint is known: wait for it, then a little more for the
    // interaction's other events (a tap is pointerdown, pointerup and click). A choice made by the runner
    // (`act`) is no trusted input: it has none.
    const found =
      !press.act &&
      (await page
        .waitForFunction(
          (since) => window.__interactions.events.some((e) => e.interactionId > 0 && e.startTime >= since),
          after,
          { polling: 50, timeout: 3000 },
        )
        .then(() => true)
        .catch(() => false));
    await page.waitForTimeout(found ? 50 : 0);
    await page.waitForFunction(() => window.__interactions.paintedAt !== undefined, null, { polling: 50 });
    const record = await page.evaluate(() => window.__interactions);
    // From the press's input to the frame that paints its answer: longer than Event Timing's when the
    // answer comes in a later frame (code to load first, an answer rendered as a transition).
    const answerPaintedMs = round(record.paintedAt - record.press.at);
    const interaction = interactionOf(record.events, { after });
    if (press.act)
      // A choice made by the runner: no Event Timing entry; its time is the answer's.
      return {
        durationMs: answerPaintedMs,
        answerPaintedMs,
        frames: framesDuring(record.frames, { start: record.press.at, end: record.paintedAt }),
      };
    if (!interaction)
      // No entry: the interaction took under the observer's threshold. Counted as the threshold.
      return {
        durationMs: Math.max(durationThresholdMs, answerPaintedMs),
        eventTimingMs: durationThresholdMs,
        answerPaintedMs,
        underThreshold: true,
        frames: [],
      };
    return {
      durationMs: Math.max(interaction.durationMs, answerPaintedMs),
      eventTimingMs: interaction.durationMs,
      answerPaintedMs,
      inputDelayMs: round(interaction.inputDelayMs),
      processingMs: round(interaction.processingMs),
      presentationMs: round(interaction.presentationMs),
      events: interaction.events,
      frames: framesDuring(record.frames, {
        start: interaction.startTime,
        end: Math.max(interaction.endTime, record.paintedAt),
      }),
    };
  } finally {
    await context.close();
  }
}

/** A script's address without the site's origin. */
const shortURL = (url) => (url ?? '').replace(origin, '');

// ── Run.
/** @type {any[]} */
const results = [];
const indexes = [];
let crashed = false;
try {
  // One load first (not timed): the server renders each page once before the runs.
  {
    const warm = await browser.newPage();
    for (const press of presses) await warm.goto(origin + press.path, { waitUntil: 'load' }).catch(() => {});
    await warm.close();
  }
  /** The machine's index now, taken afresh when the last is over `maxAge` ms old (a benchmark takes a second). */
  let index;
  const indexNow = async (maxAge) => {
    if (!index || Date.now() - index.at > maxAge) {
      index = { ...(await benchmark()), at: Date.now() };
      indexes.push(index);
    }
    return index;
  };
  for (const press of presses) {
    await indexNow(benchmarkEveryMs);
    const pressStarted = Date.now();
    const multiplier = cpuMultiplierFor(index.cpu);
    const result = {
      name: press.name,
      label: press.label,
      path: press.path.split('#')[0],
      beforeHydration: Boolean(press.before),
      index: round(index.cpu),
      wallIndex: round(index.wall),
      cpuMultiplier: multiplier,
      runs: [],
      errors: [],
    };
    for (let i = 0; i < runs; i++) {
      try {
        result.runs.push(await run(press, multiplier));
      } catch (error) {
        result.errors.push(error instanceof Error ? error.message.split('\n')[0] : String(error));
      }
    }
    result.loadAverage = round(os.loadavg()[0], 2);
    result.seconds = round((Date.now() - pressStarted) / 1000, 1);
    const durations = result.runs.map((r) => r.durationMs);
    const [judged] = judgePresses([{ name: press.name, durations }], { bar }).presses;
    result.p50 = judged.p50;
    result.p90 = judged.p90;
    result.topScripts = topScripts(result.runs.flatMap((r) => r.frames)).map((s) => ({
      ...s,
      sourceURL: shortURL(s.sourceURL),
      invoker: shortURL(s.invoker),
    }));
    // Each run keeps how many long frames overlapped it and their blocking time; their scripts are summed above.
    result.runs = result.runs.map(({ frames, ...figures }) => ({
      ...figures,
      longFrames: frames.length,
      blockingMs: round(frames.reduce((sum, f) => sum + (f.blockingDuration ?? 0), 0)),
    }));
    results.push(result);
    console.log(
      `interactions: ${press.name.padEnd(30)} p50 ${String(result.p50 ?? 'n/a').padStart(4)} ms  p90 ${String(result.p90 ?? 'n/a').padStart(4)} ms  ` +
        `(runs ${durations.join(', ')}; index ${result.index} → CPU ${multiplier}x; load ${result.loadAverage}; ${result.seconds} s)`,
    );
    for (const error of result.errors) console.log(`  ${press.name}: a run failed: ${error}`);
  }
  await indexNow(0);
} catch (error) {
  crashed = true;
  console.error(`interactions: FAIL: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await browser?.close().catch(() => {});
  stop();
}

const verdict = judgePresses(
  results.map((r) => ({ name: r.name, durations: r.runs.map((x) => x.durationMs) })),
  { bar },
);
const seconds = round((Date.now() - started) / 1000, 1);
const span = (values) => {
  const known = values.filter((v) => typeof v === 'number');
  if (!known.length) return 'n/a';
  const [low, high] = [Math.min(...known), Math.max(...known)];
  return low === high ? `${low}` : `${low}-${high}`;
};
const machine = {
  cores: os.cpus().length,
  indexes: span(indexes.map((i) => round(i.cpu))),
  wallIndexes: span(indexes.map((i) => round(i.wall))),
  multipliers: span(results.map((r) => r.cpuMultiplier)),
  loadAverages: span(results.map((r) => r.loadAverage)),
  loadAverageAtEnd: os.loadavg().map((l) => round(l, 2)),
};
const ok = !crashed && verdict.ok && results.length === presses.length;
const report = {
  settings: {
    runs,
    barMs: bar,
    goalMs,
    device: `Lighthouse's mobile: ${phone.width}×${phone.height}, DPR ${phone.deviceScaleFactor}, touch, its user agent`,
    throttling: `DevTools CPU throttling (Emulation.setCPUThrottlingRate), each press's slowdown calibrated from the machine's latest benchmark index (cpuMultiplierFor; benchmarked again before a press when the last is ${benchmarkEveryMs / 1000} s old), no network throttling (loopback)`,
    percentiles: 'nearest rank: of five runs, p50 is the third fastest and p90 the slowest',
  },
  browser: browserVersion,
  machine,
  seconds,
  ok,
  failures: verdict.failures,
  overGoal: verdict.overGoal,
  presses: results,
};
fs.mkdirSync('reports', { recursive: true });
fs.writeFileSync('reports/interactions.json', JSON.stringify(report, null, 2) + '\n');
fs.writeFileSync('reports/interactions.md', markdown(report));

for (const failure of verdict.failures) console.error(`interactions: FAIL: ${failure}`);
console.log(
  `interactions: ${results.length} presses in ${seconds} s (benchmark index ${machine.indexes}, CPU ${machine.multipliers}x, load average ${machine.loadAverages}); ` +
    `over the ${goalMs} ms goal: ${verdict.overGoal.join(', ') || 'none'}; figures in reports/interactions.md`,
);
process.exit(ok ? 0 : 1);

/** reports/interactions.md from the report. */
function markdown(r) {
  const ms = (x) => (typeof x === 'number' ? `${x} ms` : 'n/a');
  return [
    '# Interactions',
    '',
    `Written by \`npm run interactions\` (scripts/interactions.mjs): each press made ${r.settings.runs} times, each on a fresh page, ` +
      `on the built site served by the production server with the embedded backend, in Debian's Chromium (${r.browser}) as ` +
      `${r.settings.device}, with ${r.settings.throttling}. ` +
      `Run took ${r.seconds} s on ${r.machine.cores} cores.`,
    '',
    `**Machine:** CPU-time benchmark index ${r.machine.indexes} (Lighthouse's clock index ${r.machine.wallIndexes}), ` +
      `CPU slowdown ${r.machine.multipliers}x, load average ${r.machine.loadAverages} (1 min, after each press's runs; ` +
      `${r.machine.loadAverageAtEnd.join(', ')} at the end). A busy machine makes the figures longer: DevTools slows the page by the clock.`,
    '',
    `**After hydration:** the later of INP's measure, the longest Event Timing entry of the press's interaction (input to the next paint), and the frame that paints the press's answer (the dialog, the list, the message: later than the next paint when its code loads first or it renders as a transition). ` +
      '**Before hydration:** from the press (its input time) to the frame that paints the answer of the press done again by the page once hydrated. ' +
      `Percentiles by ${r.settings.percentiles}. Bar: p90 ≤ ${r.settings.barMs} ms (Core Web Vitals "good"); goal ${r.settings.goalMs} ms.`,
    '',
    '| press | page | p50 | p90 | runs | index → slowdown | load | verdict |',
    '|---|---|---|---|---|---|---|---|',
    ...r.presses.map(
      (p) =>
        `| ${p.label} (\`${p.name}\`) | \`${p.path}\` | ${ms(p.p50)} | ${ms(p.p90)} | ${p.runs.map((x) => x.durationMs).join(', ')}` +
        `${p.errors.length ? ` (${p.errors.length} failed)` : ''} | ${p.index} → ${p.cpuMultiplier}x | ${p.loadAverage} | ` +
        `${typeof p.p90 !== 'number' || p.p90 > r.settings.barMs ? 'FAIL' : p.p90 > r.settings.goalMs ? 'over the goal' : 'within the goal'} |`,
    ),
    '',
    `**Over the ${r.settings.goalMs} ms goal:** ${r.overGoal.length ? r.overGoal.map((n) => `\`${n}\``).join(', ') : 'none'}.` +
      (r.failures.length ? ` **Failures:** ${r.failures.join('; ')}.` : ''),
    '',
    '## Where the time went',
    '',
    'Per press: the split of its longest event (input delay, handlers, to the paint: medians), then the scripts of the long animation frames (over 50 ms) that overlapped it, over all its runs (file, invoker, ms in all, longest, frames).',
    '',
    ...r.presses.flatMap((p) => {
      const median = (key) => {
        const values = p.runs.map((x) => x[key]).filter((v) => typeof v === 'number');
        return values.length ? values.sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] : undefined;
      };
      const split = p.beforeHydration
        ? `Medians from the navigation's start: first paint at ${ms(median('firstPaintAt'))}, the press at ${ms(median('pressAt'))}, ` +
          `the page marked hydrated at ${ms(median('hydratedAt'))}, the answer painted at ${ms(median('answerPaintedAt'))}; the answer in the DOM ${ms(median('answerShownMs'))} after the press ` +
          `(its Event Timing entry, the held press alone: ${ms(median('eventTimingMs'))}). Hydrated at the press: the page in ` +
          `${p.runs.filter((x) => x.pageHydratedAtPress).length} of ${p.runs.length} runs, the header in ${p.runs.filter((x) => x.headerHydratedAtPress).length}`
        : `Medians: Event Timing ${ms(median('eventTimingMs'))}, the answer painted ${ms(median('answerPaintedMs'))} after the input; the longest event's input delay ${ms(median('inputDelayMs'))} (the tap's earlier events included), handlers ${ms(median('processingMs'))}, to the paint ${ms(median('presentationMs'))}`;
      const frames = p.runs.map((x) => x.longFrames);
      const blocking = p.runs.map((x) => x.blockingMs);
      return [
        `### ${p.label}`,
        '',
        `${split}. Long animation frames overlapping it: ${frames.join(', ')} a run (blocking ${blocking.join(', ')} ms).`,
        '',
        ...(p.topScripts.length
          ? p.topScripts.map(
              (s) =>
                `- \`${s.sourceURL}\` ${s.invoker}: ${s.ms} ms in all, longest ${s.longestMs} ms, in ${s.frames} frame${s.frames === 1 ? '' : 's'}`,
            )
          : ['- no long animation frame overlapped it']),
        ...p.errors.map((e) => `- a run failed: ${e}`),
        '',
      ];
    }),
  ].join('\n');
}

/** Starts the browser's timeline on `cdp`; `stop()` resolves its events. */
async function startTracing(cdp) {
  const events = [];
  const collect = ({ value }) => events.push(...value);
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  });
  return {
    stop: async () => {
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
      cdp.off('Tracing.dataCollected', collect);
      return events;
    },
  };
}

/** The renderer main thread's rendering work in a timeline: totals by kind, then the longest of each. */
function summariseTrace(events) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = events.filter((e) => e.ph === 'X' && (!main || (e.pid === main.pid && e.tid === main.tid)));
  const kinds = ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'HitTest', 'ParseHTML'];
  const lines = [];
  for (const kind of kinds) {
    const of = onMain.filter((e) => e.name === kind);
    if (!of.length) continue;
    const ms = of.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
    const longest = of.reduce((a, b) => ((b.dur ?? 0) > (a.dur ?? 0) ? b : a));
    const detail =
      kind === 'UpdateLayoutTree'
        ? `elements ${of.map((e) => e.args?.elementCount ?? '?').join(', ')}`
        : kind === 'Layout'
          ? `objects ${of.map((e) => `${e.args?.beginData?.dirtyObjects ?? '?'}/${e.args?.beginData?.totalObjects ?? '?'}`).join(', ')}`
          : '';
    lines.push(
      `${kind.padEnd(16)} ${String(Math.round(ms)).padStart(5)} ms in ${of.length} (longest ${Math.round((longest.dur ?? 0) / 1000)} ms) ${detail}`,
    );
  }
  const scripts = onMain.filter((e) => e.name === 'FunctionCall' || e.name === 'EventDispatch');
  lines.push(
    `${'script (top level)'.padEnd(16)} ${String(Math.round(scripts.reduce((s, e) => s + (e.dur ?? 0), 0) / 1000)).padStart(5)} ms`,
  );
  return lines;
}
