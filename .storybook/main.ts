import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';
import { precompiledMessages } from '../tools/vite-messages.ts';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // The fast local loop (scripts/test-changed.mjs) builds only the stories a change touches.
  stories: process.env.CEPA_STORY_FILES
    ? process.env.CEPA_STORY_FILES.split('\n')
        .filter(Boolean)
        .map((file) => `../${file}`)
    : [
        './foundations/*.mdx',
        './foundations/*.stories.tsx',
        '../ui/src/**/*.stories.tsx',
        '../features/*/src/**/*.stories.tsx',
      ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // The site's stand-in video player, so stories play the same page the built site serves.
  staticDirs: ['./public', { from: '../site/public/players', to: '/players' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(config) {
    // Storybook has the pseudo-language in its toolbar, built or not (tools/vite-messages.ts).
    config.plugins = [...(config.plugins ?? []), tailwindcss(), precompiledMessages({ pseudo: true })];
    return config;
  },
};

export default config;
