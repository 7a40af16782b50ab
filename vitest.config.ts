import { defineConfig } from 'vitest/config';
import { precompiledMessages } from './tools/vite-messages.ts';

/**
 * Unit tests: pure logic in Node. Stories are judged by the story gate (Playwright over the Storybook
 * build, e2e/playwright.stories.config.ts), which renders each story once for its play function, axe and
 * screenshots.
 */
export default defineConfig({
  test: {
    projects: [
      {
        // The pseudo-language is a language of the tests' list, its catalogues made from the English ones
        // (messages/qps.json); the others stay the plain strings of their files.
        plugins: [precompiledMessages({ pseudo: true, precompile: false })],
        test: {
          name: 'unit',
          environment: 'node',
          // The embedded backend answers, as in Storybook (the stand-in video player, the test card form).
          env: { CEPA_BACKEND_EMBEDDED: '1' },
          // Test files share each worker's module graph instead of importing it afresh (import time was
          // 30 of the gate's 51 s); a test that needs a clean global resets it itself.
          isolate: false,
          // A focused test (.only) fails the run instead of silently skipping the rest, in CI and locally.
          allowOnly: false,
          // Every test file, whatever it is named: a *.test.tsx or *.spec.ts beside the code runs too
          // (only the Playwright specs under e2e/ are left to their own gates).
          include: ['{ui,features/*,site,tools,scripts}/**/*.{test,spec}.{ts,tsx}'],
          exclude: ['**/node_modules/**', 'e2e/**'],
        },
      },
    ],
  },
});
