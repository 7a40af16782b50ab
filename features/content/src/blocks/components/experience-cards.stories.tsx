import { inLanguage } from '@cepa/core/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { formatMoney, type Language } from '@cepa/core';
import { BlockView } from './block-renderer';
import { blockStory, fixtureBlock, variant, blockCodeLoaders } from './block-story-helpers';
import { withLanguage } from '../story-decorators';
import type { ExperienceCardsBlock } from './schema';

const words = { es: { book: 'Reservar', from: 'desde' }, en: { book: 'Book', from: 'from' } };

const meta = {
  title: 'Content/Blocks/Experience cards',
  tags: ['responsive'],
  component: BlockView,
  decorators: [withLanguage],
  loaders: blockCodeLoaders,
  parameters: {
    docs: {
      description: {
        component:
          'The content system’s experience cards: one card per experience with its picture, text, "from" price and a Book link to the booking page with that experience; three a row on desktops, two on tablets, one on phones. Built from UI/Card/ExperienceCard.',
      },
    },
  },
  args: { block: fixtureBlock('experience_cards', 'solera', 'es') },
  play: async ({ canvas, args, globals }) => {
    const block = args.block as ExperienceCardsBlock;
    const w = inLanguage(words, globals.locale as Language);
    const links = canvas.getAllByRole('link', { name: w.book });
    await expect(links).toHaveLength(block.cards.length);
    for (const [index, card] of block.cards.entries()) {
      await expect(canvas.getByRole('heading', { level: 3, name: card.title })).toBeVisible();
      await expect(
        canvas.getByText(`${w.from} ${formatMoney(card.price_from!)}`.replace(/\s+/g, ' ')),
      ).toBeVisible();
      // Each "Book" link leads to the experience's booking page and is told apart by its card's title.
      await expect(links[index]).toHaveAttribute('href', card.booking_path);
      await expect(links[index]).toHaveAccessibleDescription(card.title);
    }
    await userEvent.tab();
    await expect(links[0]).toHaveFocus();
    await userEvent.tab();
    await expect(links[1]).toHaveFocus();
  },
} satisfies Meta<typeof BlockView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SoleraSpanish: Story = {
  ...variant('solera', 'es'),
  play: async (context) => {
    await meta.play(context);
    await expect(context.canvas.getByText('desde 25,00 €')).toBeVisible();
    await expect(context.canvas.getAllByRole('link', { name: 'Reservar' })[0]).toHaveAttribute(
      'href',
      '/es/reservar?experience=1',
    );
  },
};
export const SoleraEnglish: Story = blockStory('experience_cards', 'solera', 'en');
export const BravaSpanish: Story = blockStory('experience_cards', 'brava', 'es');
export const BravaEnglish: Story = blockStory('experience_cards', 'brava', 'en');
