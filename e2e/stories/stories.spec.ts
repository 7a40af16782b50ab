import fs from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import {
  baselineName,
  chromiumVersionFile,
  noAxeTag,
  noTestTag,
  noVisualTag,
  selectedStories,
  viewportFor,
  widthsOf,
} from './stories.mjs';
import type { StorybookChannel } from './static-storybook.ts';

const stories = selectedStories();

type Violation = { id: string; impact?: string; help: string; nodes: { target: unknown[] }[] };
type Report = { type: string; status: string; result?: { violations?: Violation[] } };
type StoryOutcome = { status: 'success' | 'error'; reporters: Report[]; errors: string[] };

type StorybookWindow = {
  __STORYBOOK_ADDONS_CHANNEL__?: StorybookChannel;
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: {
      loadStory: (options: { storyId: string }) => Promise<{
        storyGlobals?: { viewport?: { value?: string }; locale?: string; brand?: string };
        parameters?: { a11y?: { test?: string; disable?: boolean }; brand?: string };
      }>;
      projectAnnotations?: { initialGlobals?: { locale?: string; brand?: string } };
    };
  };
  __cepa?: { current: string; errors: string[]; finished?: (outcome: StoryOutcome) => void };
};

/**
 * The toolbar's globals a designer might have chosen (CEPA_STORY_TOOLBAR="locale=en,brand=brava"): every
 * story then renders with them unless it pins its own, as in Storybook with that toolbar. The baselines
 * are of the default toolbar, so such a run judges plays and axe only.
 */
