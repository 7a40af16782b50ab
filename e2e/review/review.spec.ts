import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/**
 * A designer's review of a visual change, end to end: the story gate runs over a copy of the committed
 * baselines in which one story's pictures are another's (so that story differs at both its widths, as an
 * unintended or intended change would make it), writes the review page; the page lists exactly that story,
 * shows its three views, its overlay slider works by keyboard, its Storybook link opens the story; the
 * story is accepted from the page; the gate then passes over the copy, every other baseline byte for byte
 * as it was, and writes no review page.
 */

const root = path.resolve(import.meta.dirname, '../..');
const storyFile = './features/booking/src/components/visit-summary.stories.tsx';
const story = {
  id: 'booking-steps-visit-summary--spanish',
  title: 'Booking/Steps/Visit summary',
  name: 'Spanish',
  widths: [375, 1280],
};
const standIn = 'booking-steps-visit-summary--english-one-visitor';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cepa-review-'));
const baselines = path.join(work, 'baselines');
const reviewDir = path.join(work, 'review');
const reviewPort = 6210 + (process.pid % 50);

const hashes = () =>
  new Map(
    fs
      .readdirSync(baselines, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.relative(baselines, path.join(entry.parentPath, entry.name));
        return [
          file,
          crypto
            .createHash('sha256')
            .update(fs.readFileSync(path.join(baselines, file)))
            .digest('hex'),
        ];
      }),
  );

/** The story gate over the story file, against the copy; its exit status and output. */
function storyGate() {
  const run = spawnSync('pnpm', ['exec', 'playwright', 'test', '-c', 'e2e/playwright.stories.config.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      CI: '1',
      CEPA_BASELINE_DIR: baselines,
      CEPA_REVIEW_DIR: reviewDir,
      CEPA_STORY_FILES: storyFile,
      CEPA_STORY_OUTPUT: path.join(work, 'results'),
      CEPA_STORY_REPORT: path.join(work, 'stories.json'),
      CEPA_STORYBOOK_PORT: String(reviewPort + 100),
      // One worker: the gate's copy runs beside the Firefox and WebKit journeys in npm test.
      CEPA_STORY_WORKERS: '1',
    },
  });
  return { status: run.status, stdout: run.stdout, output: `${run.stdout}${run.stderr}` };
}

async function axeViolations(page: Page) {
  const axe = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
  await page.addScriptTag({ path: axe });
  return page.evaluate(async () => {
    const result = await (
      window as unknown as { axe: { run: () => Promise<{ violations: { id: string }[] }> } }
    ).axe.run();
    return result.violations.map((violation) => violation.id);
  });
}

test.afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

