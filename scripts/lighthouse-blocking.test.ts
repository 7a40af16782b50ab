import { describe, expect, it } from 'vitest';
import { blockingFromOwnPaint, consistentBlockingTime } from './lighthouse-blocking.mjs';

type Node = { id: string; type: 'cpu' | 'network' };
type Timings = Map<Node, { startTime: number; endTime: number }>;

const node = (id: string, type: Node['type'] = 'cpu'): Node => ({ id, type });
/** A simulation's timings: [node, start, end] in ms. */
const timings = (...entries: [Node, number, number][]): Timings =>
  new Map(entries.map(([n, startTime, endTime]) => [n, { startTime, endTime }]));
/** The first paint's graph: clones of the whole graph's nodes (the same ids), with their own times. */
const paintGraph = (...nodes: Node[]): Timings =>
  new Map(nodes.map((n) => [{ ...n }, { startTime: 0, endTime: 0 }]));

const documentRequest = node('document', 'network');
const commit = node('commit'); // Chromium's commit of the navigation: no traced children, in no paint graph
const parse = node('parse');
const paint = node('paint');
const hydration = node('hydration');

describe('the blocking time counted from the simulation’s own first paint', () => {
  it('does not count a task the paint waited for in the same simulation, however long', () => {
    // The commit runs first (300 ms slowed) and pushes the paint to 1,000 ms; Lighthouse's first-paint
    // estimate, of a graph without the commit, said 700 ms and counted 250 ms of the commit as blocking.
    const whole = timings(
      [documentRequest, 0, 600],
      [commit, 600, 900],
      [parse, 900, 950],
      [paint, 950, 1000],
      [hydration, 1100, 1180],
    );
    expect(blockingFromOwnPaint(whole, paintGraph(documentRequest, parse, paint))).toEqual({
      paintMs: 1000,
      blockingMs: 30, // the hydration's 80 ms, less 50
    });
  });

  it('counts the part after the paint of a task that spans it, and every long task after it', () => {
    const whole = timings(
      [documentRequest, 0, 600],
      [parse, 600, 650],
      [paint, 650, 700],
      [commit, 640, 900], // spans the paint: 200 ms after it, 150 blocking
      [hydration, 1000, 1400], // 350 blocking
    );
    expect(blockingFromOwnPaint(whole, paintGraph(documentRequest, parse, paint)).blockingMs).toBe(500);
  });

  it('pairs the optimistic TBT simulation with the pessimistic first paint’s graph, as Lighthouse does, and takes their mean', () => {
    const extra = node('render-blocking-script');
    const all = new Map([
      ['optimisticTotalBlockingTime', timings([paint, 0, 100], [extra, 100, 400], [hydration, 400, 600])],
      ['pessimisticTotalBlockingTime', timings([paint, 0, 100], [extra, 100, 400], [hydration, 400, 600])],
      ['pessimisticFirstContentfulPaint', paintGraph(paint, extra)],
      ['optimisticFirstContentfulPaint', paintGraph(paint)],
    ]);
    // Optimistic: the paint at 400, the hydration's 150 blocking; pessimistic: the paint at 100, the
    // script's 250 and the hydration's 150.
    expect(consistentBlockingTime(all)).toEqual({ tbtMs: (150 + 400) / 2, paintMs: (400 + 100) / 2 });
  });

  it('says which simulation is missing rather than guess', () => {
    expect(() => consistentBlockingTime(new Map())).toThrow(/optimisticTotalBlockingTime was not run/);
  });
});