const toolbar = Object.fromEntries(
  (process.env.CEPA_STORY_TOOLBAR ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=').map((part) => part.trim())),
) as Record<string, string>;
const toolbarChosen = Object.keys(toolbar).length > 0;

/** Loads Storybook's preview and listens on its channel for what it reports about each story. */
async function openPreview(page: Page, baseURL: string) {
  await page.goto(`${baseURL}/iframe.html?viewMode=story`);
  await page.waitForFunction(() => !!(window as unknown as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__);
  if (toolbarChosen) {
    await page.evaluate(
      (globals) =>
        new Promise<void>((resolve) => {
          const channel = (window as unknown as StorybookWindow).__STORYBOOK_ADDONS_CHANNEL__!;
          channel.on('globalsUpdated', () => resolve());
          channel.emit('updateGlobals', { globals });
        }),
      toolbar,
    );
  }
  await page.evaluate(() => {
    const w = window as unknown as StorybookWindow;
    const state: NonNullable<StorybookWindow['__cepa']> = { current: '', errors: [] };
    w.__cepa = state;
    const channel = w.__STORYBOOK_ADDONS_CHANNEL__!;
    const describe = (error: { message?: string; stack?: string; name?: string } | undefined) =>
      error?.stack ?? `${error?.name ?? 'Error'}: ${error?.message ?? String(error)}`;
    channel.on('playFunctionThrewException', (error: { message?: string; stack?: string }) =>
      state.errors.push(`play function threw: ${describe(error)}`),
    );
    channel.on('storyThrewException', (error: { message?: string; stack?: string }) =>
      state.errors.push(`story threw while rendering: ${describe(error)}`),
    );
    channel.on('storyErrored', (error: { title?: string; description?: string }) =>
      state.errors.push(`story errored: ${error.title ?? ''} ${error.description ?? ''}`),
    );
    channel.on('unhandledErrorsWhilePlaying', (errors: { message?: string; stack?: string }[]) =>
      state.errors.push(...errors.map((error) => `unhandled error while playing: ${describe(error)}`)),
    );
    channel.on('storyMissing', (id: string) => state.errors.push(`story ${id} is missing from the build`));
    channel.on(
      'storyFinished',
      (payload: { storyId: string; status: 'success' | 'error'; reporters: Report[] }) => {
        if (payload.storyId !== state.current) return;
        state.finished?.({
          status: payload.status,
          reporters: JSON.parse(JSON.stringify(payload.reporters)) as Report[],
          errors: [...state.errors],
        });
        state.finished = undefined;
      },
    );
  });
}

/** Addresses off this machine the worker's page asked for, since the story began; refused. */
const outsideRequests: string[] = [];

/** Loopback only: Storybook's server, and the brands' hosts under .localhost. */
const leavesTheMachine = (url: URL) =>
  /^(https?|wss?):$/.test(url.protocol) &&
  !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) &&
  !url.hostname.endsWith('.localhost');

/**
 * One Storybook iframe per worker; each test switches the story through Storybook's channel instead
 * of reloading the whole preview, and listens on the same channel for what the preview reports: a
 * play function that threw, an error while rendering, and when the story finished, axe's report
 * (addon-a11y runs axe after the play function and marks the story failed on a violation when
 * `a11y.test` is 'error').
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const viewport = viewportFor(375);
      // Storybook's test-runner mark: the preview pauses animations after the play function instead of
      // waiting at least 100 ms for them to finish (the screenshot disables them anyway).
      const probe = await browser.newPage();
      const userAgent = `${await probe.evaluate(() => navigator.userAgent)} StorybookTestRunner`;
      await probe.close();
      const context = await browser.newContext({
        viewport,
        userAgent,
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      });
      // Nothing a story does may leave the machine (a third party's script, font or API): such a request
      // is refused here, whatever the network allows, and fails the story that made it.
      await context.route(leavesTheMachine, async (route) => {
        outsideRequests.push(route.request().url());
        await route.abort('blockedbyclient');
      });
      const page = await context.newPage();
      await openPreview(page, workerInfo.project.use.baseURL!);
      await use(page);
      await context.close();
    },
    // Loading Storybook's iframe is the one slow step of a worker: it gets its own minute.
    { scope: 'worker', timeout: 60_000 },
  ],
});

const recordedChromium = fs.existsSync(chromiumVersionFile)
  ? fs.readFileSync(chromiumVersionFile, 'utf8').trim()
  : '(none)';

// On another Chromium build the screenshots are not compared (pixels differ between builds), and this test
// says so; play functions and axe are still judged.
test('the baselines were recorded with this Chromium build', ({ browser }) => {
  test.skip(!!process.env.UPDATE_BASELINES, 'refreshing the baselines records this build');
  const running = browser.version();
  expect(
    running,
    `Visual baselines were recorded with Chromium ${recordedChromium}, this machine runs Chromium ${running}. ` +
      'Pixels differ between Chromium builds: review the change, then run "pnpm test:visual:update" to refresh the baselines.',
  ).toBe(recordedChromium);
});

test('the Storybook build lists stories to judge', () => {
  expect(stories.length).toBeGreaterThan(0);
});

/**
 * What a story declares before it renders: the viewport it asks for in its globals (the Storybook
 * toolbar's phone, tablet or desktop), and how addon-a11y is to judge it (`a11y.test`, `a11y.disable`).
 */
async function declared(page: Page, storyId: string) {
  return page.evaluate(async (id) => {
    const store = (window as unknown as StorybookWindow).__STORYBOOK_PREVIEW__?.storyStoreValue;
    const story = await store?.loadStory({ storyId: id });
    const a11y = story?.parameters?.a11y;
    const initial = store?.projectAnnotations?.initialGlobals;
    return {
      viewport: story?.storyGlobals?.viewport?.value,
      axe: a11y?.disable ? 'disabled' : (a11y?.test ?? 'error'),
      // As the preview's decorator chooses them (.storybook/preview.tsx), for the visual review.
      locale: story?.storyGlobals?.locale ?? initial?.locale ?? 'es',
      brand: story?.parameters?.brand ?? story?.storyGlobals?.brand ?? initial?.brand ?? 'solera',
    };
  }, storyId);
}

/** Renders a story in the worker's iframe and waits until Storybook says it finished (after axe). */
async function renderStory(page: Page, storyId: string): Promise<StoryOutcome> {
  return page.evaluate(
    (id) =>
      new Promise<StoryOutcome>((resolve) => {
        const w = window as unknown as StorybookWindow;
        w.__cepa!.current = id;
        w.__cepa!.errors = [];
        w.__cepa!.finished = resolve;
        w.__STORYBOOK_ADDONS_CHANNEL__!.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }),
    storyId,
  );
}

/**
 * Every story starts after a pointer click, whatever the story before it did last: whether focus moved by
 * code shows a focus ring depends on the last input (Chromium's :focus-visible and react-aria's modality),
 * and the worker's page is shared by the stories it renders. The click lands on a layer laid over the page
 * for it, so it touches nothing of the story. When the click cannot land there or leaves the focus on
 * something (a pop-in the story before left open keeps the focus inside it), the preview is loaded afresh.
 */
async function resetInputModality(page: Page, baseURL: string) {
  const clean = async () => {
    await page.evaluate(() => {
      const layer = document.createElement('div');
      layer.id = 'cepa-input-reset';
      layer.style.cssText = 'position:fixed;inset:0;z-index:2147483647';
      layer.addEventListener('pointerdown', () => layer.setAttribute('data-hit', ''));
      document.body.append(layer);
    });
    await page.mouse.click(1, 1);
    // The real pointer then leaves the page: left over the story, it would be under whatever the story
    // lays out there, and Chromium tells the page so (a pointerover) when the layout changes. That
    // ended react-aria's hover of the title a play function had clicked, or not, depending on when it
    // came (the clicked title was drawn hovered in one run and not in the next).
    await page.mouse.move(-1, -1);
    return page.evaluate(async () => {
      const layer = document.getElementById('cepa-input-reset');
      const hit = layer?.hasAttribute('data-hit') ?? false;
      layer?.remove();
      // A focus scope takes the focus back on the next frame.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return hit && (document.activeElement === document.body || document.activeElement === null);
    });
  };
  if (await clean()) return;
  test.info().annotations.push({ type: 'preview reloaded', description: 'the story before kept the focus' });
  await openPreview(page, baseURL);
  expect(await clean(), 'a fresh preview takes the click that resets the input modality').toBe(true);
}

const describeViolations = (violations: Violation[]) =>
  violations
    .map(
      (v) =>
        `  ${v.id} (${v.impact ?? 'no impact given'}): ${v.help}\n` +
        v.nodes.map((node) => `    at ${JSON.stringify(node.target)}`).join('\n'),
    )
    .join('\n');

/** Waits until nothing on the page is still arriving, moving or loading before a screenshot. */
async function settle(page: Page) {
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
}

/** The widths of the viewports in Storybook's toolbar (.storybook/preview.tsx). */
const toolbarWidths: Record<string, number> = { phone: 375, tablet: 768, desktop: 1280 };

for (const story of stories) {
  const visual = !story.tags?.includes(noVisualTag);
  const noAxe = story.tags?.includes(noAxeTag);
  test(`${story.title} / ${story.name}`, async ({ storyPage: page, browser }) => {
    const info = test.info();
    // Nothing leaves the gate silently: a story without Storybook's `test` tag (tagged '!test') is judged
    // anyway, and fails, unless it says why with 'no-test' and a `// no-test: <reason>` comment.
    if (!story.tags?.includes('test')) {
      expect(
        story.tags,
        `story ${story.id} is tagged '!test': give the reason with the 'no-test' tag and a "// no-test: <reason>" comment`,
      ).toContain(noTestTag);
      info.annotations.push({ type: noTestTag, description: story.id });
      test.skip(true, `${noTestTag}: the reason is written beside the story`);
    }
    if (!visual) info.annotations.push({ type: noVisualTag, description: story.id });
    if (noAxe) info.annotations.push({ type: noAxeTag, description: story.id });
    // The story renders, plays and is checked by axe once, at the width its viewport global names (as in
    // Storybook's toolbar), else at its first width; then it is resized for each other width it is judged at.
    const declaration = await declared(page, story.id);
    // Who the story is, for the visual review of what it shows (e2e/stories/review-reporter.mjs).
    info.annotations.push({
      type: 'story',
      description: JSON.stringify({
        id: story.id,
        title: story.title,
        name: story.name,
        brand: declaration.brand,
        locale: declaration.locale,
      }),
    });
    const requested = toolbarWidths[declaration.viewport ?? ''];
    const widths = widthsOf(story, requested);
    let current = requested ?? widths[0]!;
    await page.setViewportSize(viewportFor(current));
    await resetInputModality(page, test.info().project.use.baseURL!);
    outsideRequests.length = 0;
    const outcome = await renderStory(page, story.id);

    expect(outsideRequests, `story ${story.id} asked for addresses off this machine`).toEqual([]);

    // The play function: any exception or unhandled error fails the story.
    expect(outcome.errors, `story ${story.id} failed while rendering or playing`).toEqual([]);

    // Axe, as addon-a11y ran it after the play function.
    const a11y = outcome.reporters.find((report) => report.type === 'a11y');
    info.annotations.push({ type: 'axe', description: a11y ? a11y.status : 'not run' });
    const violations = a11y?.result?.violations ?? [];
    expect
      .soft(
        a11y?.status === 'failed' ? violations : [],
        `axe found violations in ${story.id}:\n${describeViolations(violations)}`,
      )
      .toEqual([]);
    // a11y.test 'off' or 'todo' (or a disabled addon) would leave axe out silently.
    if (!noAxe) {
      const leaveAxe = `give the reason with the 'no-axe' tag and a "// no-axe: <reason>" comment`;
      expect
        .soft(declaration.axe, `${story.id} sets a11y.test to '${declaration.axe}': ${leaveAxe}`)
        .toBe('error');
      expect.soft(a11y?.status ?? 'not run', `axe did not judge ${story.id}: ${leaveAxe}`).toBe('passed');
    }
    expect.soft(outcome.status, `Storybook reported story ${story.id} as failed`).toBe('success');

    if (!visual) return;
    if (toolbarChosen) {
      info.annotations.push({
        type: 'screenshot skipped',
        description: 'another toolbar than the baselines',
      });
      return;
    }
    if (browser.version() !== recordedChromium && !process.env.UPDATE_BASELINES) {
      info.annotations.push({
        type: 'screenshot skipped',
        description: 'baselines from another Chromium build',
      });
      return;
    }
    // The width it rendered at first, so that only the other widths need a resize.
    const order = [...widths].sort((a, b) => Number(b === current) - Number(a === current));
    for (const width of order) {
      if (width !== current) await page.setViewportSize(viewportFor((current = width)));
      await settle(page);
      await expect.soft(page).toHaveScreenshot(baselineName(story, width), { fullPage: true });
      info.annotations.push({ type: 'screenshot', description: baselineName(story, width).join('/') });
    }
  });
}
