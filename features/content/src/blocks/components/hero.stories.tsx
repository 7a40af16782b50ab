import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BlockView } from './block-renderer';
import { blockStory, fixtureBlock, blockCodeLoaders } from './block-story-helpers';
import { withLanguage } from '../story-decorators';
import type { HeroBlock } from './schema';

const meta = {
  title: 'Content/Blocks/Hero',
  tags: ['responsive'],
  component: BlockView,
  decorators: [withLanguage],
  loaders: blockCodeLoaders,
  parameters: {
    docs: {
      description: {
        component:
          'The content system’s hero block: a large title and text beside a picture (stacked on phones), the page’s largest paint. The picture is optional.',
      },
    },
  },
  args: { block: fixtureBlock('hero', 'solera', 'es') },
  play: async ({ canvas, args }) => {
    const block = args.block as HeroBlock;
    await expect(canvas.getByRole('heading', { level: 2, name: block.title })).toBeVisible();
    if (block.text) await expect(canvas.getByText(block.text)).toBeVisible();
  },
} satisfies Meta<typeof BlockView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SoleraSpanish: Story = blockStory('hero', 'solera', 'es');
export const SoleraEnglish: Story = blockStory('hero', 'solera', 'en');
export const BravaSpanish: Story = blockStory('hero', 'brava', 'es');
export const BravaEnglish: Story = blockStory('hero', 'brava', 'en');
export const WithoutImage: Story = {
  args: {
    block: {
      type: 'hero',
      title: 'Vendimia 2026: abiertas las reservas',
      text: 'Plazas limitadas en septiembre.',
    },
  },
};
