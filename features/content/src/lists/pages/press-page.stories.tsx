import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backend } from '@cepa/core/backend';
import { freshStoryState, navigations, withSliceProviders } from '@cepa/core/stories';
import { listCalls } from '../fake';
import { chooseIn, listArgs, listStatus, renderList, statusSays } from '../story-helpers';
import PressPage from './press-page';
import { blockCodeLoaders } from '../../blocks/components/block-story-helpers';

const meta = {
  title: 'Content/Press',
  tags: ['responsive'],
  component: PressPage,
  decorators: [withSliceProviders],
  loaders: blockCodeLoaders,
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  beforeEach: freshStoryState(),
  args: listArgs('press'),
  render: renderList(PressPage, 'press'),
} satisfies Meta<typeof PressPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every article: ten pages, three page numbers around the current one, and the CMS HTML sanitised. */
export const ManyPages: Story = {
  play: async ({ canvas }) => {
    await statusSays(canvas, '40 artículos · Página 1 de 10');
    const list = canvas.getByRole('list', { name: 'Artículos' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(list.querySelector('script')).toBeNull();
    const pages = canvas.getByRole('navigation', { name: 'Páginas de artículos' });
    await userEvent.click(within(pages).getByRole('link', { name: 'Página 3' }));
    await statusSays(canvas, '40 artículos · Página 3 de 10');
    await expect(within(pages).getByRole('link', { name: 'Página 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      within(pages)
        .getAllByRole('link', { name: /^Página \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['2', '3', '4']);
    await expect(navigations).toEqual(['/es/prensa?p=3']);
  },
};

/** From a shared address: a year and a category; a third filter goes back to page 1. */
export const Filtered: Story = {
  args: { query: '?year=2024&p=2' },
  play: async ({ canvas }) => {
    await statusSays(canvas, '11 artículos · Página 2 de 3');
    await expect(canvas.getByRole('combobox', { name: 'Año' })).toHaveTextContent('2024');
    await chooseIn(canvas, 'Categoría', 'Entrevistas');
    await statusSays(canvas, '4 artículos');
    await expect(navigations).toEqual(['/es/prensa?year=2024&category=interviews']);
    await expect(canvas.getByRole('button', { name: 'Quitar filtros' })).not.toHaveAttribute('aria-disabled');
  },
};

/** No article matches: said in the live status, with the reset at hand. */
export const NoResults: Story = {
  args: { query: '?year=2022&category=awards' },
  play: async ({ canvas }) => {
    await statusSays(canvas, 'Ningún artículo coincide con estos filtros.');
    await expect(canvas.queryByRole('list', { name: 'Artículos' })).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: 'Páginas de artículos' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Quitar filtros' }));
    await statusSays(canvas, '40 artículos · Página 1 de 10');
    await expect(canvas.getByRole('button', { name: 'Quitar filtros' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** While the next page comes, the previous results stay, marked busy: nothing jumps. */
export const LoadingNextPage: Story = {
  play: async ({ canvas }) => {
    await statusSays(canvas, '40 artículos · Página 1 de 10');
    backend.faults.set(listCalls.pressArticles, { delay: 600_000 });
    await userEvent.click(canvas.getByRole('link', { name: 'Página siguiente' }));
    await statusSays(canvas, 'Cargando resultados…');
    const list = canvas.getByRole('list', { name: 'Artículos' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  },
};

/** The server cannot be reached: the message says so, and retrying asks again. */
export const Offline: Story = {
  beforeEach: () => backend.faults.set(listCalls.pressArticles, { network: true }),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No hay conexión con el servidor');
    await expect(listStatus(canvas)).toHaveTextContent('');
    await expect(within(alert).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

/** The call failed once: retrying brings the articles (the alert and its button stay while they come). */
export const RetryAfterFailure: Story = {
  beforeEach: () => backend.faults.set(listCalls.pressArticles, { status: 500, times: 1 }),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Ha ocurrido un error');
    // While the list is asked again the alert stays, its button pressed once and keeping the focus.
    backend.faults.set(listCalls.pressArticles, { delay: 1500, times: 1 });
    const retry = within(alert).getByRole('button', { name: 'Reintentar' });
    await userEvent.click(retry);
    await expect(retry).toHaveFocus();
    await expect(retry).toHaveAttribute('aria-disabled', 'true');
    await statusSays(canvas, '40 artículos · Página 1 de 10');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

/** Isla Brava in English, articles in English only. */
export const EnglishIslaBrava: Story = {
  globals: { locale: 'en' },
  parameters: { brand: 'brava' },
  args: { query: '?locale=en' },
  play: async ({ canvas }) => {
    await statusSays(canvas, '11 articles · Page 1 of 3');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Press' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Article language' })).toHaveTextContent('English');
  },
};
