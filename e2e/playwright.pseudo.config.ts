import { defineConfig } from '@playwright/test';
import { staticStorybook } from './stories/static-storybook.ts';

const port = Number(process.env.CEPA_STORYBOOK_PORT ?? 6008);

/**
 * The pseudo-language check: every story of the Storybook build shown in the pseudo-language (accented,
 * a third longer, bracketed; tools/pseudo-messages.ts), without its play function and axe, and judged for
 * clipped or overflowing text and for text that did not come from a catalogue (e2e/pseudo/pseudo.spec.ts).
 */
export default defineConfig({
  testDir: './pseudo',
  outputDir: '../test-results/pseudo',
  reporter: [
    [process.env.CI ? 'dot' : 'list'],
    ['json', { outputFile: process.env.CEPA_PSEUDO_REPORT ?? '../reports/tmp/pseudo.json' }],
  ],
  ...staticStorybook(port),
});
