/**
 * The moves several journeys make, as the Chromium flows' helpers (e2e/specs/support.ts) make them. Their
 * data (the members, the test cards, the calendar, what is typed and expected) is the flows' own:
 * e2e/journeys-data.mjs.
 */
import { bookingClientFields, bookingText, shownMonth } from '../../journeys-data.mjs';
import { expect } from '../lib/page.mjs';

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

/**
 * Step 2 of a booking: shows the day's month (the year first: this year's months start at the current
 * one).
 */
export async function showMonthOf(page, day) {
  const main = page.role('main');
  const year = main.role('combobox', { name: bookingText.es.year });
  const month = main.role('combobox', { name: bookingText.es.month });
  if ((await year.textContent()) !== String(day.year)) await choose(page, year, String(day.year));
  const monthName = shownMonth(day, 'es');
  if ((await month.textContent()) !== monthName) await choose(page, month, monthName);
}

/**
 * Step 3 of a booking: the visitor's fields (a region chosen, a comment typed when there are), the
 * privacy policy accepted and, when asked, the newsletter.
 */
export async function fillClientStep(page, visitor, { newsletter = false } = {}) {
  const form = page.role('main').role('form', { name: bookingText.es.clientForm });
  const { region, comment, ...fields } = visitor;
  for (const [key, value] of Object.entries(fields))
    await form.role('textbox', { name: bookingClientFields[key] }).fill(value);
  if (region) await choose(page, form.role('combobox', { name: bookingClientFields.region }), region);
  if (comment !== undefined) await form.role('textbox', { name: bookingClientFields.comment }).fill(comment);
  await form.role('checkbox', { name: bookingClientFields.consent }).check();
  if (newsletter) await form.role('checkbox', { name: bookingClientFields.newsletter }).check();
}
