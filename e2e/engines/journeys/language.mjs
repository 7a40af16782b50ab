/**
 * The language switch (e2e/specs/pages.spec.ts): the same page in the other language, and back.
 */
export default {
  name: 'language',
  title: 'the language switch: the same page in English, then in Spanish again',
  async run({ page, expect, step }) {
    await step('Spanish to English', async () => {
      await page.visit('/es/la-bodega');
      await expect(page.role('heading', { level: 1, name: 'La bodega' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await page.role('link', { name: 'English' }).click();
      await expect(page).toHaveURL('/en/the-winery');
      await expect(page.role('heading', { level: 1, name: 'The winery' })).toBeVisible();
      await expect(page).toHaveTitle(/The winery/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.role('link', { name: 'Casa Solera, home page' })).toBeVisible();
      await page.screenshot('english');
    });

    await step('English to Spanish', async () => {
      await page.role('link', { name: 'Español' }).click();
      await expect(page).toHaveURL('/es/la-bodega');
      await expect(page.role('heading', { level: 1, name: 'La bodega' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.role('link', { name: 'Casa Solera, página de inicio' })).toBeVisible();
    });
  },
};
