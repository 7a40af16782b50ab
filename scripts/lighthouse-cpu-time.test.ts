import { describe, expect, it } from 'vitest';
import { longestTaskCpuShare, timeTasksByCpu } from './lighthouse-cpu-time.mjs';

/** A renderer's main thread (pid 1, tid 2) and another thread (tid 3), times in microseconds. */
const trace = () => [
  { ph: 'M', name: 'thread_name', pid: 1, tid: 2, ts: 0, args: { name: 'CrRendererMain' } },
  { ph: 'M', name: 'thread_name', pid: 1, tid: 3, ts: 0, args: { name: 'Compositor' } },
  // A task of 100 ms that ran 25 ms of CPU, with a script inside it and a mark.
  { ph: 'X', name: 'RunTask', pid: 1, tid: 2, ts: 1000, dur: 100_000, tdur: 25_000 },
  { ph: 'X', name: 'EvaluateScript', pid: 1, tid: 2, ts: 41_000, dur: 40_000, tdur: 10_000 },
  { ph: 'I', name: 'firstContentfulPaint', pid: 1, tid: 2, ts: 81_000 },
  // A task that had its core to itself.
  { ph: 'X', name: 'RunTask', pid: 1, tid: 2, ts: 200_000, dur: 10_000, tdur: 10_000 },
  // Another thread's task: left as it was.
  { ph: 'X', name: 'RunTask', pid: 1, tid: 3, ts: 1000, dur: 100_000, tdur: 5_000 },
];

describe('timing the main thread’s tasks by the CPU they used', () => {
  it('compresses each task and what it holds by its CPU share, towards its start, and leaves the rest', () => {
    const events = trace();
    expect(timeTasksByCpu(events)).toEqual({ wallMs: 110, cpuMs: 35 });
    const [, , task, script, mark, quiet, other] = events;
    expect(task).toMatchObject({ ts: 1000, dur: 25_000 });
    expect(script).toMatchObject({ ts: 11_000, dur: 10_000 });
    expect(mark).toMatchObject({ ts: 21_000 });
    expect(quiet).toMatchObject({ ts: 200_000, dur: 10_000 });
    expect(other).toMatchObject({ ts: 1000, dur: 100_000 });
  });

  it('keeps each event inside its task', () => {
    const events = trace();
    timeTasksByCpu(events);
    const [, , task, script] = events as { ts: number; dur: number }[];
    expect(script!.ts + script!.dur).toBeLessThanOrEqual(task!.ts + task!.dur);
  });

  it('reads the CPU share of the longest main-thread task (the benchmark’s)', () => {
    expect(longestTaskCpuShare(trace())).toEqual({ durMs: 100, share: 0.25 });
    expect(longestTaskCpuShare([])).toBeUndefined();
  });
});