test('a changed story is reviewed on the page and accepted from it, and only its baselines change', async ({
  page,
}) => {
  fs.cpSync(path.join(root, 'e2e/__screenshots__'), baselines, { recursive: true });
  for (const width of story.widths)
    fs.copyFileSync(
      path.join(baselines, `w${width}`, `${standIn}.png`),
      path.join(baselines, `w${width}`, `${story.id}.png`),
    );
  const before = hashes();

  const first = storyGate();
  expect(first.status, first.output).toBe(1);
  // The totals end the gate's report (its standard output; Node's own warnings go to the other stream).
  expect(first.stdout.trimEnd()).toMatch(
    /Visual review: 1 story changed, 0 new, 0 baselines judged by no story \(2 screenshots\)\.\n {2}Booking\/Steps\/Visit summary: booking-steps-visit-summary--spanish\nReview them: .*$/,
  );

  const server = spawn('node', ['scripts/visual-review.mjs', '--no-run'], {
    cwd: root,
    env: {
      ...process.env,
      CEPA_BASELINE_DIR: baselines,
      CEPA_REVIEW_DIR: reviewDir,
      CEPA_REVIEW_PORT: String(reviewPort),
    },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('the review of') && resolve());
      server.on('exit', (code) => reject(new Error(`the review server stopped (${code})`)));
    });
    await page.goto(`http://127.0.0.1:${reviewPort}/`);

    // Exactly that story, at its widths.
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([story.title]);
    await expect(page.getByRole('heading', { level: 3 })).toHaveText([`${story.name} ${story.id}`]);
    await expect(page.locator('.change')).toHaveCount(2);
    for (const width of story.widths) {
      const change = page.locator(`.change[data-width="${width}"]`);
      await expect(change.locator('.facts')).toContainText(
        `pixels differ · ${width} px wide · Casa Solera · Spanish`,
      );
      for (const view of ['Baseline', 'New', 'Difference']) {
        const picture = change.getByRole('img', {
          name: `${view} of ${story.title} / ${story.name} at ${width} px`,
        });
        await expect(picture).toBeVisible();
        expect(
          await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
          view,
        ).toBeGreaterThan(0);
      }
    }
    expect(await axeViolations(page)).toEqual([]);

    // The overlay's slider, by keyboard.
    const slider = page
      .locator('.change[data-width="375"]')
      .getByLabel('Overlay: share of the new screenshot shown over the baseline');
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuetext', '52% new');
    await page.keyboard.press('Home');
    await expect(slider).toHaveAttribute('aria-valuetext', '0% new');
    await expect(page.locator('.change[data-width="375"] .overlay')).toHaveAttribute('style', /--shown: ?0%/);

    // Its Storybook link opens that story, with the toolbar it was judged with.
    const link = page
      .locator('.change[data-width="1280"]')
      .getByRole('link', { name: `Open ${story.name} in Storybook at 1280 px` });
    await link.click();
    await expect(page).toHaveURL(
      /\/storybook\/\?path=\/story\/booking-steps-visit-summary--spanish&globals=locale:es;brand:solera;viewport.value:desktop$/,
    );
    await expect(page.locator('#storybook-preview-iframe')).toHaveAttribute(
      'src',
      /id=booking-steps-visit-summary--spanish/,
    );
    // The story rendered in Storybook's preview (Storybook shows its root once it has), in the brand it was
    // judged in.
    const preview = page.frameLocator('#storybook-preview-iframe');
    // As long as a designer waits for it: Storybook loads the story's files and runs its loaders first, which
    // took over 5 s in a full run with the engines' browsers beside it.
    await expect(preview.locator('body')).toHaveClass(/sb-show-main/, { timeout: 30_000 });
    await expect(preview.locator('#storybook-root [data-brand]').first()).toHaveAttribute(
      'data-brand',
      'solera',
    );
    await page.goBack();

    // Accepted from the page: the command to copy says the same.
    await page.getByRole('checkbox', { name: `Accept ${story.name} (its 2 screenshots)` }).check();
    await expect(page.locator('#command')).toHaveText(`pnpm visual:accept ${story.id}`);
    await page.getByRole('button', { name: 'Accept the chosen stories' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `Accepted 2 screenshots as baselines: w375/${story.id}.png, w1280/${story.id}.png.`,
    );
  } finally {
    server.kill();
  }

  // Only the accepted story's baselines changed, to exactly the pictures the page showed as new.
  const after = hashes();
  expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
  const changed = [...after].filter(([file, hash]) => before.get(file) !== hash).map(([file]) => file);
  expect(changed.sort()).toEqual(
    story.widths.map((width) => path.join(`w${width}`, `${story.id}.png`)).sort(),
  );
  // The story's pictures are its own again, the same as the committed baselines.
  for (const file of changed)
    expect(
      fs
        .readFileSync(path.join(baselines, file))
        .equals(fs.readFileSync(path.join(root, 'e2e/__screenshots__', file))),
      file,
    ).toBe(true);

  const second = storyGate();
  expect(second.status, second.output).toBe(0);
  expect(second.output).toContain('Visual review: no visual change, no review page written.');
  expect(fs.existsSync(reviewDir)).toBe(false);
});
