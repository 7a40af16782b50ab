// @slices content
import type { Page } from '@playwright/test';
import { anyViewport, expect, test } from './support.ts';

// Round trips to the server without JavaScript: its answer is the same HTML at any width, so these run on
// the desktop only (the phone's own layout of these pages is covered by the flows with JavaScript).

/** The live status above the results: the count (and the page, when there are several). */
const status = (page: Page) => page.getByRole('main').locator('p[role="status"]');

/** The address is `path` with exactly these filters (the form sends "all" as an empty field). */
const filteredAs = (path: string, filters: Record<string, string>) => (url: URL) =>
  url.pathname === path &&
  [...url.searchParams].filter(([, value]) => value !== '').every(([key, value]) => filters[key] === value) &&
  Object.entries(filters).every(([key, value]) => url.searchParams.get(key) === value);

test.describe('the list filters without JavaScript (issue #28)', anyViewport, () => {
  test.use({ javaScriptEnabled: false });

  test('the press is filtered by a submitted form, paged by links and reset by a link', async ({ page }) => {
    await page.goto('/es/prensa');
    await expect(status(page)).toHaveText('40 artículos · Página 1 de 10');
    // Only the native controls are offered: the selects that need the page's code are not shown.
    const year = page.getByRole('combobox', { name: 'Año' });
    await expect(year).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Quitar filtros' })).toHaveCount(0);

    await test.step('a year, then the submit button: the page loads with it in the address', async () => {
      await year.selectOption({ label: '2024' });
      await page.getByRole('button', { name: 'Filtrar' }).click();
      await expect(page).toHaveURL(filteredAs('/es/prensa', { year: '2024' }));
      await expect(status(page)).toHaveText('11 artículos · Página 1 de 3');
      await expect(year).toHaveValue('2024');
    });

    await test.step('the pages are links that keep the filter', async () => {
      await page
        .getByRole('navigation', { name: 'Páginas de artículos' })
        .getByRole('link', { name: 'Página 2' })
        .click();
      await expect(page).toHaveURL('/es/prensa?year=2024&p=2');
      await expect(status(page)).toHaveText('11 artículos · Página 2 de 3');
    });

    await test.step('the reset link brings every article back', async () => {
      await page.getByRole('link', { name: 'Quitar filtros' }).click();
      await expect(page).toHaveURL('/es/prensa');
      await expect(status(page)).toHaveText('40 artículos · Página 1 de 10');
      await expect(year).toHaveValue('');
      await expect(page.getByRole('link', { name: 'Quitar filtros' })).toHaveCount(0);
    });
  });

  test('the videos by category, in English', async ({ page }) => {
    await page.goto('/en/videos');
    await expect(status(page)).toHaveText('22 videos · Page 1 of 6');
    const category = page.getByRole('combobox', { name: 'Category', exact: true });
    // Its subcategories come once a category is chosen, as with JavaScript.
    await expect(page.getByRole('combobox', { name: 'Subcategory' })).toBeDisabled();

    await category.selectOption({ label: 'Vineyard' });
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(filteredAs('/en/videos', { cat_id: '32' }));
    await expect(status(page)).toHaveText('11 videos · Page 1 of 3');
    await expect(category).toHaveValue('32');
    await expect(page.getByRole('combobox', { name: 'Subcategory' })).toBeEnabled();

    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/en/videos');
    await expect(status(page)).toHaveText('22 videos · Page 1 of 6');
  });
});
