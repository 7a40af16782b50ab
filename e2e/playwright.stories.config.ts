import { defineConfig } from '@playwright/test';
import { staticStorybook } from './stories/static-storybook.ts';
import { baselineDir } from './stories/stories.mjs';

const port = Number(process.env.CEPA_STORYBOOK_PORT ?? 6007);

/**
 * The story gate: every story of the Storybook build rendered once in Chromium, where its play
 * function runs, axe checks it, and it is screenshotted at each width its tags ask for and compared
 * with the baselines committed under e2e/__screenshots__/w<width>/.
 */
export default defineConfig({
  testDir: './stories',
  // Another run's own folders (the review page's test runs the gate over a copy of the baselines).
  outputDir: process.env.CEPA_STORY_OUTPUT ?? '../test-results/stories',
  snapshotPathTemplate: `${baselineDir}/{arg}{ext}`,
  reporter: [
    [process.env.CI ? 'dot' : 'list'],
    ['json', { outputFile: process.env.CEPA_STORY_REPORT ?? '../reports/tmp/stories.json' }],
    ...(process.env.CEPA_BLOB_DIR
      ? [['blob', { outputDir: `${process.env.CEPA_BLOB_DIR}/stories` }] as const]
      : []),
    // Last, so that its totals end the gate's output: the visual review of what differs.
    ['./stories/review-reporter.mjs'],
  ],
  expect: {
    // A wait, not a speed check: a tall page's screenshot, taken twice until stable, can pass 10 s while
    // the static checks share the two cores.
    timeout: 20_000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      maxDiffPixels: 0,
      threshold: 0.05,
    },
  },
  ...staticStorybook(port),
});
