import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support';

/**
 * Pictures at the size the screen needs, and when they are needed (README, "Pictures at the size the screen
 * needs"): the embedded backend's photographs through the image service. A wine's page: its first
 * photograph at once; its other photographs once the page has loaded, next to the one shown; the related
 * wines' once the visitor scrolls near them; without JavaScript, all of them as the browser's lazy pictures.
 */

const winePath = '/es/tienda/solera-reserva-2016';
/** The same wine in English: the flows below are the same in either language, so each runs in one. */
const englishWinePath = '/en/shop/solera-reserva-2016';

/** When each photograph's file (`/media/…` behind the image service) was first asked for, and first arrived. */
function photographTimes(page: Page) {
  const asked = new Map<string, number>();
  const arrived = new Map<string, number>();
  const fileOf = (address: string) => {
    const url = new URL(address);
    if (url.pathname !== '/image') return null;
    return new URL(url.searchParams.get('src') ?? '', 'http://x').pathname.replace('/media/', '');
  };
  page.on('request', (request) => {
    const file = fileOf(request.url());
    if (file && !asked.has(file)) asked.set(file, Date.now());
  });
  page.on('requestfinished', (request) => {
    const file = fileOf(request.url());
    if (file && !arrived.has(file)) arrived.set(file, Date.now());
  });
  return { asked, arrived };
}

/** The files the pictures under `scope` show (their `src`), once they have an address. */
async function shownFiles(scope: Locator) {
  const sources = await scope
    .locator('img[srcset]')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
  return sources.map((src) =>
    new URL(new URL(src).searchParams.get('src') ?? '', 'http://x').pathname.replace('/media/', ''),
  );
}

/** Whether every picture under `scope` with an address has arrived and decoded. */
async function allLoaded(scope: Locator) {
  return scope
    .locator('img[srcset]')
    .evaluateAll((images) =>
      images.every(
        (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
      ),
    );
}

const related = (page: Page, name = 'También te puede gustar') => page.getByRole('region', { name });
const relatedInEnglish = (page: Page) => related(page, 'You may also like');

test.describe('a wine’s photographs, when they are needed', () => {
  test('before the page’s code runs, the first photograph alone; the related wines’ once the visitor comes near', async ({
    page,
  }) => {
    const times = photographTimes(page);
    // A phone still fetching the page's code: the scripts never arrive.
    await page.route('**/assets/**/*.js', () => undefined);
    await page.goto(winePath);
    const photos = page.getByRole('region', { name: /^Fotos de/ });
    await expect.poll(() => allLoaded(photos)).toBe(true);
    const [first] = await shownFiles(photos);
    expect(times.arrived.has(first!)).toBe(true);
    // The related wines are boxes, each with its copy for a browser without JavaScript, and none of their
    // pictures was asked for (a file the wine's own photographs also show is left out).
    const relatedList = related(page);
    const copies = await relatedList
      .locator('noscript')
      .evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
    expect(copies.length).toBeGreaterThan(0);
    expect(await relatedList.locator('img[srcset]').count()).toBe(0);
    const own = new Set(await shownFiles(photos));
    const waiting = copies
      .map((copy) => decodeURIComponent(/src="\/image\?src=([^&"]+)/.exec(copy)?.[1] ?? ''))
      .map((src) => new URL(src).pathname.replace('/media/', ''));
    for (const file of waiting.filter((file) => !own.has(file)))
      expect(times.asked.has(file), `${file} asked before the page's code ran`).toBe(false);

    await test.step('with the page’s code, near them: every related wine’s picture arrives', async () => {
      await page.unroute('**/assets/**/*.js');
      await page.reload();
      await related(page).scrollIntoViewIfNeeded();
      await expect.poll(async () => (await shownFiles(related(page))).length).toBe(copies.length);
      await expect.poll(() => allLoaded(related(page))).toBe(true);
      expect(await shownFiles(related(page))).toEqual(waiting);
    });
  });

  test('a photograph further along the carousel arrives when it is shown (in English)', async ({ page }) => {
    await page.goto(englishWinePath);
    const photos = page.getByRole('region', { name: /^Pictures of/ });
    const thumbnails = photos.getByRole('group', { name: 'Thumbnails' });
    const count = await thumbnails.getByRole('button').count();
    expect(count).toBeGreaterThanOrEqual(3);
    await thumbnails.getByRole('button', { name: 'Show image 3' }).click();
    const shown = photos.getByRole('group', { name: `3 of ${count}` });
    await expect(shown).toBeVisible();
    await expect.poll(() => allLoaded(shown)).toBe(true);
    expect(await shown.locator('img[srcset]').count()).toBe(1);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the related wines’ photographs load as the browser’s lazy pictures, their boxes hidden (in English)', async ({
    page,
  }) => {
    await page.goto(englishWinePath);
    const relatedList = relatedInEnglish(page);
    await relatedList.scrollIntoViewIfNeeded();
    const pictures = relatedList.locator('img[srcset]');
    await expect(pictures.first()).toBeVisible();
    await expect.poll(() => allLoaded(relatedList)).toBe(true);
    // Only the copies show: the boxes waiting for the page's code take no room.
    const boxes = relatedList.locator('[data-slot="picture-box"]');
    expect(await boxes.count()).toBe(await pictures.count());
    for (const box of await boxes.all()) await expect(box).toBeHidden();
  });
});
