import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { freshStoryState, navigations, withSliceProviders } from '@cepa/core/stories';
import { chooseIn, listArgs, renderList, statusSays } from '../story-helpers';
import VideosPage from './videos-page';
import { blockCodeLoaders } from '../../blocks/components/block-story-helpers';

const meta = {
  title: 'Content/Videos',
  tags: ['responsive'],
  component: VideosPage,
  decorators: [withSliceProviders],
  loaders: blockCodeLoaders,
  globals: { locale: 'es' },
  beforeEach: freshStoryState(),
  args: listArgs('videos'),
  render: renderList(VideosPage, 'videos'),
} satisfies Meta<typeof VideosPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category, then one of its subcategories: the subcategory select offers only that category's. */
export const CategoryAndSubcategory: Story = {
  // The categories and their counts are Casa Solera's: the brand is pinned.
  parameters: { brand: 'solera' },
  play: async ({ canvas }) => {
    await statusSays(canvas, '22 vídeos · Página 1 de 6');
    await expect(canvas.getByRole('combobox', { name: 'Subcategoría' })).toBeDisabled();
    await chooseIn(canvas, 'Categoría', 'Viñedo');
    await statusSays(canvas, '11 vídeos · Página 1 de 3');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Subcategoría' }));
    const listbox = await screen.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todas las subcategorías', 'Poda', 'Vendimia', 'Suelos']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Vendimia' }));
    await statusSays(canvas, '5 vídeos · Página 1 de 2');
    await expect(navigations).toEqual(['/es/videos?cat_id=32', '/es/videos?cat_id=32&subcat_id=322']);
  },
};

/** Isla Brava in English: a subcategory without videos. */
export const NoVideosIslaBrava: Story = {
  globals: { locale: 'en' },
  parameters: { brand: 'brava' },
  args: { query: '?subcat_id=423' },
  play: async ({ canvas }) => {
    await statusSays(canvas, 'No videos match these filters.');
    // The subcategory alone brought its category along.
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Sea and volcano');
    await expect(canvas.getByRole('combobox', { name: 'Subcategory' })).toHaveTextContent('Eruptions');
  },
};
