import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tools/chromium.ts';

/**
 * The visual review page's own test (e2e/review/review.spec.ts): it runs the story gate over a copy of the
 * baselines with one story changed, then reviews and accepts it from the page in Chromium.
 */
export default defineConfig({
  testDir: './review',
  outputDir: '../test-results/review',
  workers: 1,
  retries: 0,
  forbidOnly: true,
  // Two runs of the story gate over one story file, and the review between them.
  timeout: 240_000,
  reporter: [[process.env.CI ? 'dot' : 'list'], ['json', { outputFile: '../reports/tmp/review.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
});
