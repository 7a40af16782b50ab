/**
 * A paid booking (e2e/specs/booking.spec.ts, "from an experience card to the confirmation"): the card's
 * book button, the four steps, the embedded test card, the booking intent's payload, the capture, and the
 * confirmation. Its data and texts are the flow's (e2e/journeys-data.mjs `paidBooking`).
 */
import {
  apiPaths,
  bookingBillingFields,
  bookingText,
  cards,
  consentDate,
  paidBooking,
  slotName,
  upcomingDay,
} from '../../journeys-data.mjs';
import { choose, fillClientStep, showMonthOf } from './support.mjs';

const text = bookingText.es;

export default {
  name: 'booking',
  title: 'an experience card → the four steps → the test card → the confirmation',
  async run({ page, expect, sent, step, engine }) {
    const main = page.role('main');
    const day = upcomingDay();
    const email = `ana.${engine}.${Date.now()}@example.com`;
    const expectStep = async (n) => {
      await expect(main.role('heading', { level: 2, name: text.steps[n - 1], exact: true })).toBeVisible();
      await expect(main.role('list', { name: text.stepList }).locator('[aria-current="step"]')).toContainText(
        text.steps[n - 1],
      );
    };

    await step('the experience card’s book button opens step 1 for that experience', async () => {
      await page.visit(paidBooking.experiences);
      await main
        .role('link', { name: paidBooking.bookButton, description: paidBooking.experience.title })
        .click();
      await expect(page).toHaveURL(paidBooking.arrival);
      await expect(page.role('heading', { level: 1, name: paidBooking.heading })).toBeVisible();
      await expect(main).toContainText(paidBooking.experienceLine);
      await expectStep(1);
    });

    await step('step 1: the language and the visitors; the price', async () => {
      const next = main.role('button', { name: text.chooseDate });
      await expect(next).toBeDisabled();
      await choose(page, main.role('combobox', { name: text.language }), paidBooking.visitLanguage);
      const adults = main.role('spinbutton', { name: text.adults, exact: true });
      await adults.fill(String(paidBooking.adults));
      await adults.press('Enter');
      const children = main.role('spinbutton', { name: text.children });
      await children.fill(String(paidBooking.children));
      await children.press('Enter');
      await expect(main.role('status').filter({ hasText: paidBooking.visitors })).toContainText(
        paidBooking.price,
      );
      await page.screenshot('step-1');
      await next.click();
    });

    await step('step 2: a day and a time', async () => {
      await expectStep(2);
      const next = main.role('button', { name: text.next });
      await expect(next).toBeDisabled();
      await showMonthOf(page, day);
      const slot = slotName(day, paidBooking.time, 'es');
      // The time slots are radios drawn as chips (the input is visually hidden under its label).
      await main
        .locator('[data-slot="time-slot"]')
        .filter({ has: page.role('radio', { name: slot }) })
        .click();
      await expect(main.role('radio', { name: slot })).toBeChecked();
      await page.screenshot('step-2');
      await next.click();
    });

    await step('step 3: the visitor', async () => {
      await expectStep(3);
      await fillClientStep(page, paidBooking.visitor(email), { newsletter: true });
      await main.role('button', { name: text.next }).click();
    });

    await step('step 4: the billing address, then the card', async () => {
      await expectStep(4);
      const form = main.role('form', { name: text.billingForm });
      for (const [key, value] of Object.entries(paidBooking.billing(email)))
        await form.role('textbox', { name: bookingBillingFields[key] }).fill(value);
      await main.role('button', { name: text.continueToPayment }).click();
      await expect(main.role('heading', { level: 3, name: text.payment })).toBeVisible();
      await expect(main).toContainText(paidBooking.totalToPay);
      await main.role('textbox', { name: text.cardNumber }).fill(cards.success);
      await main.role('textbox', { name: text.expiry }).fill(cards.expiry);
      await main.role('textbox', { name: text.cvc }).fill(cards.cvc);
      await page.screenshot('payment');
    });

    const intent = sent.next('POST', apiPaths.bookingIntent);
    const capture = sent.next('POST', apiPaths.bookingCapture);
    await main.role('button', { name: paidBooking.pay }).click();

    await step('the booking intent: SPEC §7 fields, trimmed and lower-cased', async () => {
      const { body } = await intent;
      expect(body).toMatchObject(paidBooking.intent(email, day));
      expect(body.captcha_key).toMatch(/\S/);
      expect(body.visitor_group_data.consent_date).toMatch(consentDate);
    });

    await step('the confirmation captures the payment and shows the booking', async () => {
      await expect(page).toHaveURL(paidBooking.confirmation, { timeout: 20_000 });
      await expect(page.role('heading', { level: 1, name: text.confirmed })).toBeVisible();
      const query = new URL(await page.url()).searchParams;
      expect(query.get('redirect_status')).toBe('succeeded');
      expect((await capture).body).toEqual({ payment_intent: query.get('payment_intent') });
      await expect(main.role('term')).toHaveText(text.confirmationTerms);
      await expect(main.role('definition')).toHaveText(paidBooking.confirmed);
      await expect(main.role('link', { name: paidBooking.moreExperiences.name })).toHaveAttribute(
        'href',
        paidBooking.moreExperiences.href,
      );
      await page.screenshot('confirmation');
    });
  },
};
