import type { BookingOptions, Experience, SlotOptions } from './api';

/** The booking's business rules (SPEC §4, §5, §9), pure so they are tested from the SPEC's tables. */

export type Visitors = { adults: number; children: number; babies: number };
export type VisitorLimits = { min: number; max: number };

/** SPEC §9: 1 to 20 visitors unless the server's options say otherwise. */
export const defaultVisitorLimits: VisitorLimits = { min: 1, max: 20 };

/** SPEC §9: children are 5 to 17, babies up to 4 (the labels beside the counters). */
export const ageRanges = {
  children: { from: 5, to: 17 },
  babies: { from: 0, to: 4 },
} as const;

/**
 * The visitor limits: the server's min/max (defaults 1/20), and a voucher's participants_number
 * overrides the max (SPEC §5). The min never exceeds the max.
 */
export function visitorLimits(
  options?: Pick<BookingOptions, 'min_visitors' | 'max_visitors'> | null,
  voucher?: { participants_number: number | null } | null,
): VisitorLimits {
  const min = options?.min_visitors ?? defaultVisitorLimits.min;
  const max = voucher?.participants_number ?? options?.max_visitors ?? defaultVisitorLimits.max;
  return { min: Math.min(min, max), max };
}

export function visitorTotal(visitors: Visitors): number {
  return visitors.adults + visitors.children + visitors.babies;
}

export function isVisitorTotalAllowed(visitors: Visitors, limits: VisitorLimits): boolean {
  const total = visitorTotal(visitors);
  return total >= limits.min && total <= limits.max;
}

/** SPEC §5: when the total is below the min, adults is raised so the total reaches it. */
export function raiseAdultsToMin<V extends Visitors>(visitors: V, limits: VisitorLimits): V {
  const missing = limits.min - visitorTotal(visitors);
  return missing > 0 ? { ...visitors, adults: visitors.adults + missing } : visitors;
}

/** The most a counter may reach with the other two as they are (the picker's max). */
export function counterMax(visitors: Visitors, key: keyof Visitors, limits: VisitorLimits): number {
  return Math.max(0, limits.max - (visitorTotal(visitors) - visitors[key]));
}

/** SPEC §4: step 1's next is disabled when the total is outside min/max or no language is chosen. */
export function canLeaveVisitorsStep(
  visitors: Visitors & { language?: string | null },
  limits: VisitorLimits,
): boolean {
  return Boolean(visitors.language) && isVisitorTotalAllowed(visitors, limits);
}

// ---- Months and years (SPEC §5, §9) ----

export type YearMonth = { year: number; month: number };

/** Today's year and month (1-12) in local time. */
export function currentYearMonth(today: Date = new Date()): YearMonth {
  return { year: today.getFullYear(), month: today.getMonth() + 1 };
}

/** SPEC §9: the current year and the next. */
export function yearOptions(today: Date = new Date()): number[] {
  const { year } = currentYearMonth(today);
  return [year, year + 1];
}

/** SPEC §5: no month earlier than the current one; only this year and the next. */
export function isMonthAllowed({ year, month }: YearMonth, today: Date = new Date()): boolean {
  const now = currentYearMonth(today);
  if (month < 1 || month > 12 || !yearOptions(today).includes(year)) return false;
  return year > now.year || month >= now.month;
}

/** The server's month options that may be chosen in `year` (value '1'..'12'). */
export function monthOptionsFor<O extends { value: string }>(
  options: O[],
  year: number,
  today: Date = new Date(),
): O[] {
  return options.filter((option) => isMonthAllowed({ year, month: Number(option.value) }, today));
}

/**
 * The month to show after a year change: the same month if allowed, else the first allowed one
 * (this month when going back to the current year).
 */
export function clampMonth({ year, month }: YearMonth, today: Date = new Date()): YearMonth {
  if (isMonthAllowed({ year, month }, today)) return { year, month };
  const now = currentYearMonth(today);
  return year === now.year ? now : { year, month: 1 };
}

// ---- Slots (SPEC §4, §5, §9) ----

// Slot times are shown AM/PM by the design system's `formatSlotTime` (SPEC §9).

/** Days that have at least one slot (a day listed with no slots is full). */
export function availableDays(options: SlotOptions): SlotOptions {
  return options.filter((option) => option.slots.length > 0);
}

/** SPEC §5: the chosen date must be one of the offered slots. */
export function isSlotAvailable(options: SlotOptions, day: string, time: string): boolean {
  return options.some((option) => option.day === day && option.slots.includes(time));
}

// ---- Price ----

/** Euro (as the wire sends it) to cents, without floating-point drift. */
export function toCents(euros: number): number {
  return Math.round(euros * 100);
}

/** The booking's total in cents: adults, children and babies at their prices. */
export function totalPriceCents(
  experience: Pick<Experience, 'price_adult' | 'price_child' | 'price_baby'>,
  visitors: Visitors,
): number {
  return (
    toCents(experience.price_adult) * visitors.adults +
    toCents(experience.price_child) * visitors.children +
    toCents(experience.price_baby) * visitors.babies
  );
}
