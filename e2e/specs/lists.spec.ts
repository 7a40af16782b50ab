// @slices content
import type { Page } from '@playwright/test';
import { pressList, projectsList } from '../journeys-data.mjs';
import { anyViewport, choose, expect, expectChosen, tabTo, test } from './support.ts';

/** The live status above the results: the count (and the page, when there are several). */
const status = (page: Page) => page.getByRole('main').locator('p[role="status"]');

const results = (page: Page, name: string) => page.getByRole('list', { name });

/** The first result's heading, which tells one page of results from another. */
const firstResult = (page: Page, name: string) => results(page, name).getByRole('heading').first();

test.describe('press, projects and videos lists (SPEC §2, §3, §9)', () => {
  test('the press is filtered, paged, reloaded, walked back and forward, and reset', async ({ page }) => {
    const { year, page2, category, none } = pressList;
    await page.goto(pressList.path);
    await expect(status(page)).toHaveText(pressList.all);
    await expect(results(page, pressList.list).getByRole('listitem')).toHaveCount(pressList.perPage);

    await test.step('a year, then a category: back to page 1 each time', async () => {
      await choose(page, page.getByRole('combobox', { name: year.label }), year.option);
      await expect(page).toHaveURL(year.path);
      await expect(status(page)).toHaveText(year.status);
      await page.getByRole('link', { name: page2.link }).click();
      await expect(page).toHaveURL(page2.path);
      await expect(status(page)).toHaveText(page2.status);
      await expect(firstResult(page, pressList.list)).toHaveText(page2.first);
      await choose(page, page.getByRole('combobox', { name: category.label }), category.option);
      await expect(page).toHaveURL(category.path);
      await expect(status(page)).toHaveText(category.status);
      // One page of results: no pagination.
      await expect(page.getByRole('navigation', { name: pressList.pages })).toBeHidden();
    });

    await test.step('a reload shows the same', async () => {
      await page.reload();
      await expect(status(page)).toHaveText(category.status);
      await expectChosen(page.getByRole('combobox', { name: category.label }), category.option);
    });

    await test.step('back and forward: the address and the results agree', async () => {
      await page.goBack();
      await expect(page).toHaveURL(page2.path);
      await expect(status(page)).toHaveText(page2.status);
      await expect(firstResult(page, pressList.list)).toHaveText(page2.first);
      await page.goBack();
      await expect(page).toHaveURL(year.path);
      await expect(status(page)).toHaveText(year.status);
      await page.goForward();
      await expect(page).toHaveURL(page2.path);
      await expect(status(page)).toHaveText(page2.status);
    });

    await test.step('no results, said as such, and the reset', async () => {
      await choose(page, page.getByRole('combobox', { name: year.label }), none.year);
      await choose(page, page.getByRole('combobox', { name: category.label }), none.category);
      await expect(page).toHaveURL(none.path);
      await expect(status(page)).toHaveText(none.status);
      await expect(results(page, pressList.list)).toHaveCount(0);
      await page.getByRole('button', { name: pressList.reset }).click();
      await expect(page).toHaveURL(pressList.path);
      await expect(status(page)).toHaveText(pressList.all);
      await expectChosen(page.getByRole('combobox', { name: year.label }), pressList.anyYear);
    });
  });

  // The server's HTML does not depend on the viewport: the desktop project runs it.
  test(
    'the server’s HTML carries the address’s page of results, and a bad query does no harm',
    anyViewport,
    async ({ request }) => {
      const html = async (path: string) => {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        return response.text();
      };
      const press = await html('/es/prensa/?year=2024&p=2');
      expect(press).toContain(pressList.page2.first);
      expect(press).toContain(pressList.page2.status);
      // The pages are links: they work before the page's code has loaded.
      expect(press).toContain('href="/es/prensa?year=2024&amp;p=3"');
      const projects = await html('/en/projects?cat_id=13');
      expect(projects).toContain('3 projects');
      const videos = await html('/es/videos?subcat_id=311&p=2');
      expect(videos).toContain('Barricas: capítulo 5');
      const nonsense = await html('/es/prensa?p=abc&year=19&category=%3Cscript%3E&p=-4');
      expect(nonsense).toContain(pressList.all);
      const beyond = await html('/en/press?p=500');
      expect(beyond).toContain('40 articles · Page 10 of 10');
    },
  );

  test('projects by category and videos by category and subcategory, in English', async ({ page }) => {
    await page.goto(projectsList.path);
    await expect(status(page)).toHaveText(projectsList.all);
    await choose(page, page.getByRole('combobox', { name: 'Category' }), 'Oenology');
    await expect(page).toHaveURL('/en/projects?cat_id=12');
    await expect(status(page)).toHaveText('7 projects · Page 1 of 2');
    await page.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL('/en/projects?cat_id=12&p=2');
    await expect(results(page, 'Projects').getByRole('listitem')).toHaveCount(3);
    await choose(page, page.getByRole('combobox', { name: 'Category' }), 'Archive');
    await expect(status(page)).toHaveText('No projects match this filter.');

    await page.goto('/en/videos?cat_id=32&p=2');
    await expect(status(page)).toHaveText('11 videos · Page 2 of 3');
    await choose(page, page.getByRole('combobox', { name: 'Subcategory' }), 'Harvest');
    await expect(page).toHaveURL('/en/videos?cat_id=32&subcat_id=322');
    await expect(status(page)).toHaveText('5 videos · Page 1 of 2');
    // A new category starts without a subcategory: one of the old category's would not belong.
    await choose(page, page.getByRole('combobox', { name: 'Category', exact: true }), 'Winery');
    await expect(page).toHaveURL('/en/videos?cat_id=31');
    await expectChosen(page.getByRole('combobox', { name: 'Subcategory' }), 'All subcategories');
    await page.goBack();
    await expect(page).toHaveURL('/en/videos?cat_id=32&subcat_id=322');
    await expectChosen(page.getByRole('combobox', { name: 'Subcategory' }), 'Harvest');
    await expect(status(page)).toHaveText('5 videos · Page 1 of 2');
  });

  test('a failed call says so and keeps the filters; retry brings the results', async ({ page, fault }) => {
    await page.goto('/es/proyectos');
    await fault('GET /api/idi_projects/', { status: 500, times: 1 });
    await choose(page, page.getByRole('combobox', { name: 'Categoría' }), 'Patrimonio');
    await expect(page).toHaveURL('/es/proyectos?cat_id=13');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('No hemos podido cargar la lista');
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await expect(alert).toBeHidden();
    await expect(status(page)).toHaveText('3 proyectos');
    await expect(results(page, 'Proyectos').getByRole('listitem')).toHaveCount(3);
  });

  test('the videos list with the keyboard only', async ({ page, hasTouch }) => {
    test.skip(
      hasTouch,
      'the list’s own keys: a touch screen’s select is the browser’s, with the browser’s keys',
    );
    await page.goto('/es/videos');
    const category = page.getByRole('combobox', { name: 'Categoría', exact: true });
    await tabTo(page, category);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('option', { name: 'Todas las categorías' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Bodega' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Viñedo' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/es/videos?cat_id=32');
    await expect(category).toBeFocused();
    await expect(status(page)).toHaveText('11 vídeos · Página 1 de 3');
    const next = page.getByRole('link', { name: 'Página siguiente' });
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/es/videos?cat_id=32&p=2');
    await expect(next).toBeFocused();
    await expect(status(page)).toHaveText('11 vídeos · Página 2 de 3');
    const reset = page.getByRole('button', { name: 'Quitar filtros' });
    await tabTo(page, reset, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/es/videos');
    await expect(reset).toBeFocused();
    await expect(status(page)).toHaveText('22 vídeos · Página 1 de 6');
  });
});
