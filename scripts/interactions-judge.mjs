// The pure part of `npm run interactions` (scripts/interactions.mjs): an interaction's duration picked from the
// page's Event Timing entries as INP defines it, the long animation frames that overlapped it, percentiles,
// and the verdict against the bar. Unit-tested in interactions-judge.test.ts.

/** The Core Web Vitals "good" line for INP: a press's p90 over it fails the run. */
export const barMs = 200;
/** The site's own goal: reported, never failed on. */
export const goalMs = 100;
/** The Event Timing observer's threshold (its lowest): a faster interaction leaves no entry. */
export const durationThresholdMs = 16;

/**
 * The value at `p` (0-100) of `values` by nearest rank: the smallest value with at least p% of the values at
 * or under it. Of five runs the p50 is the third fastest and the p90 the slowest. Undefined for no values.
 * @param {number[]} values
 * @param {number} p
 */
export function percentile(values, p) {
  const known = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!known.length) return undefined;
  const rank = Math.max(1, Math.ceil((p / 100) * known.length));
  return known[Math.min(rank, known.length) - 1];
}

/**
 * @typedef {{ name: string, startTime: number, duration: number, processingStart: number,
 *   processingEnd: number, interactionId: number }} EventEntry
 * @typedef {{ sourceURL: string, invoker: string, invokerType?: string, duration: number,
 *   sourceFunctionName?: string, forcedStyleAndLayoutDuration?: number }} LoafScript
 * @typedef {{ startTime: number, duration: number, blockingDuration?: number, renderStart?: number,
 *   styleAndLayoutStart?: number, scripts: LoafScript[] }} Loaf
 */

/**
 * The interaction a press made, from the page's `event` entries (PerformanceEventTiming): the first interaction
 * (an `interactionId` above 0) that began at or after `after` (ms on the page's clock), and its duration as INP
 * takes it, the longest of its events' durations (from the input's hardware time to the next paint after its
 * handlers, rounded to 8 ms by the browser). With it, where that time went in its longest event: waiting
 * for the main thread (input delay), in the handlers (processing) and after them until the paint (presentation).
 * Undefined when no interaction is there (it took under the observer's threshold, or was not made).
 * @param {EventEntry[]} entries
 * @param {{ after?: number }} [options]
 */
export function interactionOf(entries, { after = 0 } = {}) {
  const ofPress = entries.filter((e) => e.interactionId > 0 && e.startTime >= after);
  if (!ofPress.length) return undefined;
  const first = ofPress.reduce((a, b) => (b.startTime < a.startTime ? b : a));
  const events = ofPress.filter((e) => e.interactionId === first.interactionId);
  const longest = events.reduce((a, b) => (b.duration > a.duration ? b : a));
  const startTime = Math.min(...events.map((e) => e.startTime));
  return {
    interactionId: first.interactionId,
    startTime,
    durationMs: longest.duration,
    endTime: Math.max(...events.map((e) => e.startTime + e.duration)),
    events: [...new Set(events.map((e) => e.name))],
    inputDelayMs: longest.processingStart - longest.startTime,
    processingMs: longest.processingEnd - longest.processingStart,
    // The browser rounds a duration to 8 ms, so a paint right after the handlers can seem to come before them.
    presentationMs: Math.max(0, longest.startTime + longest.duration - longest.processingEnd),
  };
}

/**
 * The long animation frames that overlapped [start, end] (ms on the page's clock).
 * @param {Loaf[]} frames
 * @param {{ start: number, end: number }} span
 */
export function framesDuring(frames, { start, end }) {
  return frames.filter((f) => f.startTime <= end && f.startTime + f.duration >= start);
}

/**
 * The scripts of long animation frames summed by what ran (its file and its invoker: `BUTTON#id.onclick`,
 * `Response.json.then`, a module's evaluation), longest first: `ms` in all, `longestMs` the longest once, and
 * in how many frames it ran.
 * @param {Loaf[]} frames
 * @param {number} [limit]
 */
export function topScripts(frames, limit = 5) {
  /** @type {Map<string, { sourceURL: string, invoker: string, ms: number, longestMs: number, frames: number }>} */
  const byScript = new Map();
  for (const frame of frames)
    for (const script of frame.scripts ?? []) {
      const sourceURL = script.sourceURL || '(no source)';
      const invoker = script.invoker || script.invokerType || '(unknown)';
      const key = `${sourceURL} ${invoker}`;
      const seen = byScript.get(key) ?? { sourceURL, invoker, ms: 0, longestMs: 0, frames: 0 };
      seen.ms += script.duration;
      seen.longestMs = Math.max(seen.longestMs, script.duration);
      seen.frames += 1;
      byScript.set(key, seen);
    }
  return [...byScript.values()]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, limit)
    .map((s) => ({ ...s, ms: Math.round(s.ms), longestMs: Math.round(s.longestMs) }));
}

/**
 * Each press's p50 and p90 over its runs' durations, and the verdict: a press whose p90 is over `bar` fails
 * (`<press> p90 <ms> > <bar> ms`), one whose p90 is over `goal` is listed as over the goal; a press with no
 * figure fails (it was not measured).
 * @param {{ name: string, durations: number[] }[]} presses
 * @param {{ bar?: number, goal?: number }} [limits]
 */
export function judgePresses(presses, { bar = barMs, goal = goalMs } = {}) {
  const judged = presses.map(({ name, durations }) => ({
    name,
    runs: durations.length,
    p50: percentile(durations, 50),
    p90: percentile(durations, 90),
  }));
  const failures = judged.flatMap((p) =>
    p.p90 === undefined
      ? [`${p.name}: not measured`]
      : p.p90 > bar
        ? [`${p.name} p90 ${p.p90} > ${bar} ms`]
        : [],
  );
  const overGoal = judged.filter((p) => p.p90 !== undefined && p.p90 > goal).map((p) => p.name);
  return { presses: judged, failures, overGoal, ok: failures.length === 0 };
}
