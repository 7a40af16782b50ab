/**
 * A content list (e2e/specs/lists.spec.ts, the press): filtered by year, paged, filtered by category,
 * walked back, and reset. Its data and texts are the flow's (e2e/journeys-data.mjs `pressList`).
 */
import { pressList, projectsList } from '../../journeys-data.mjs';
import { choose } from './support.mjs';

export default {
  name: 'lists',
  title: 'the press list filtered and paged, back, and reset',
  async run({ page, expect, step }) {
    const status = page.role('main').locator('p[role="status"]');
    const articles = page.role('list', { name: pressList.list });
    const { year, page2, category, none } = pressList;

    await step('every article, four a page', async () => {
      await page.visit(pressList.path);
      await expect(status).toHaveText(pressList.all);
      await expect(articles.role('listitem')).toHaveCount(pressList.perPage);
    });

    await step('a year, the next page, then a category: back to one page', async () => {
      await choose(page, page.role('combobox', { name: year.label }), year.option);
      await expect(page).toHaveURL(year.path);
      await expect(status).toHaveText(year.status);
      await page.role('link', { name: page2.link }).click();
      await expect(page).toHaveURL(page2.path);
      await expect(status).toHaveText(page2.status);
      await expect(articles.role('heading').first()).toHaveText(page2.first);
      await page.screenshot('page-2');
      await choose(page, page.role('combobox', { name: category.label }), category.option);
      await expect(page).toHaveURL(category.path);
      await expect(status).toHaveText(category.status);
      await expect(page.role('navigation', { name: pressList.pages })).toBeHidden();
    });

    await step('back: the address and the results agree', async () => {
      await page.back();
      await expect(page).toHaveURL(page2.path);
      await expect(status).toHaveText(page2.status);
    });

    await step('no results, said as such, and the reset', async () => {
      await choose(page, page.role('combobox', { name: year.label }), none.year);
      await choose(page, page.role('combobox', { name: category.label }), none.category);
      await expect(page).toHaveURL(none.path);
      await expect(status).toHaveText(none.status);
      await expect(articles).toHaveCount(0);
      await page.screenshot('no-results');
      await page.role('button', { name: pressList.reset }).click();
      await expect(page).toHaveURL(pressList.path);
      await expect(status).toHaveText(pressList.all);
      await expect(page.role('combobox', { name: year.label })).toHaveText(pressList.anyYear);
    });

    await step('the projects in English, left to hydrate: no error on the way', async () => {
      await page.visit(projectsList.path);
      await expect(status).toHaveText(projectsList.all);
      // Not a wait before acting (the journey is done): the page's hydration is what is checked here.
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      await expect(page.role('list', { name: projectsList.list }).role('listitem')).toHaveCount(
        projectsList.perPage,
      );
    });
  },
};
