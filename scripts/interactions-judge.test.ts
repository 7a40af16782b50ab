import { describe, expect, it } from 'vitest';
import { framesDuring, interactionOf, judgePresses, percentile, topScripts } from './interactions-judge.mjs';

/** An Event Timing entry: `processing` is [processingStart, processingEnd] as offsets from `startTime`. */
const entry = (
  name: string,
  startTime: number,
  duration: number,
  interactionId: number,
  processing: [number, number] = [0, 0],
) => ({
  name,
  startTime,
  duration,
  interactionId,
  processingStart: startTime + processing[0],
  processingEnd: startTime + processing[1],
});

describe('percentile (nearest rank)', () => {
  it.each([
    { values: [120, 80, 100, 90, 110], p: 50, expected: 100 },
    { values: [120, 80, 100, 90, 110], p: 90, expected: 120 },
    { values: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100], p: 90, expected: 90 },
    { values: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100], p: 50, expected: 50 },
    { values: [42], p: 90, expected: 42 },
    { values: [42], p: 0, expected: 42 },
  ])('the p$p of $values is $expected', ({ values, p, expected }) => {
    expect(percentile(values, p)).toBe(expected);
  });

  it('has no value for no runs, and leaves aside what is not a number', () => {
    expect(percentile([], 50)).toBeUndefined();
    expect(percentile([Number.NaN, 30, 10], 90)).toBe(30);
  });
});

describe("an interaction's duration from Event Timing entries (INP's)", () => {
  it('is the longest of its events, not their sum, with the split of that event', () => {
    const entries = [
      entry('pointerdown', 1000, 48, 7, [20, 30]),
      entry('pointerup', 1060, 104, 7, [40, 90]),
      entry('click', 1062, 96, 7, [88, 92]),
    ];
    expect(interactionOf(entries)).toMatchObject({
      interactionId: 7,
      durationMs: 104,
      startTime: 1000,
      endTime: 1164,
      events: ['pointerdown', 'pointerup', 'click'],
      inputDelayMs: 40,
      processingMs: 50,
      presentationMs: 14,
    });
  });

  it('takes the first interaction made after the press began, not an earlier one nor a later one', () => {
    const entries = [
      entry('click', 500, 400, 3), // opening a list before the timed press
      entry('pointerover', 990, 200, 0), // not an interaction: hovering
      entry('pointerdown', 1000, 64, 5),
      entry('click', 1010, 72, 5),
      entry('click', 1500, 300, 6), // a later press
    ];
    expect(interactionOf(entries, { after: 900 })).toMatchObject({ interactionId: 5, durationMs: 72 });
  });

  it('is absent when no interaction was long enough to be reported', () => {
    expect(interactionOf([entry('pointerover', 10, 24, 0)])).toBeUndefined();
    expect(interactionOf([entry('click', 10, 24, 1)], { after: 20 })).toBeUndefined();
  });

  it('says no negative time to the paint when the rounded duration ends before the handlers did', () => {
    // The browser rounds durations to 8 ms: a paint right after the handlers can end before processingEnd.
    expect(interactionOf([entry('click', 0, 248, 2, [246, 249])])?.presentationMs).toBe(0);
  });
});

describe('long animation frames', () => {
  const frame = (
    startTime: number,
    duration: number,
    scripts: { sourceURL: string; invoker: string; duration: number }[] = [],
  ) => ({
    startTime,
    duration,
    scripts,
  });

  it('are those that overlap the interaction, on either side', () => {
    const frames = [frame(0, 90), frame(80, 60), frame(150, 100), frame(260, 70), frame(400, 60)];
    expect(framesDuring(frames, { start: 100, end: 300 }).map((f) => f.startTime)).toEqual([80, 150, 260]);
  });

  it('sum their scripts by file and invoker, longest first', () => {
    const frames = [
      frame(0, 120, [
        { sourceURL: 'http://x/a.js', invoker: 'DIV#root.onclick', duration: 80 },
        { sourceURL: 'http://x/b.js', invoker: 'TimerHandler:setTimeout', duration: 30 },
      ]),
      frame(200, 90, [{ sourceURL: 'http://x/a.js', invoker: 'DIV#root.onclick', duration: 60 }]),
      frame(400, 70, [{ sourceURL: '', invoker: '', duration: 55 }]),
    ];
    expect(topScripts(frames)).toEqual([
      { sourceURL: 'http://x/a.js', invoker: 'DIV#root.onclick', ms: 140, longestMs: 80, frames: 2 },
      { sourceURL: '(no source)', invoker: '(unknown)', ms: 55, longestMs: 55, frames: 1 },
      { sourceURL: 'http://x/b.js', invoker: 'TimerHandler:setTimeout', ms: 30, longestMs: 30, frames: 1 },
    ]);
    expect(topScripts(frames, 1)).toHaveLength(1);
  });
});

describe('the verdict', () => {
  const presses = [
    { name: 'menu', durations: [40, 56, 48, 64, 72] },
    { name: 'checkout-errors', durations: [120, 150, 136, 144, 160] },
    { name: 'select-open', durations: [180, 190, 210, 200, 170] },
  ];

  it('fails a press whose p90 is over the bar, and lists those over the goal', () => {
    const verdict = judgePresses(presses);
    expect(verdict.presses.map((p) => [p.name, p.p50, p.p90])).toEqual([
      ['menu', 56, 72],
      ['checkout-errors', 144, 160],
      ['select-open', 190, 210],
    ]);
    expect(verdict.failures).toEqual(['select-open p90 210 > 200 ms']);
    expect(verdict.overGoal).toEqual(['checkout-errors', 'select-open']);
    expect(verdict.ok).toBe(false);
  });

  it('passes a p90 on the bar, and can be made to fail with a lower bar', () => {
    expect(judgePresses([{ name: 'a', durations: [200] }]).ok).toBe(true);
    expect(judgePresses(presses.slice(0, 1), { bar: 1 }).failures).toEqual(['menu p90 72 > 1 ms']);
  });

  it('fails a press that was not measured', () => {
    expect(judgePresses([{ name: 'menu', durations: [] }]).failures).toEqual(['menu: not measured']);
  });
});
