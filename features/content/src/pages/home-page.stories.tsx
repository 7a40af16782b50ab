import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import HomePage from './home-page';
import { fixturePage } from '../fake/fixtures';
import { variant } from '../blocks/block-story-helpers';
import { withLanguage } from '../story-decorators';

const meta = {
  title: 'Content/HomePage',
  component: HomePage,
  decorators: [withLanguage],
  parameters: { layout: 'fullscreen' },
  args: { page: fixturePage('solera', 'es', 'home') },
  play: async ({ canvas, canvasElement, args }) => {
    const title = canvas.getByRole('heading', { level: 1, name: args.page.title });
    await expect(title).toHaveAttribute('id', 'page-title');
    await expect(title).toHaveAttribute('tabindex', '-1');
    // The site moves focus to the title after a navigation.
    title.focus();
    await expect(title).toHaveFocus();
    // Every block of the page is drawn, in order, with nothing left out.
    const types = [...canvasElement.querySelectorAll('[data-block]')].map((el) =>
      el.getAttribute('data-block'),
    );
    await expect(types).toEqual(args.page.blocks.map((block) => (block as { type: string }).type));
  },
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
