import { inLanguage } from '@cepa/core/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import type { Language } from '@cepa/core';
import { BlockView } from './block-renderer';
import { blockStory, fixtureBlock, blockCodeLoaders } from './block-story-helpers';
import { withLanguage } from '../story-decorators';
import type { CarouselBlock } from './schema';

const words = {
  es: { next: 'Diapositiva siguiente', of: (i: number, n: number) => `${i} de ${n}` },
  en: { next: 'Next slide', of: (i: number, n: number) => `${i} of ${n}` },
};

const meta = {
  title: 'Content/Blocks/Carousel',
  tags: ['responsive'],
  component: BlockView,
  decorators: [withLanguage],
  loaders: blockCodeLoaders,
  parameters: {
    docs: {
      description: {
        component:
          'The content system’s carousel block: an optional title over text slides (each with an optional picture and link), with previous and next buttons, dots and the arrow keys, wrapping around at both ends. It never turns by itself. Built from UI/Carousel (content variant).',
      },
    },
  },
  args: { block: fixtureBlock('carousel', 'solera', 'es') },
  play: async ({ canvas, args, globals }) => {
    const block = args.block as CarouselBlock;
    const w = inLanguage(words, globals.locale as Language);
    const total = block.slides.length;
    const region = canvas.getByRole('region', { name: block.title });
    await expect(region).toBeVisible();
    await expect(canvas.getByRole('group', { name: w.of(1, total) })).toHaveTextContent(
      block.slides[0]!.title,
    );

    // Keyboard: Enter on the next button, then the arrow keys, wrapping around at the end.
    canvas.getByRole('button', { name: w.next }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: w.of(2, total) })).toHaveTextContent(block.slides[1]!.title),
    );
    await userEvent.keyboard('{ArrowRight}');
    const third = await canvas.findByRole('group', { name: w.of(3, total) });
    const link = block.slides[2]!.link!;
    await expect(linkIn(third, link.label)).toHaveAttribute('href', link.path);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('group', { name: w.of(1, total) })).toBeVisible());
  },
} satisfies Meta<typeof BlockView>;

function linkIn(slide: HTMLElement, label: string) {
  const link = [...slide.querySelectorAll('a')].find((a) => a.textContent === label);
  if (!link) throw new Error(`No link "${label}" in the slide`);
  return link;
}

export default meta;
type Story = StoryObj<typeof meta>;

export const SoleraSpanish: Story = blockStory('carousel', 'solera', 'es');
export const SoleraEnglish: Story = blockStory('carousel', 'solera', 'en');
export const BravaSpanish: Story = blockStory('carousel', 'brava', 'es');
export const BravaEnglish: Story = blockStory('carousel', 'brava', 'en');
