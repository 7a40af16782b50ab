// The page's main-thread tasks timed by the CPU they used rather than by the clock, for the Lighthouse gate
// (scripts/lighthouse.mjs). Chromium's trace gives every task both: `dur`, the time between its start and its
// end, and `tdur`, the time its thread ran. On a quiet machine they agree; on a busy one (another build on the
// same two cores) a task waits for a core and its `dur` grows (a task of 82 ms measured 24 ms of CPU under a load
// average of 13), and so does the benchmark Lighthouse calibrates with, but not at the same moments, so a run's
// blocking time swung threefold. Timed by their CPU, the tasks and the benchmark no longer see the other work.

/** The CPU share of one trace event: `tdur / dur` (1 when the trace has no thread time for it). */
const cpuShare = (event) =>
  typeof event.tdur === 'number' && event.dur > 0 ? Math.min(1, event.tdur / event.dur) : 1;

/**
 * Rewrites a trace so that each task of a renderer's main thread (`CrRendererMain`) lasts the CPU time it
 * used: the task and everything in it (its nested events, the marks it made) are compressed towards its start
 * by its CPU share; the tasks keep their starts, and the other threads, the network and the gaps between tasks
 * are left as they were. Nesting is kept (one factor per task). Returns how much main-thread time it took out.
 */
export function timeTasksByCpu(traceEvents) {
  const mainThreads = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map();
  for (const event of traceEvents) {
    const thread = `${event.pid}:${event.tid}`;
    if (!mainThreads.has(thread) || event.ph === 'M' || typeof event.ts !== 'number') continue;
    if (!byThread.has(thread)) byThread.set(thread, []);
    byThread.get(thread).push(event);
  }
  let wallUs = 0;
  let cpuUs = 0;
  for (const events of byThread.values()) {
    events.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    /** The top-level task the events now seen fall in. */
    let task;
    for (const event of events) {
      const inTask = task && event.ts < task.end;
      if (!inTask) {
        task = undefined;
        // A complete event that is not inside another starts a top-level task.
        if (event.ph === 'X' && event.dur > 0) {
          task = { start: event.ts, end: event.ts + event.dur, share: cpuShare(event) };
          wallUs += event.dur;
          cpuUs += event.dur * task.share;
        } else continue;
      }
      event.ts = task.start + (event.ts - task.start) * task.share;
      if (typeof event.dur === 'number') event.dur *= task.share;
      if (typeof event.tdur === 'number' && typeof event.dur === 'number')
        event.tdur = Math.min(event.tdur, event.dur);
    }
  }
  return { wallMs: wallUs / 1000, cpuMs: cpuUs / 1000 };
}

/**
 * The CPU share of the longest main-thread task of a trace (the benchmark's evaluation when the trace was taken
 * around it): how much of its clock time the benchmark's thread ran.
 */
export function longestTaskCpuShare(traceEvents) {
  const mainThreads = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  let longest;
  for (const e of traceEvents)
    if (e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`) && (!longest || e.dur > longest.dur))
      longest = e;
  return longest ? { durMs: longest.dur / 1000, share: cpuShare(longest) } : undefined;
}
