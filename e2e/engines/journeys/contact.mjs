/**
 * The contact form (e2e/specs/forms.spec.ts, "a visitor sends a message"): the payload, the confirmation.
 * Its data and texts are the flow's (e2e/journeys-data.mjs `contactMessage`).
 */
import { apiPaths, contactMessage } from '../../journeys-data.mjs';
import { choose } from './support.mjs';

export default {
  name: 'contact',
  title: 'the contact form sent: the payload, then the confirmation',
  async run({ page, expect, sent, step }) {
    const main = page.role('main');
    await step('the form filled in', async () => {
      await page.visit(contactMessage.path);
      await expect(page.role('heading', { level: 1, name: contactMessage.heading })).toBeVisible();
      await choose(
        page,
        page.role('combobox', { name: contactMessage.subjectField }),
        contactMessage.subject,
      );
      for (const [key, value] of Object.entries(contactMessage.typed))
        await main.role('textbox', { name: contactMessage.fields[key] }).fill(value);
      await main.role('checkbox', { name: contactMessage.consent }).check();
      await page.screenshot('filled');
    });

    await step('sent: the payload, then the confirmation takes focus', async () => {
      const message = sent.next('POST', apiPaths.sendContact);
      await page.role('button', { name: contactMessage.send }).click();
      const { body } = await message;
      expect(body).toMatchObject(contactMessage.sent);
      expect(body.captcha_key).toMatch(contactMessage.captchaKey);
      const title = page.role('heading', { level: 2, name: contactMessage.sentHeading });
      await expect(title).toBeFocused();
      await expect(main).toContainText(contactMessage.reply);
      await page.screenshot('sent');
    });
  },
};
