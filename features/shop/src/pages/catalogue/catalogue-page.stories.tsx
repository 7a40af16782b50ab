import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { trackedEvents } from '@cepa/core/analytics';
import { backend } from '@cepa/core/backend';
import { shopCalls, shopPageFixture } from '../../fake';
import { brandOf, freshState, languageOf, withShopProviders } from '../../story-decorators';
import CataloguePage from './catalogue-page';

const meta = {
  title: 'Shop/Catalogue',
  tags: ['responsive'],
  component: CataloguePage,
  decorators: [withShopProviders],
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  beforeEach: freshState,
  args: { page: shopPageFixture('catalogue') },
  render: (args, context) => (
    <CataloguePage {...args} page={shopPageFixture('catalogue', languageOf(context), brandOf(context))} />
  ),
} satisfies Meta<typeof CataloguePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The title of the story's brand's first category, in Spanish. */
function firstCategory(context: Parameters<typeof brandOf>[0]) {
  const { categories } = shopPageFixture('catalogue', 'es', brandOf(context)).data as {
    categories: { title: string }[];
  };
  return categories[0]!.title;
}

/** Products under their category titles; a product leads to its page with the category it was found in. */
export const SoleraSpanish: Story = {
  parameters: { brand: 'solera' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tienda' })).toBeVisible();
    const reds = canvas.getByRole('region', { name: 'Tintos' });
    await expect(within(reds).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('region', { name: 'Estuches de regalo' })).toBeVisible();
    const reserva = within(reds).getByRole('link', { name: 'Solera Reserva 2016' });
    await expect(reserva).toHaveAttribute('href', '/es/tienda/solera-reserva-2016?category=tintos');
    // The discounted price names both amounts for screen readers.
    const card = reserva.closest('article')!;
    await expect(card).toHaveTextContent(/antes\s*24,50\s*€\s*ahora\s*21,90\s*€/);
    // Impressions are pushed once the list is on screen; a click pushes that product's impression.
    await waitFor(() =>
      expect(trackedEvents()).toContainEqual(
        expect.objectContaining({ event: 'product_impressions', list: 'catalogue' }),
      ),
    );
    reserva.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(reserva);
    await expect(trackedEvents().at(-1)).toEqual({
      event: 'product_click',
      list: 'catalogue',
      product: expect.objectContaining({ id: 1003, name: 'Solera Reserva 2016', position: 3 }),
    });
  },
};

export const BravaEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { brand: 'brava' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    const volcanic = canvas.getByRole('region', { name: 'Volcanic wines' });
    await expect(within(volcanic).getByRole('link', { name: 'Listán Negro 2022' })).toHaveAttribute(
      'href',
      '/en/shop/listan-negro-2022?category=volcanic',
    );
  },
};

/** The impressions call fails: the catalogue is unchanged (SPEC §8: only logged). */
export const ImpressionsFail: Story = {
  beforeEach: () => backend.faults.set(shopCalls.catalogueImpressions, { status: 500 }),
  play: async ({ canvas, ...context }) => {
    await expect(canvas.getByRole('region', { name: firstCategory(context) })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(trackedEvents()).toEqual([]);
  },
};

/** A catalogue with nothing for sale says so. */
export const Empty: Story = {
  render: (args, context) => {
    const page = shopPageFixture('catalogue', languageOf(context), brandOf(context));
    return <CataloguePage {...args} page={{ ...page, data: { ...page.data, categories: [] } }} />;
  },
  play: async ({ canvas, ...context }) => {
    await expect(canvas.getByText('Ahora mismo no hay vinos a la venta. Vuelve pronto.')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: firstCategory(context) })).not.toBeInTheDocument();
  },
};
