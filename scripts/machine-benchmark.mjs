// The machine's benchmark index, as the benchmarks that time the site as a mid-range phone calibrate their CPU
// slowdown from it (scripts/lighthouse.mjs, scripts/interactions.mjs; the slowdown is `cpuMultiplierFor` in
// scripts/lighthouse-judge.mjs): Lighthouse's own `computeBenchmarkIndex` (its "CPU/Memory Power", about a
// second), evaluated in a tab of the browser that runs the pages and traced, so that the index can be given per
// second of the CPU its thread got (`cpu`) as well as per second of the clock (`wall`, Lighthouse's): another
// process on the machine lowers the second, not the first.
import { longestTaskCpuShare } from './lighthouse-cpu-time.mjs';

const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');

/** The trace categories that give the benchmark's task its clock and thread time. */
export const benchmarkTraceCategories = ['toplevel', 'disabled-by-default-devtools.timeline'];

/**
 * Runs the benchmark once in a tab through the driver's own calls (Puppeteer's or Playwright's), traced.
 * @param {{
 *   startTracing: (categories: string[]) => Promise<unknown>,
 *   evaluate: (fn: () => number) => Promise<number>,
 *   stopTracing: () => Promise<Uint8Array | Buffer>,
 * }} tab
 * @returns {Promise<{ wall: number, cpu: number }>}
 */
export async function measureBenchmarkIndex(tab) {
  // Taken again once when its task is missing from the trace: it happened on the first benchmark of a
  // freshly launched browser (1 run in 2, on a machine where every later one was found).
  for (let attempt = 1; ; attempt++) {
    await tab.startTracing(benchmarkTraceCategories);
    const wall = await tab.evaluate(pageFunctions.computeBenchmarkIndex);
    const trace = JSON.parse(Buffer.from(await tab.stopTracing()).toString('utf8'));
    const task = longestTaskCpuShare(trace.traceEvents ?? trace);
    if (task && task.durMs >= 800) return { wall, cpu: wall / task.share };
    if (attempt === 2)
      throw new Error(
        `the benchmark was not found in its trace (twice; the longest task: ${task ? `${Math.round(task.durMs)} ms` : 'none'})`,
      );
  }
}
