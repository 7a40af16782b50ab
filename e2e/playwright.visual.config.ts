import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tools/chromium.ts';

const port = 6007;

/**
 * Visual regression: every story of the static Storybook build, screenshotted at 375 and 1280 px
 * and compared with the baselines committed under e2e/__screenshots__.
 */
export default defineConfig({
  testDir: './visual',
  outputDir: '../test-results/visual',
  snapshotPathTemplate: '{testDir}/../__screenshots__/{projectName}/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [[process.env.CI ? 'dot' : 'list'], ['json', { outputFile: '../reports/tmp/visual.json' }]],
  expect: {
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      maxDiffPixels: 0,
      threshold: 0.05,
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: 'w375', use: { viewport: { width: 375, height: 740 }, browserName: 'chromium' } },
    { name: 'w1280', use: { viewport: { width: 1280, height: 800 }, browserName: 'chromium' } },
  ],
  webServer: {
    command: `node ../tools/serve-static.mjs ../storybook-static ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
