import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { freshStoryState, navigations, withSliceProviders } from '@cepa/core/stories';
import { chooseIn, listArgs, renderList, statusSays } from '../story-helpers';
import ProjectsPage from './projects-page';
import { blockCodeLoaders } from '../../blocks/components/block-story-helpers';

const meta = {
  title: 'Content/Projects',
  tags: ['responsive'],
  component: ProjectsPage,
  decorators: [withSliceProviders],
  loaders: blockCodeLoaders,
  globals: { locale: 'es' },
  beforeEach: freshStoryState(),
  args: listArgs('projects'),
  render: renderList(ProjectsPage, 'projects'),
} satisfies Meta<typeof ProjectsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every project of Casa Solera, in English; a category narrows them to two pages. */
export const English: Story = {
  globals: { locale: 'en' },
  // The counts and the category are Casa Solera's: the brand is pinned.
  parameters: { brand: 'solera' },
  play: async ({ canvas }) => {
    await statusSays(canvas, '17 projects · Page 1 of 5');
    await chooseIn(canvas, 'Category', 'Oenology');
    await statusSays(canvas, '7 projects · Page 1 of 2');
    await expect(navigations).toEqual(['/en/projects?cat_id=12']);
  },
};

/** A category of Casa Solera's with one page of projects: no pagination. */
export const OnePage: Story = {
  // The category and its count are Casa Solera's: the brand is pinned.
  parameters: { brand: 'solera' },
  args: { query: '?cat_id=13' },
  play: async ({ canvas }) => {
    await statusSays(canvas, '3 proyectos');
    const list = canvas.getByRole('list', { name: 'Proyectos' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('navigation', { name: 'Páginas de proyectos' })).toBeNull();
  },
};
