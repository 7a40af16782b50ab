import fs from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { chromiumVersionFile, noVisualTag, readStories } from './stories.ts';

const stories = readStories();
const included = stories.filter((story) => !story.tags?.includes(noVisualTag));

type StorybookWindow = {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, payload: unknown) => void };
};

/**
 * One Storybook iframe per worker; each test switches the story through Storybook's channel instead
 * of reloading the whole preview. Axe is left to the stories gate (a11y.manual), so only pixels count here.
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const viewport = workerInfo.project.use.viewport ?? { width: 1280, height: 800 };
      const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(
        `${workerInfo.project.use.baseURL}/iframe.html?viewMode=story&globals=a11y.manual:!true`,
      );
      await page.waitForFunction(() => !!(window as unknown as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test.beforeAll(async ({ browser }) => {
  if (process.env.UPDATE_BASELINES) return;
  const recorded = fs.existsSync(chromiumVersionFile)
    ? fs.readFileSync(chromiumVersionFile, 'utf8').trim()
    : '(none)';
  const running = browser.version();
  expect(
    running,
    `Visual baselines were recorded with Chromium ${recorded}, this machine runs Chromium ${running}. ` +
      'Pixels differ between Chromium builds: review the change, then run "pnpm test:visual:update" to refresh the baselines.',
  ).toBe(recorded);
});

test('the Storybook build lists stories to compare', () => {
  expect(included.length).toBeGreaterThan(0);
});

for (const story of included) {
  test(`${story.title} / ${story.name}`, async ({ storyPage: page }) => {
    await page.evaluate((storyId) => {
      (window as unknown as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', {
        storyId,
        viewMode: 'story',
      });
    }, story.id);
    await page.waitForFunction((storyId) => {
      const render = (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === storyId && ['finished', 'errored', 'aborted'].includes(render.phase ?? '');
    }, story.id);
    const phase = await page.evaluate(
      () => (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase,
    );
    expect(phase, `story ${story.id} did not finish rendering and playing`).toBe('finished');
    await page.evaluate(async () => {
      window.scrollTo(0, 0);
      // Lazy images below the fold would otherwise be caught half loaded by a full-page screenshot.
      await Promise.all(
        [...document.images].map((img) => {
          img.loading = 'eager';
          return img.decode().catch(() => undefined);
        }),
      );
      await document.fonts.ready;
    });
    // A play function may end while a pop-in is still leaving (react-aria marks it data-exiting), or
    // while code loaded on demand is still on its way (its Suspense fallback carries data-pending).
    await page.waitForFunction(
      () =>
        !document.querySelector('[data-exiting], [data-entering], [data-pending]') &&
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
          ),
    );
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true });
  });
}
