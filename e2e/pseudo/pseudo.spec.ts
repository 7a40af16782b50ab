import { test as base, expect, type Page } from '@playwright/test';
import type { StorybookChannel } from '../stories/static-storybook.ts';
import { noTestTag, selectedStories, viewportFor, widthTags } from '../stories/stories.mjs';
import { exceptionFor, storyArgsAreTheirs } from './exceptions';
import { judgeStory, type Finding } from './judge';

/*
 * The pseudo-language check (issue #49, part 3): every story of the Storybook build shown in the
 * pseudo-language, whatever language the story pins for its play function (`forceLocale`,
 * .storybook/preview.tsx), without its play function and without axe (the story gate judges those), and
 * judged on what it shows: no text clipped by its box or spilling out of it, nothing wider than the
 * viewport, and every visible text the pseudo-language's (accented, bracketed), so that it came from a
 * catalogue. What may legitimately be otherwise is listed with its reason in ./exceptions.ts.
 */

const stories = selectedStories();

type StorybookWindow = {
  __STORYBOOK_ADDONS_CHANNEL__?: StorybookChannel;
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: {
      loadStory: (options: { storyId: string }) => Promise<{
        initialArgs?: Record<string, unknown>;
        storyGlobals?: { viewport?: { value?: string } };
      }>;
    };
  };
  __cepaPseudo?: { current: string; finished?: () => void };
};

/** The toolbar's widths (.storybook/preview.tsx). */
const toolbarWidths: Record<string, number> = { phone: 375, tablet: 768, desktop: 1280 };

/**
 * The preview without play functions (`embed=true`: Storybook does not play in an embedded story), every
 * story in the pseudo-language and axe left to the story gate (`a11y.manual`).
 */
async function openPreview(page: Page, baseURL: string) {
  await page.goto(`${baseURL}/iframe.html?viewMode=story&embed=true`);
  await page.waitForFunction(() => !!(window as unknown as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const w = window as unknown as StorybookWindow;
        const channel = w.__STORYBOOK_ADDONS_CHANNEL__!;
        w.__cepaPseudo = { current: '' };
        channel.on('storyFinished', (payload: { storyId: string }) => {
          if (payload.storyId === w.__cepaPseudo!.current) w.__cepaPseudo!.finished?.();
        });
        channel.on('globalsUpdated', () => resolve());
        channel.emit('updateGlobals', { globals: { forceLocale: 'qps', a11y: { manual: true } } });
      }),
  );
}

const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      // Storybook's test-runner mark: the preview pauses animations instead of waiting for them.
      const probe = await browser.newPage();
      const userAgent = `${await probe.evaluate(() => navigator.userAgent)} StorybookTestRunner`;
      await probe.close();
      const context = await browser.newContext({
        userAgent,
        viewport: viewportFor(375),
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      });
      // Nothing leaves the machine (as in the story gate).
      await context.route(
        (url) =>
          /^(https?|wss?):$/.test(url.protocol) &&
          !/^(127\.0\.0\.1|localhost|\[::1\])$|\.localhost$/.test(url.hostname),
        (route) => route.abort('blockedbyclient'),
      );
      const page = await context.newPage();
      await openPreview(page, workerInfo.project.use.baseURL!);
      await use(page);
      await context.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
});

/** Renders a story and waits until Storybook says it finished, then until nothing is still arriving. */
async function renderStory(page: Page, storyId: string) {
  await page.evaluate(
    (id) =>
      new Promise<void>((resolve) => {
        const w = window as unknown as StorybookWindow;
        w.__cepaPseudo!.current = id;
        w.__cepaPseudo!.finished = resolve;
        w.__STORYBOOK_ADDONS_CHANNEL__!.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(
    () => !document.querySelector('[data-exiting], [data-entering], [data-pending]'),
    null,
    {
      timeout: 10_000,
    },
  );
}

test('the Storybook build lists stories to judge', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  // A story the story gate skips with its reason (no-test) is skipped here too.
  if (!story.tags?.includes('test') && story.tags?.includes(noTestTag)) continue;
  test(`${story.title} / ${story.name}`, async ({ storyPage: page }) => {
    const declared = await page.evaluate(async (id) => {
      const loaded = await (
        window as unknown as StorybookWindow
      ).__STORYBOOK_PREVIEW__?.storyStoreValue?.loadStory({ storyId: id });
      // Every text the story gives its component (its args), for the exception they are.
      const words: string[] = [];
      const collect = (value: unknown, depth: number) => {
        if (typeof value === 'string') words.push(value);
        else if (depth < 6 && value && typeof value === 'object')
          for (const item of Object.values(value)) collect(item, depth + 1);
      };
      collect(loaded?.initialArgs, 0);
      return { viewport: loaded?.storyGlobals?.viewport?.value, words };
    }, story.id);
    const responsive = Object.keys(widthTags).some((tag) => story.tags?.includes(tag));
    const widths = responsive ? [375, 1280] : [toolbarWidths[declared.viewport ?? ''] ?? 375];
    const findings: (Finding & { width: number })[] = [];
    for (const [i, width] of widths.entries()) {
      await page.setViewportSize(viewportFor(width));
      if (i === 0) await renderStory(page, story.id);
      else
        await page.evaluate(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
      findings.push(...(await page.evaluate(judgeStory)).map((finding) => ({ ...finding, width })));
    }
    const left: string[] = [];
    for (const finding of findings) {
      const line = `${finding.kind} at ${finding.width}px: "${finding.text}" (${finding.at})`;
      const storysOwn = finding.kind === 'not bracketed' && storyArgsAreTheirs(finding.text, declared.words);
      const exception = storysOwn
        ? 'the story gives the component these words (its args)'
        : exceptionFor(story.id, finding);
      if (exception)
        test.info().annotations.push({ type: 'exception', description: `${line}: ${exception}` });
      else left.push(line);
    }
    test.info().annotations.push({ type: 'judged', description: story.id });
    expect(left, `${story.id} in the pseudo-language:\n${left.join('\n')}`).toEqual([]);
  });
}
