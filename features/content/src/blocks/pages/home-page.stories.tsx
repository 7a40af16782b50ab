import type { Meta, StoryObj } from '@storybook/react-vite';
import ContentPage, { preload as preloadContentPage } from './content-page';
import { fixturePage } from '../fake/fixtures';
import { variant, blockCodeLoaders } from '../components/block-story-helpers';
import { withLanguage } from '../story-decorators';
import { playPage } from './page-story-play';

/** The home page is a content page of page type "home": the same page, with the home fixtures. */
const meta = {
  title: 'Content/HomePage',
  tags: ['responsive'],
  component: ContentPage,
  decorators: [withLanguage],
  // The page's blocks load apart from it (the site loads them before it shows the page in-page).
  loaders: [
    ...blockCodeLoaders,
    async () => {
      await preloadContentPage();
      return {};
    },
  ],
  parameters: { layout: 'fullscreen' },
  args: { page: fixturePage('solera', 'es', 'home') },
  play: playPage,
} satisfies Meta<typeof ContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SoleraSpanish: Story = { ...variant('solera', 'es') };
export const SoleraEnglish: Story = {
  ...variant('solera', 'en'),
  args: { page: fixturePage('solera', 'en', 'home') },
};
export const BravaSpanish: Story = {
  ...variant('brava', 'es'),
  args: { page: fixturePage('brava', 'es', 'home') },
};
export const BravaEnglish: Story = {
  ...variant('brava', 'en'),
  args: { page: fixturePage('brava', 'en', 'home') },
};
