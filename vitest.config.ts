import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import { chromiumArgs, chromiumPath } from './tools/chromium.ts';
import { precompiledMessages } from './tools/vite-messages.ts';

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
      {
        plugins: [storybookTest({ configDir: '.storybook' }), tailwindcss(), precompiledMessages()],
        test: {
          name: 'stories',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
