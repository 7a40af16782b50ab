/* global document, getComputedStyle -- the functions given to page.evaluate run in the page */
/**
 * The mobile menu at a phone's width (e2e/specs/layout.spec.ts, "the mobile menu toggles, locks page
 * scroll and closes on resize"), pressed as soon as the page shows. Its texts are the flow's
 * (e2e/journeys-data.mjs `mobileMenu`).
 */
import { mobileMenu } from '../../journeys-data.mjs';

export default {
  name: 'mobile-menu',
  title: 'the mobile menu at a phone’s width: opens, covers, locks the scroll, Escape, closes on resize',
  viewport: { width: 390, height: 844 },
  async run({ page, expect, step }) {
    const button = page.role('button', { name: mobileMenu.button, exact: true });
    const menu = page.role('dialog', { name: mobileMenu.menu });
    const overflow = () => page.evaluate(() => getComputedStyle(document.documentElement).overflow);

    await step('opened: the whole width, the page behind it does not scroll', async () => {
      await page.visit(mobileMenu.path);
      // A phone's layout (below the 480 px breakpoint): WebKit's MiniBrowser window cannot be narrower
      // than 447 px, Firefox's page is 390 px wide.
      expect(await page.evaluate(() => globalThis.innerWidth < 480)).toBe(true);
      await button.click();
      await expect(menu).toBeVisible();
      await expect(menu.role('link', { name: mobileMenu.link.name })).toBeVisible();
      // The menu's panel covers the page from edge to edge: the banner's close button is under it (not
      // beside the panel, under the scrim only).
      const covered = await page.evaluate((label) => {
        const close = [...document.querySelectorAll('button')].find(
          (b) => b.getAttribute('aria-label') === label,
        );
        if (!close) return 'no banner';
        const box = close.getBoundingClientRect();
        return document
          .elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
          ?.closest('[data-slot="drawer"]')
          ? 'covered'
          : 'beside';
      }, mobileMenu.bannerClose);
      expect(covered).toBe('covered');
      expect(await overflow()).toBe('hidden');
      await page.screenshot('open');
    });

    await step('Escape closes it and gives the focus back', async () => {
      await page.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
      expect(await overflow()).not.toBe('hidden');
    });

    await step('a link in the menu goes to its page; a desktop width closes it', async () => {
      await button.click();
      await expect(menu).toBeVisible();
      await menu.role('link', { name: mobileMenu.link.name }).click();
      await expect(page).toHaveURL(mobileMenu.link.path);
      await expect(page.role('heading', { level: 1, name: mobileMenu.link.heading })).toBeVisible();
      await expect(menu).toBeHidden();
      await button.click();
      await expect(menu).toBeVisible();
      await page.setViewport(mobileMenu.desktop);
      await expect(menu).toBeHidden();
      expect(await overflow()).not.toBe('hidden');
      await page.screenshot('desktop');
    });
  },
};
