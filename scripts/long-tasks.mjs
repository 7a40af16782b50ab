/**
 * Where a page's main thread goes as it loads: each long task (over 50 ms at the CPU slowdown asked for)
 * with React's scheduler tracks inside it (which lane rendered, hydrated, committed, and the cascading
 * synchronous renders a state set in a layout effect causes). React writes its tracks only in its
 * profiling build: build the site with `CEPA_PROFILE_BUILD=1 pnpm --filter @cepa/site build` (React DOM's
 * profiling build, unminified), then
 *
 *   node scripts/long-tasks.mjs /es/prensa [slowdown, default 4] [loads, default 2] [session: basket | member]
 *
 * Each long task lists React's lanes and phases, then the components that took longest in it (React's
 * Components track: a component's time includes its children's).
 *
 * An analysis tool, not a gate: its durations are one machine's, at a fixed slowdown. Rebuild without the
 * variable before measuring anything else.
 */
/* global window -- the functions given to the page run there */
import { chromium } from 'playwright';
import { chromiumArgsOfTools } from '../tools/chromium-args.mjs';
import { sessionCookie, startProductionServer } from './production-server.mjs';

const [path = '/es/', slowdownArg = '4', loadsArg = '2', session] = process.argv.slice(2);
const slowdown = Number(slowdownArg);
const { origin, server } = await startProductionServer({ label: 'long tasks' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgsOfTools() });
try {
  for (let load = 0; load < Number(loadsArg); load++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    if (session) {
      const cookie = await sessionCookie(origin, session);
      await context.addCookies(
        cookie.split('; ').map((pair) => {
          const at = pair.indexOf('=');
          return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
        }),
      );
    }
    await context.addInitScript(() => {
      const seen = [];
      // React times each component (its Components track) only where it finds a developer tool's hook.
      Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
        value: {
          supportsFiber: true,
          renderers: new Map(),
          inject: () => 1,
          onCommitFiberRoot: () => {},
          onCommitFiberUnmount: () => {},
          onPostCommitFiberRoot: () => {},
          checkDCE: () => {},
        },
      });
      Object.defineProperty(window, '__longTasks', { value: seen });
      // React's profiling build marks its scheduler tracks with console.timeStamp(label, start, end, track).
      console.timeStamp = (label, start, end, track) => {
        if (typeof start === 'number' && typeof end === 'number')
          seen.push({ label: String(label), start, end, track: String(track) });
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          seen.push({
            label: 'long task',
            start: entry.startTime,
            end: entry.startTime + entry.duration,
            track: 'task',
          });
      }).observe({ type: 'longtask', buffered: true });
      // A long animation frame names the scripts that ran in it (file, what invoked it, how long).
      new PerformanceObserver((list) => {
        for (const frame of list.getEntries())
          for (const script of frame.scripts)
            seen.push({
              label: `${script.sourceURL.replace(/^.*\/assets\//, '')} ${script.invoker} ${script.duration.toFixed(0)}`,
              start: script.startTime,
              end: script.startTime + script.duration,
              track: 'script',
            });
      }).observe({ type: 'long-animation-frame', buffered: true });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(origin + path);
    // Long enough for the parts that hydrate on demand and the work left for idle time.
    await page.waitForTimeout(5000);
    const marks = await page.evaluate(() => window.__longTasks);
    console.log(`${path} at ${slowdown}x, load ${load + 1}:`);
    for (const task of marks.filter((mark) => mark.track === 'task')) {
      const inside = marks.filter(
        (mark) =>
          mark.track !== 'task' &&
          mark.track !== 'script' &&
          !mark.track.startsWith('Components') &&
          mark.start >= task.start - 0.1 &&
          mark.end <= task.end + 0.1,
      );
      const react = inside
        .map((mark) => `${mark.track}/${mark.label} ${(mark.end - mark.start).toFixed(1)}`)
        .join(', ');
      console.log(
        `  ${task.start.toFixed(0)} ms: ${(task.end - task.start).toFixed(0)} ms${react ? ` (React: ${react})` : ''}`,
      );
      const components = marks
        .filter(
          (mark) =>
            mark.track.startsWith('Components') &&
            mark.start >= task.start - 0.1 &&
            mark.end <= task.end + 0.1,
        )
        .sort((a, b) => b.end - b.start - (a.end - a.start))
        .slice(0, 8)
        .map((mark) => `${mark.label} ${(mark.end - mark.start).toFixed(1)}`);
      if (components.length) console.log(`      components: ${components.join(', ')}`);
      const scripts = marks
        .filter((mark) => mark.track === 'script' && mark.start >= task.start - 1 && mark.start <= task.end)
        .map((mark) => mark.label);
      if (scripts.length) console.log(`      scripts: ${scripts.join('; ')}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
