/**
 * Data and helpers the journeys share, the same as the Chromium flows' (e2e/specs/support.ts and the
 * specs' own helpers): the embedded backend's members, test cards and calendar rules, and the few moves
 * several journeys make. Kept in step with those by hand: the flows are TypeScript that Node 20 cannot run.
 */
import { expect } from '../lib/page.mjs';

/** Members of the embedded backend (features/core/src/backend/members.ts), password `vendimia`. */
export const members = {
  jon: { email: 'jon@example.com', password: 'vendimia', name: 'Jon' },
  lucia: { email: 'lucia@example.com', password: 'vendimia', name: 'Lucía' },
};

/** The embedded test card form's cards (README, "Booking on the embedded backend"). */
export const cards = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' };

/**
 * Chooses an option of a select (opening its list when it is closed). The select ignores a release that
 * comes right as its list opens, so a press it ignored is made again, as in the flows' `choose`.
 */
export async function choose(page, combobox, option) {
  await expect.poll(
    async () => {
      if (!(await page.role('listbox').isVisible())) await combobox.click({ timeout: 3_000 });
      await page.role('option', { name: option, exact: true }).click({ timeout: 2_000 });
      await expect(combobox).toContainText(option, { timeout: 1_000 });
    },
    () => {},
    { timeout: 10_000, what: `choose ${option} in ${combobox}` },
  );
}

// ---- The booking calendar (features/booking/src/fake/fixtures.ts `calendarRules`) ----

const specialDaysOfMonth = [7, 14, 21, 28, 10, 15, 20, 25];
const pad = (n) => String(n).padStart(2, '0');

/** The next ordinary open day after today (no closed, full or conflicting day of the month). */
export function openDay() {
  const today = new Date();
  const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  while (specialDaysOfMonth.includes(date.getDate())) date.setDate(date.getDate() + 1);
  const year = date.getFullYear();
  const month = date.getMonth() + 1;
  const day = date.getDate();
  return { year, month, day, iso: `${year}-${pad(month)}-${pad(day)}` };
}

export const monthNames = {
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};

/** "17:30" → "5:30 PM" (SPEC §9: slot times show AM/PM). */
export function slotTime(time) {
  const [h, m] = time.split(':').map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${pad(m)} ${h >= 12 ? 'PM' : 'AM'}`;
}

/** A slot radio's accessible name ends with the day and the time: "…, 23 de noviembre, 5:30 PM". */
export function slotName(day, time) {
  return new RegExp(`\\b${day.day} de ${monthNames.es[day.month - 1]}, ${slotTime(time)}$`);
}

/** The confirmation's "Fecha y hora": the booked day, then the time AM/PM. */
export const bookedDateAndTime = /^[a-záéíóúñ]+, \d{1,2} de [a-z]+ de \d{4}, a las \d{1,2}:\d{2} [AP]M$/;
