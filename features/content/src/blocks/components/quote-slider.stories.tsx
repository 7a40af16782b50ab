import { inLanguage } from '@cepa/core/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { Language } from '@cepa/core';
import { BlockView } from './block-renderer';
import { blockStory, fixtureBlock, blockCodeLoaders } from './block-story-helpers';
import { withLanguage } from '../story-decorators';
import type { QuoteSliderBlock } from './schema';

const words = {
  es: {
    previous: 'Diapositiva anterior',
    goTo2: 'Ir a la diapositiva 2',
    of: (i: number, n: number) => `${i} de ${n}`,
  },
  en: { previous: 'Previous slide', goTo2: 'Go to slide 2', of: (i: number, n: number) => `${i} of ${n}` },
};

const meta = {
  title: 'Content/Blocks/Quote slider',
  tags: ['responsive'],
  component: BlockView,
  decorators: [withLanguage],
  loaders: blockCodeLoaders,
  parameters: {
    docs: {
      description: {
        component:
          'The content system’s quote slider: visitors’ words and who said them, one at a time, with previous and next buttons and dots. Built from UI/Carousel (quote variant).',
      },
    },
  },
  args: { block: fixtureBlock('quote_slider', 'solera', 'es') },
  play: async ({ canvas, args, globals }) => {
    const block = args.block as QuoteSliderBlock;
    const w = inLanguage(words, globals.locale as Language);
    const total = block.quotes.length;
    await expect(canvas.getByRole('region', { name: block.title })).toBeVisible();
    await expect(canvas.getByRole('group', { name: w.of(1, total) })).toHaveTextContent(
      block.quotes[0]!.author,
    );

    // Keyboard: a dot jumps to its quote; the previous button and the left arrow go back, wrapping around.
    canvas.getByRole('button', { name: w.goTo2 }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: w.of(2, total) })).toHaveTextContent(block.quotes[1]!.text),
    );
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('group', { name: w.of(1, total) })).toBeVisible());
    canvas.getByRole('button', { name: w.previous }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: w.of(total, total) })).toHaveTextContent(
        block.quotes[total - 1]!.author,
      ),
    );
  },
} satisfies Meta<typeof BlockView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SoleraSpanish: Story = blockStory('quote_slider', 'solera', 'es');
export const SoleraEnglish: Story = blockStory('quote_slider', 'solera', 'en');
export const BravaSpanish: Story = blockStory('quote_slider', 'brava', 'es');
export const BravaEnglish: Story = blockStory('quote_slider', 'brava', 'en');
