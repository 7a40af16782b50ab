/**
 * The language switch (e2e/specs/pages.spec.ts): the same page in the other language, and back. Its texts
 * are the flow's (e2e/journeys-data.mjs `languageSwitch`).
 */
import { languageSwitch } from '../../journeys-data.mjs';

export default {
  name: 'language',
  title: 'the language switch: the same page in English, then in Spanish again',
  async run({ page, expect, step }) {
    const { es, en } = languageSwitch;
    await step('Spanish to English', async () => {
      await page.visit(es.path);
      await expect(page.role('heading', { level: 1, name: es.heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await page.role('link', { name: en.link }).click();
      await expect(page).toHaveURL(en.path);
      await expect(page.role('heading', { level: 1, name: en.heading })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(en.heading));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.role('link', { name: en.home })).toBeVisible();
      await page.screenshot('english');
    });

    await step('English to Spanish', async () => {
      await page.role('link', { name: es.link }).click();
      await expect(page).toHaveURL(es.path);
      await expect(page.role('heading', { level: 1, name: es.heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.role('link', { name: es.home })).toBeVisible();
    });
  },
};
