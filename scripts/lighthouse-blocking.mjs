// The gate's total blocking time: Lighthouse's own simulation of the page's load (Lantern, the same
// simulations, the same tasks), with the blocking counted from the first paint of that simulation.
//
// Lighthouse estimates TBT from two simulations of the whole load (optimistic and pessimistic) but starts
// counting at the first paint of two other simulations: its FCP estimate's, of a graph kept to what it
// takes as needed for the first paint (the document, render-blocking files, the first parse, layout and
// paint tasks, render-blocking scripts). A task the FCP graph leaves out but that runs before the paint in
// the whole load's simulation pushes that paint later there, yet the counting still starts at the earlier
// estimate, so the task (and whatever it pushed) is counted as blocking a page already painted. Lighthouse
// names the inconsistency in its issue #11677 ("Lantern EIL+TBT should use internally consistent FCP/TTI
// estimates"), whose proposal this is: the FCP graph's nodes, timed in the TBT simulation.
//
// The task that does it on every page here is Chromium's commit of the navigation (the new document's
// JavaScript context made, the tab's first empty document swapped out: 10-37 ms of CPU with no traced
// children, so no graph takes it as part of the paint): slowed ten times, it ended up to 350 ms after
// Lighthouse's FCP in a run in four (docs/performance.md, "Where the blocking time of the gate's runs
// comes from"). A document cannot paint before it is committed.
//
// The window's end is every long task of the simulation (stricter than Lighthouse's, which ends at its
// TTI estimate's, of a third pair of simulations).
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

const { calculateTbtImpactForEvent, BLOCKING_TIME_THRESHOLD } = Lantern.Metrics.TBTUtils;

/**
 * A simulation's blocking time from its own first paint: `whole` is the TBT simulation's node timings
 * (node → { startTime, endTime }, ms), `paintGraph` the FCP simulation's (its nodes are clones of
 * the whole graph's, with the same ids). The paint is when the last of the paint graph's nodes ends in the
 * whole simulation.
 */
export function blockingFromOwnPaint(whole, paintGraph) {
  const needed = new Set([...paintGraph.keys()].map((node) => node.id));
  let paintMs = 0;
  for (const [node, timing] of whole) if (needed.has(node.id)) paintMs = Math.max(paintMs, timing.endTime);
  let blockingMs = 0;
  for (const [node, timing] of whole) {
    const duration = timing.endTime - timing.startTime;
    if (node.type !== 'cpu' || duration < BLOCKING_TIME_THRESHOLD) continue;
    blockingMs += calculateTbtImpactForEvent(
      { start: timing.startTime, end: timing.endTime, duration },
      paintMs,
      Infinity,
    );
  }
  return { paintMs, blockingMs };
}

/**
 * The page's TBT as the gate counts it, from the simulations Lighthouse ran for the run (Lantern's
 * `allNodeTimings`, by label). As Lighthouse pairs them: the optimistic TBT with the pessimistic FCP's
 * graph, the pessimistic with the optimistic's; their mean, as Lighthouse weighs its two TBT estimates.
 */
export function consistentBlockingTime(allNodeTimings) {
  const of = (label) => {
    const timings = allNodeTimings.get(label);
    if (!timings) throw new Error(`lighthouse: the simulation ${label} was not run`);
    return timings;
  };
  const optimistic = blockingFromOwnPaint(
    of('optimisticTotalBlockingTime'),
    of('pessimisticFirstContentfulPaint'),
  );
  const pessimistic = blockingFromOwnPaint(
    of('pessimisticTotalBlockingTime'),
    of('optimisticFirstContentfulPaint'),
  );
  return {
    tbtMs: (optimistic.blockingMs + pessimistic.blockingMs) / 2,
    paintMs: (optimistic.paintMs + pessimistic.paintMs) / 2,
  };
}
