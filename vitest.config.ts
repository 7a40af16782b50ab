import { defineConfig } from 'vitest/config';

/**
 * Unit tests: pure logic in Node. Stories are judged by the story gate (Playwright over the Storybook
 * build, e2e/playwright.stories.config.ts), which renders each story once for its play function, axe and
 * screenshots.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{ui,features/*,site,tools,scripts}/**/*.test.ts'],
          exclude: ['**/node_modules/**'],
        },
      },
    ],
  },
});
