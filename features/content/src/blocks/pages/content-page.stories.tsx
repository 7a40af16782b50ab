import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { brandOf, languageOf } from '@cepa/core/stories';
import ContentPage, { preload as preloadContentPage } from './content-page';
import { fixturePage } from '../fake/fixtures';
import { variant, blockCodeLoaders } from '../components/block-story-helpers';
import { parseBlocks } from '../components/schema';
import { withLanguage } from '../story-decorators';
import { playPage } from './page-story-play';

const meta = {
  title: 'Content/ContentPage',
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
  args: { page: fixturePage('solera', 'es', 'winery') },
  play: playPage,
} satisfies Meta<typeof ContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The winery page of the story's brand and language between a block type this version does not know and a broken block. */
function withStrangeBlocks(context: Parameters<typeof brandOf>[0]) {
  const page = fixturePage(brandOf(context), languageOf(context), 'winery');
  return {
    ...page,
    blocks: [
      { type: 'newsletter_teaser', title: 'Suscríbete' },
      ...page.blocks,
      { type: 'video', title: 'Sin dirección' },
    ],
  };
}

export const WinerySpanish: Story = { ...variant('solera', 'es') };
export const WineryEnglish: Story = {
  ...variant('solera', 'en'),
  args: { page: fixturePage('solera', 'en', 'winery') },
};
export const EstateSpanish: Story = {
  ...variant('brava', 'es'),
  args: { page: fixturePage('brava', 'es', 'winery') },
};
export const EstateEnglish: Story = {
  ...variant('brava', 'en'),
  args: { page: fixturePage('brava', 'en', 'winery') },
};

export const ExperiencesSpanish: Story = {
  ...variant('solera', 'es'),
  args: { page: fixturePage('solera', 'es', 'experiences') },
  play: async (context) => {
    await meta.play(context);
    const { canvas } = context;
    // Without a block title the cards' titles are the page's second level.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Visita y cata en la bodega' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Reservar' })[2]).toHaveAttribute(
      'href',
      '/es/reservar?experience=3',
    );
  },
};
export const ExperiencesEnglishBrava: Story = {
  ...variant('brava', 'en'),
  args: { page: fixturePage('brava', 'en', 'experiences') },
  play: async (context) => {
    await meta.play(context);
    await expect(context.canvas.getByText('from 22,00 €')).toBeVisible();
  },
};

/** A block type this version does not know, and a broken block: both left out, the rest of the page drawn. */
export const UnknownBlocksSkipped: Story = {
  render: (args, context) => <ContentPage {...args} page={withStrangeBlocks(context)} />,
  play: async ({ canvas, canvasElement, ...context }) => {
    const page = fixturePage(brandOf(context), languageOf(context), 'winery');
    await expect(canvas.getByRole('heading', { level: 1, name: page.title })).toBeVisible();
    await expect(canvas.queryByText('Suscríbete')).toBeNull();
    await expect(canvas.queryByText('Sin dirección')).toBeNull();
    await expect(
      [...canvasElement.querySelectorAll('[data-block]')].map((el) => el.getAttribute('data-block')),
    ).toEqual(parseBlocks(page.blocks).map((block) => block.type));
  },
};
