/**
 * A voucher redeemed (e2e/specs/voucher.spec.ts and booking.spec.ts, "voucher booking"): a refusal, then a
 * unique voucher's card, the booking with it (no payment: the button reads finish), the redemption's
 * payload and the confirmation. A unique voucher is single-use: each engine redeems its own, Firefox Casa
 * Solera's and WebKit Isla Brava's (whose age gate comes first). Its data and texts are the flows'
 * (e2e/journeys-data.mjs).
 */
import {
  apiPaths,
  ageGate,
  bookedDateAndTime,
  bookingText,
  confirmationPath,
  paidBooking,
  slotName,
  uniqueVouchers,
  upcomingDay,
  voucherOutcomes,
  voucherPage,
  voucherTexts,
  voucherVisitLanguage,
  voucherVisitor,
} from '../../journeys-data.mjs';
import { choose, fillClientStep, showMonthOf } from './support.mjs';

const text = bookingText.es;
const outdated = voucherOutcomes.outdated;
const vouchers = { firefox: uniqueVouchers.solera, webkit: uniqueVouchers.brava };
/** The voucher's group: two adults, within either voucher's participants. */
const adults = 2;

export default {
  name: 'voucher',
  title: 'a voucher refused, then one redeemed: the booking without payment, the confirmation',
  async run({ page, expect, sent, step, engine, origin, bravaOrigin }) {
    // Chromium (triage only, run alone) takes Firefox's.
    const voucher = vouchers[engine] ?? vouchers.firefox;
    const site = voucher.brand === 'solera' ? origin : bravaOrigin;
    const main = page.role('main');
    const day = upcomingDay();
    const email = `regalo.${engine}.${Date.now()}@example.com`;
    const code = main.role('textbox', { name: voucherPage.code });
    const check = main.role('button', { name: voucherPage.check });

    await step('from the experiences page to the voucher page', async () => {
      await page.visit(`${site}${paidBooking.experiences}`);
      if (voucher.brand === 'brava') {
        const gate = page.role('dialog', { name: ageGate.es.question });
        await gate.role('button', { name: ageGate.es.yes }).click();
        await expect(gate).toBeHidden();
      }
      await main.role('link', { name: voucherPage.link }).click();
      await expect(page).toHaveURL(`${site}${voucherPage.path}`);
      await expect(page.role('heading', { level: 1, name: voucherPage.heading })).toBeVisible();
    });

    await step('an outdated voucher: the query as typed, its message, the code kept', async () => {
      const checked = sent.next('GET', apiPaths.checkVoucher);
      await code.fill(outdated.code);
      await check.click();
      expect((await checked).query).toEqual({
        full_code: outdated.code,
        site: voucher.brand,
        language: 'es',
      });
      await expect(main.locator('[data-slot="voucher-outcome"]')).toHaveText(outdated.message);
      await expect(code).toHaveValue(outdated.code);
    });

    await step('the unique voucher: its card, then the booking with it', async () => {
      await code.fill(voucher.code);
      await check.click();
      const card = main.role('region', { name: voucherPage.card(voucher.code) });
      await expect(card.role('term')).toHaveText(voucherPage.cardTerms);
      await expect(card.role('definition').first()).toHaveText(voucher.experience);
      await expect(card.role('definition').nth(1)).toHaveText(voucherTexts.participants(voucher));
      await page.screenshot('voucher-card');
      await main.role('button', { name: voucherPage.continue }).click();
      await expect(page).toHaveURL(
        new RegExp(`${voucherTexts.bookingPath(voucher).replace('?', '\\?')}(#|$)`),
      );
      await expect(main).toContainText(voucherTexts.experience(voucher));
      await expect(main).toContainText(voucherTexts.upTo(voucher));
    });

    await step('the steps: language, visitors, a day and time, the visitor; finish', async () => {
      await choose(page, main.role('combobox', { name: text.language }), voucherVisitLanguage);
      const adultsField = main.role('spinbutton', { name: text.adults, exact: true });
      await adultsField.fill(String(adults));
      await adultsField.press('Enter');
      await main.role('button', { name: text.chooseDate }).click();
      await showMonthOf(page, day);
      // The day's first time (each experience has its own times).
      const slot = main.locator('[data-slot="time-slot"]').first();
      await slot.click();
      await expect(slot.role('radio', { name: slotName(day, undefined, 'es') })).toBeChecked();
      await main.role('button', { name: text.next }).click();
      await expect(main.role('button', { name: text.next })).toHaveCount(0);
      await fillClientStep(page, voucherVisitor(email));
      await page.screenshot('visitor');
    });

    await step('the redemption: its payload, then the confirmation', async () => {
      const redeemed = sent.next('POST', apiPaths.redeemVoucher);
      await main.role('button', { name: text.finish }).click();
      const { body } = await redeemed;
      expect(body).toMatchObject({
        full_code: voucher.code,
        visitor_group_data: {
          email,
          adults_number: adults,
          children_number: 0,
          babies_number: 0,
          web_language: 'es',
          site: voucher.brand,
        },
        booking_data: { experience_id: voucher.experienceId, language: 'en', site: voucher.brand },
      });
      expect(body.booking_data.date).toMatch(new RegExp(`^${day.iso}T\\d{2}:\\d{2}$`));
      expect('billing_address_data' in body).toBe(false);
      await expect(page).toHaveURL(new RegExp(`${confirmationPath.es}\\?voucher_redemption=\\d+$`), {
        timeout: 20_000,
      });
      await expect(page.role('heading', { level: 1, name: text.confirmed })).toBeVisible();
      await expect(main.role('definition')).toHaveText([
        voucher.experience,
        bookedDateAndTime,
        `${adults} personas`,
        voucherVisitLanguage,
      ]);
      await page.screenshot('confirmation');
    });
  },
};
