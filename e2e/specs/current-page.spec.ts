// @slices layout, content
import type { Page } from '@playwright/test';
import { expect, openMainMenuOnPhone, test } from './support.ts';

/**
 * The header's navigation (in the mobile menu on a phone). A screen reader announces the link marked
 * aria-current="page" as the page the visitor is on: only the link to the page shown may carry it.
 */
async function mainNavigation(page: Page, isMobile: boolean) {
  await openMainMenuOnPhone(page, isMobile);
  const navigation = page.getByRole('navigation', { name: 'Principal' });
  // Every section of the site is there (home, the winery, experiences, shop, club, contact).
  await expect(navigation.getByRole('link')).toHaveCount(6);
  return navigation;
}

const currentLinks = (navigation: ReturnType<Page['getByRole']>) => navigation.locator('a[aria-current]');

test.describe('the header marks only the page shown as the current page', () => {
  test('/login is none of the sections: no link is current', async ({ page, isMobile }) => {
    await page.goto('/login');
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Acceso socios' }),
    ).toBeVisible();
    await expect(currentLinks(await mainNavigation(page, isMobile))).toHaveCount(0);
  });

  test('an error page (an unknown address, 404): no link is current', async ({ page, isMobile }) => {
    await page.goto('/es/no-existe');
    await expect(page.locator('[data-slot="error-status"]')).toHaveText('404');
    await expect(currentLinks(await mainNavigation(page, isMobile))).toHaveCount(0);
  });

  test('a section reached from the navigation: its link, and only it, is current', async ({
    page,
    isMobile,
  }) => {
    await test.step('on the home page, "Inicio" is the current page', async () => {
      await page.goto('/es/');
      const navigation = await mainNavigation(page, isMobile);
      await expect(currentLinks(navigation)).toHaveCount(1);
      await expect(navigation.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    });
    await test.step('following "Experiencias", it is the current page instead', async () => {
      await (await mainNavigation(page, false)).getByRole('link', { name: 'Experiencias' }).click();
      await expect(page).toHaveURL(/\/es\/experiencias$/);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      const navigation = await mainNavigation(page, isMobile);
      await expect(currentLinks(navigation)).toHaveCount(1);
      await expect(navigation.getByRole('link', { name: 'Experiencias' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
    await test.step('loaded afresh, the server renders the same', async () => {
      await page.reload();
      const navigation = await mainNavigation(page, isMobile);
      await expect(currentLinks(navigation)).toHaveCount(1);
      await expect(navigation.getByRole('link', { name: 'Experiencias' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  });
});
