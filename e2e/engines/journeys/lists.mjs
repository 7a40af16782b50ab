/**
 * A content list (e2e/specs/lists.spec.ts, the press): filtered by year, paged, filtered by category,
 * walked back, and reset.
 */
import { choose } from './support.mjs';

export default {
  name: 'lists',
  title: 'the press list filtered and paged, back, and reset',
  async run({ page, expect, step }) {
    const status = page.role('main').locator('p[role="status"]');
    const articles = page.role('list', { name: 'Artículos' });

    await step('every article, four a page', async () => {
      await page.visit('/es/prensa');
      await expect(status).toHaveText('40 artículos · Página 1 de 10');
      await expect(articles.role('listitem')).toHaveCount(4);
    });

    await step('a year, the next page, then a category: back to one page', async () => {
      await choose(page, page.role('combobox', { name: 'Año' }), '2024');
      await expect(page).toHaveURL('/es/prensa?year=2024');
      await expect(status).toHaveText('11 artículos · Página 1 de 3');
      await page.role('link', { name: 'Página 2' }).click();
      await expect(page).toHaveURL('/es/prensa?year=2024&p=2');
      await expect(status).toHaveText('11 artículos · Página 2 de 3');
      await expect(articles.role('heading').first()).toHaveText(
        'Entrevista 18: el equipo que elabora Viñas Viejas 2015',
      );
      await page.screenshot('page-2');
      await choose(page, page.role('combobox', { name: 'Categoría' }), 'Entrevistas');
      await expect(page).toHaveURL('/es/prensa?year=2024&category=interviews');
      await expect(status).toHaveText('4 artículos');
      await expect(page.role('navigation', { name: 'Páginas de artículos' })).toBeHidden();
    });

    await step('back: the address and the results agree', async () => {
      await page.back();
      await expect(page).toHaveURL('/es/prensa?year=2024&p=2');
      await expect(status).toHaveText('11 artículos · Página 2 de 3');
    });

    await step('no results, said as such, and the reset', async () => {
      await choose(page, page.role('combobox', { name: 'Año' }), '2022');
      await choose(page, page.role('combobox', { name: 'Categoría' }), 'Premios');
      await expect(page).toHaveURL('/es/prensa?year=2022&category=awards');
      await expect(status).toHaveText('Ningún artículo coincide con estos filtros.');
      await expect(articles).toHaveCount(0);
      await page.screenshot('no-results');
      await page.role('button', { name: 'Quitar filtros' }).click();
      await expect(page).toHaveURL('/es/prensa');
      await expect(status).toHaveText('40 artículos · Página 1 de 10');
      await expect(page.role('combobox', { name: 'Año' })).toHaveText('Todos los años');
    });

    await step('the projects in English, left to hydrate: no error on the way', async () => {
      await page.visit('/en/projects');
      await expect(status).toHaveText('17 projects · Page 1 of 5');
      // Not a wait before acting (the journey is done): the page's hydration is what is checked here.
      await expect(page.locator('html[data-hydrated]')).toBeAttached();
      await expect(page.role('list', { name: 'Projects' }).role('listitem')).toHaveCount(4);
    });
  },
};
