import type { Meta, StoryObj } from '@storybook/react-vite';
import HomePage from './home-page';
import { fixturePage } from '../fake/fixtures';
import { variant } from '../blocks/block-story-helpers';
import { withLanguage } from '../story-decorators';
import { playPage } from './page-story-play';

const meta = {
  title: 'Content/HomePage',
  tags: ['responsive'],
  component: HomePage,
  decorators: [withLanguage],
  parameters: { layout: 'fullscreen' },
  args: { page: fixturePage('solera', 'es', 'home') },
  play: playPage,
} satisfies Meta<typeof HomePage>;

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
