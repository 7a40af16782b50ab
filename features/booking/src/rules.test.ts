import { describe, expect, it } from 'vitest';
import {
  ageRanges,
  availableDays,
  canLeaveVisitorsStep,
  clampMonth,
  counterMax,
  defaultVisitorLimits,
  isMonthAllowed,
  isSlotAvailable,
  isVisitorTotalAllowed,
  monthOptionsFor,
  raiseAdultsToMin,
  toCents,
  totalPriceCents,
  visitorLimits,
  visitorTotal,
  yearOptions,
} from './rules';

const group = (adults: number, children = 0, babies = 0) => ({ adults, children, babies });

describe('visitor limits (SPEC §5, §9)', () => {
  it('defaults to 1..20', () => {
    expect(defaultVisitorLimits).toEqual({ min: 1, max: 20 });
    expect(visitorLimits()).toEqual({ min: 1, max: 20 });
    expect(visitorLimits(null, null)).toEqual({ min: 1, max: 20 });
  });

  it("takes the server's min and max", () => {
    expect(visitorLimits({ min_visitors: 2, max_visitors: 8 })).toEqual({ min: 2, max: 8 });
  });

  it("lets a voucher's participants_number override the max", () => {
    expect(visitorLimits({ min_visitors: 1, max_visitors: 20 }, { participants_number: 4 })).toEqual({
      min: 1,
      max: 4,
    });
    expect(visitorLimits({ min_visitors: 2, max_visitors: 8 }, { participants_number: 12 })).toEqual({
      min: 2,
      max: 12,
    });
  });

  it('keeps the max when the voucher has no participants_number', () => {
    expect(visitorLimits({ min_visitors: 1, max_visitors: 20 }, { participants_number: null })).toEqual({
      min: 1,
      max: 20,
    });
  });

  it('never lets the min exceed the max', () => {
    expect(visitorLimits({ min_visitors: 2, max_visitors: 8 }, { participants_number: 1 })).toEqual({
      min: 1,
      max: 1,
    });
  });

  it.each([
    [group(0), false],
    [group(1), true],
    [group(0, 0, 1), true],
    [group(10, 5, 5), true],
    [group(10, 6, 5), false],
    [group(20), true],
    [group(21), false],
  ])('total of %o within 1..20 is %s', (visitors, allowed) => {
    expect(isVisitorTotalAllowed(visitors, defaultVisitorLimits)).toBe(allowed);
  });

  it('adds the three counters', () => {
    expect(visitorTotal(group(2, 3, 1))).toBe(6);
  });

  it.each([
    [group(0), { min: 1, max: 20 }, group(1)],
    [group(0, 1), { min: 2, max: 8 }, group(1, 1)],
    [group(0), { min: 2, max: 8 }, group(2)],
    [group(3), { min: 2, max: 8 }, group(3)],
  ])('raises adults of %o to reach min of %o', (visitors, limits, expected) => {
    expect(raiseAdultsToMin(visitors, limits)).toEqual(expected);
  });

  it('keeps other keys when raising adults', () => {
    expect(raiseAdultsToMin({ ...group(0), language: 'es' }, { min: 1, max: 20 })).toEqual({
      ...group(1),
      language: 'es',
    });
  });

  it('gives each counter what is left under the max', () => {
    expect(counterMax(group(3, 2, 1), 'children', { min: 1, max: 8 })).toBe(4);
    expect(counterMax(group(8), 'babies', { min: 1, max: 8 })).toBe(0);
  });

  it.each([
    [{ ...group(2), language: 'es' }, true],
    [{ ...group(2), language: '' }, false],
    [{ ...group(2), language: null }, false],
    [{ ...group(0), language: 'es' }, false],
    [{ ...group(21), language: 'es' }, false],
  ])('step 1 next for %o is enabled: %s (SPEC §4)', (visitors, enabled) => {
    expect(canLeaveVisitorsStep(visitors, defaultVisitorLimits)).toBe(enabled);
  });

  it('labels children 5 to 17 and babies up to 4 (SPEC §9)', () => {
    expect(ageRanges).toEqual({ children: { from: 5, to: 17 }, babies: { from: 0, to: 4 } });
  });
});

describe('months and years (SPEC §5, §9)', () => {
  const today = new Date(2026, 10, 22); // 22 November 2026

  it('offers the current year and the next', () => {
    expect(yearOptions(today)).toEqual([2026, 2027]);
  });

  it.each([
    [{ year: 2026, month: 10 }, false],
    [{ year: 2026, month: 11 }, true],
    [{ year: 2026, month: 12 }, true],
    [{ year: 2027, month: 1 }, true],
    [{ year: 2027, month: 12 }, true],
    [{ year: 2028, month: 1 }, false],
    [{ year: 2025, month: 12 }, false],
    [{ year: 2026, month: 13 }, false],
    [{ year: 2027, month: 0 }, false],
  ])('%o allowed: %s', (yearMonth, allowed) => {
    expect(isMonthAllowed(yearMonth, today)).toBe(allowed);
  });

  it('filters the server month options for the chosen year', () => {
    const options = Array.from({ length: 12 }, (_, i) => ({ text: `m${i + 1}`, value: String(i + 1) }));
    expect(monthOptionsFor(options, 2026, today).map((o) => o.value)).toEqual(['11', '12']);
    expect(monthOptionsFor(options, 2027, today)).toHaveLength(12);
    expect(monthOptionsFor(options, 2028, today)).toHaveLength(0);
  });

  it('moves to an allowed month after a year change', () => {
    expect(clampMonth({ year: 2026, month: 3 }, today)).toEqual({ year: 2026, month: 11 });
    expect(clampMonth({ year: 2027, month: 3 }, today)).toEqual({ year: 2027, month: 3 });
    expect(clampMonth({ year: 2026, month: 12 }, today)).toEqual({ year: 2026, month: 12 });
  });
});

describe('slots (SPEC §4, §5, §9)', () => {
  const options = [
    { day: '2027-03-02', slots: ['10:00', '17:30'] },
    { day: '2027-03-15', slots: [] },
  ];

  it('keeps only days with slots', () => {
    expect(availableDays(options).map((o) => o.day)).toEqual(['2027-03-02']);
  });

  it.each([
    ['2027-03-02', '10:00', true],
    ['2027-03-02', '12:00', false],
    ['2027-03-15', '10:00', false],
    ['2027-03-03', '10:00', false],
  ])('%s %s available: %s', (day, time, available) => {
    expect(isSlotAvailable(options, day, time)).toBe(available);
  });
});

describe('total price in cents', () => {
  const winery = { price_adult: 25, price_child: 12.5, price_baby: 0 };

  it.each([
    [group(1), 2500],
    [group(2, 1, 1), 6250],
    [group(0, 0, 3), 0],
    [group(0, 3), 3750],
  ])('%o costs %s cents', (visitors, cents) => {
    expect(totalPriceCents(winery, visitors)).toBe(cents);
  });

  it('has no floating-point drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(totalPriceCents({ price_adult: 19.99, price_child: 0.07, price_baby: 5 }, group(3, 3, 1))).toBe(
      5997 + 21 + 500,
    );
  });
});
