import { inLanguage } from '@cepa/core/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BlockView } from './block-renderer';
import { blockStory, fixtureBlock, blockCodeLoaders } from './block-story-helpers';
import { withLanguage } from '../story-decorators';
import { routes } from '../fake/fixtures';
import type { Language } from '@cepa/core';

const meta = {
  title: 'Content/Blocks/Rich text',
  tags: ['responsive'],
  component: BlockView,
  decorators: [withLanguage],
  loaders: blockCodeLoaders,
  parameters: {
    docs: {
      description: {
        component:
          'The content system’s text block: its HTML, sanitised, in the content typography (headings, lists, quotes, underlined links).',
      },
    },
  },
  args: { block: fixtureBlock('rich_text', 'solera', 'es') },
  play: async ({ canvas, globals }) => {
    const language = globals.locale as Language;
    const link = canvas.getByRole('link');
    await expect(link).toHaveAttribute('href', inLanguage(routes.experiences, language));
    await expect(link).not.toHaveAttribute('rel');
    link.focus();
    await expect(link).toHaveFocus();
  },
} satisfies Meta<typeof BlockView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SoleraSpanish: Story = blockStory('rich_text', 'solera', 'es');
export const SoleraEnglish: Story = blockStory('rich_text', 'solera', 'en');
export const BravaSpanish: Story = blockStory('rich_text', 'brava', 'es');
export const BravaEnglish: Story = blockStory('rich_text', 'brava', 'en');
