// @slices layout shop
import type { Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../tools/chromium.ts';
import { expect, headerHydrated, member, test } from './support.ts';

// Playwright turns the browser's back/forward cache off; these flows are about it, so it stays on.
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: chromiumArgs,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

/** How the page was shown each time: `true` when the browser restored it from its back/forward cache. */
const shows = (page: Page) => page.evaluate(() => (window as { shows?: boolean[] }).shows ?? []);

/**
 * Chromium's reasons for loading a page afresh on Back that are the browser's choice on a busy machine,
 * not the page's: a request still on its way when the page was left (its code, its fonts) or one that
 * did not finish while it was kept, a renderer too slow to be put away in time, or the page's code that
 * started running just as it was put away (`IgnoreEventAndEvict`, seen once in 30 phone runs at a load
 * of 16; a page left after hydration, the flow above, must never get it).
 */
const busyBrowser =
  /^(OutstandingNetworkRequest|NetworkRequest|NetworkExceedsBufferLimit|TimeoutPuttingInCache|IgnoreEventAndEvict)/;

/**
 * Why Chromium loaded a page afresh on Back instead of restoring it (its DevTools protocol's
 * `backForwardCacheNotUsed`, each reason's name): filled as each Back happens.
 */
async function cacheRefusals(page: Page): Promise<string[]> {
  const refusals: string[] = [];
  const session = await page.context().newCDPSession(page);
  session.on('Page.backForwardCacheNotUsed', (event) =>
    refusals.push(...event.notRestoredExplanations.map((explanation) => explanation.reason)),
  );
  await session.send('Page.enable');
  return refusals;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    window.addEventListener('pageshow', (event) => {
      const w = window as { shows?: boolean[] };
      (w.shows ??= []).push(event.persisted);
    }),
  );
});

test.describe('Back and Forward show the page at once, and current (the back/forward cache)', () => {
  test('a page left for another site comes back whole, with the basket filled meanwhile', async ({
    page,
  }) => {
    await page.goto('/es/la-bodega');
    const basket = page.getByRole('banner').getByRole('link', { name: /^Cesta/ });
    // A visitor who read the page for a while: its code is in and its header has read the basket.
    await headerHydrated(page);
    await expect(basket).toHaveAccessibleName('Cesta');
    // Away to another site (a blank page stands for it), and the basket filled meanwhile as in another
    // tab: the site's own call, with this visitor's cookies.
    await page.goto('about:blank');
    const added = await page.request.post('/api/ecom/basket/add_product/', {
      data: { product_id: 1003, quantity: 2 },
    });
    expect(added.ok()).toBe(true);
    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => shows(page)).toEqual([false, true]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(basket).toHaveAccessibleName('Cesta, 1 producto');
  });

  for (const { language, path, login } of [
    { language: 'es', path: '/es/experiencias', login: 'Acceso socios' },
    { language: 'en', path: '/en/experiences', login: "Members' login" },
  ]) {
    test(`a page left before its code came comes back with the member logged in (${language})`, async ({
      page,
    }) => {
      const refusals = await cacheRefusals(page);
      const access = page.getByRole('banner').getByRole('link', { name: login });
      // A page left at once on a busy machine may be loaded afresh on Back rather than restored (Chromium's
      // choice, `busyBrowser`), which no visitor can prevent: the member shows then too, and the flow
      // leaves the page again until it is restored (the case it is about). Any other refusal is ours.
      for (let attempt = 1; ; attempt++) {
        // Left at once: the page is restored before its code has run, and hydrates then.
        await page.goto(path);
        await expect(access).toBeVisible();
        await page.goto('about:blank');
        refusals.length = 0;
        const loggedIn = await page.request.post('/api/club/login/', {
          data: { email: member.email, password: member.password },
        });
        expect(loggedIn.ok()).toBe(true);
        await page.goBack({ waitUntil: 'commit' });
        await expect
          .poll(async () => (refusals.length ? 'refused' : JSON.stringify(await shows(page))))
          .toMatch(/^(refused|\[false,true\])$/);
        if (refusals.length) {
          expect(
            refusals.filter((reason) => !busyBrowser.test(reason)),
            'refusals of ours',
          ).toEqual([]);
          // Loaded afresh, the page shows the member too.
          await expect(page.getByRole('banner')).toContainText(member.name);
          expect(attempt, `restored in none of ${attempt} tries: ${refusals.join(', ')}`).toBeLessThan(5);
          expect((await page.request.post('/api/club/logout/')).ok()).toBe(true);
          continue;
        }
        await expect(access).toHaveCount(0);
        await expect(page.getByRole('banner')).toContainText(member.name);
        return;
      }
    });
  }
});
