/**
 * Stories run on a fixed day: calendars, slot lists and voucher validity dates are computed from "today",
 * and their screenshots must not change from one day to the next. The clock still moves (timers and
 * animations keep working); it just starts on 22 November 2026 at 10:00 local time. Imported first by
 * preview.tsx, before any module computes a date.
 */
const RealDate = Date;
const storyStart = new RealDate(2026, 10, 22, 10, 0, 0).getTime();
const offset = storyStart - RealDate.now();

class StoryDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...(args as [string | number | Date]));
  }

  static override now(): number {
    return RealDate.now() + offset;
  }
}

globalThis.Date = StoryDate as DateConstructor;

export {};
