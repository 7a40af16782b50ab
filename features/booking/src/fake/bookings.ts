import { inLanguage } from '@cepa/core/i18n';
import { HttpResponse } from 'msw';
import { backend } from '@cepa/core/backend';
import type { Language } from '@cepa/core/config';
import {
  bookingConfirmationSchema,
  type BookingConfirmation,
  type BookingData,
  type BookingIntentPayload,
  type RedeemVoucherPayload,
  type VisitorGroupData,
} from '../api';
import { fromBookingDate } from '../mappers';
import { visitorTotal } from '../rules';
import { badRequest } from './answers';
import { baseCapacity, experienceFixture, isTakenAtIntent, type ExperienceFixture } from './fixtures';

/**
 * Bookings once confirmed, by a captured payment or a redeemed voucher: the places each takes in its
 * slot, the check a new one passes against the experience and the calendar, and the confirmation
 * that the capture and the redemption check answer (with the tag manager's data the first time).
 * Also what the booking calls received, for tests and stories.
 */

/** A confirmed booking: it takes places in its slot. */
type BookingRecord = { experienceId: number; date: string; visitors: number; origin: string };

/**
 * Captured bookings and redemptions: they take places in their slots. Not capped: the calendar's
 * places bound it (a full slot takes no more), and dropping one would give its places away twice.
 */
export const confirmedBookings = backend.store<BookingRecord[]>(() => []);

/**
 * What the booking calls received, for tests and stories to assert on: every well-formed booking
 * intent and redeem payload (accepted or not), every capture's payment_intent and every voucher check.
 */
export const bookingReceived = backend.store(() => ({
  intents: [] as BookingIntentPayload[],
  redemptions: [] as RedeemVoucherPayload[],
  captures: [] as string[],
  voucherChecks: [] as { full_code: string; site: string; language: string }[],
}));

export function placesLeft(fixture: ExperienceFixture, day: string, time: string): number {
  const date = `${day}T${time}`;
  const taken = confirmedBookings
    .get()
    .filter((b) => b.experienceId === fixture.id && b.date === date)
    .reduce((sum, b) => sum + b.visitors, 0);
  return baseCapacity(fixture, day, time) - taken;
}

export function groupSize(group: VisitorGroupData): number {
  return visitorTotal({
    adults: group.adults_number,
    children: group.children_number,
    babies: group.babies_number,
  });
}

/** Checks a booking request against the experience and the calendar: a Response when refused. */
export function refuseBooking(
  group: VisitorGroupData,
  booking: BookingData,
  /** A voucher's participants_number, which overrides the experience's max (SPEC §5). */
  maxOverride: number | null = null,
): Response | null {
  const fixture = experienceFixture(booking.experience_id);
  if (!fixture || fixture.brand !== booking.site) return badRequest('EXPERIENCE_NOT_FOUND');
  if (!fixture.languages.includes(booking.language)) return badRequest('INVALID_LANGUAGE');
  const size = groupSize(group);
  const max = maxOverride ?? fixture.max_visitors;
  if (size < Math.min(fixture.min_visitors, max) || size > max) {
    return badRequest('INVALID_VISITOR_NUMBER');
  }
  const { day, time } = fromBookingDate(booking.date);
  if (placesLeft(fixture, day, time) < size || isTakenAtIntent(fixture, day, time)) {
    return HttpResponse.json({ detail: 'SLOT_NOT_AVAILABLE' }, { status: 409 });
  }
  return null;
}

/**
 * A booking's confirmation, the experience named in `language` (the page's that asks, Cepa's own
 * `?language=`), or in the language the visitor booked in when it does not say.
 */
export function confirmation(
  group: VisitorGroupData,
  booking: BookingData,
  track: Record<string, unknown> | null,
  language: Language | null = null,
): BookingConfirmation {
  const fixture = experienceFixture(booking.experience_id);
  return bookingConfirmationSchema.parse({
    booking: {
      experience_name: (fixture && inLanguage(fixture.name, language ?? group.web_language)) ?? '',
      total_visitors: groupSize(group),
      language: booking.language,
      date: booking.date,
    },
    track_gtm_booking: track,
    newsletter: group.has_newsletter_subscription,
  });
}

export function trackData(
  reference: string,
  group: VisitorGroupData,
  booking: BookingData,
  valueCents: number,
) {
  return {
    reference,
    experience_id: booking.experience_id,
    experience_name:
      inLanguage(experienceFixture(booking.experience_id)?.name ?? { es: '', en: '' }, group.web_language) ??
      '',
    date: booking.date,
    total_visitors: groupSize(group),
    value: valueCents / 100,
    currency: 'EUR',
    site: booking.site,
  };
}
