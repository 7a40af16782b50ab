import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { backend } from '@cepa/core/backend';
import { trackedEvents } from '@cepa/core/analytics';
import { shopCalls, shopPageFixture, shopReceived } from '../../fake';
import { brandOf, freshState, languageOf, withShopProviders } from '../../story-decorators';
import ProductPage, { load, type ProductPageLoaded } from './product-page';

/** The product shown: Solera Reserva 2016 unless the story names another. */
type StoryArgs = React.ComponentProps<typeof ProductPage> & { productId?: number };

/** The story's product page in the toolbar's language and brand. */
function productPage(
  args: Pick<StoryArgs, 'productId'>,
  context: Parameters<typeof languageOf>[0] & Parameters<typeof brandOf>[0],
) {
  return shopPageFixture('product', languageOf(context), brandOf(context), args.productId ?? 1003);
}

const meta = {
  title: 'Shop/Product',
  tags: ['responsive'],
  component: ProductPage,
  decorators: [withShopProviders],
  // What the site's server hands the page (its data parsed, the description sanitised), made the same way.
  loaders: [async (context) => ({ fromServer: await load({ page: productPage(context.args, context) }) })],
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  // The products are Casa Solera's (Isla Brava has its own): the brand is pinned, and the Isla Brava
  // story pins its own product.
  parameters: { brand: 'solera' },
  beforeEach: freshState,
  args: { page: shopPageFixture('product', 'es', 'solera', 1003), query: '?category=tintos' },
  render: ({ productId, ...args }: StoryArgs, context) => (
    <ProductPage
      {...args}
      page={productPage({ productId }, context)}
      loaded={(context.loaded as { fromServer?: ProductPageLoaded }).fromServer}
    />
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A discounted wine: was/now for screen readers, the pictures (next wraps around, a thumbnail jumps),
 * a quantity, add to basket (the payload checked) and the added-to-basket pop-in.
 */
export const Discounted: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Solera Reserva 2016' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Volver a la tienda/ })).toHaveAttribute(
      'href',
      '/es/tienda#tintos',
    );
    await expect(canvas.getByText('Últimas 4 unidades')).toBeVisible();
    const pictures = canvas.getByRole('region', { name: 'Fotos de Solera Reserva 2016' });
    const next = within(pictures).getByRole('button', { name: /siguiente/i });
    await userEvent.click(next);
    await userEvent.click(next);
    await userEvent.click(next);
    // Three pictures: the third press wraps around to the first; a thumbnail jumps to its picture.
    await waitFor(() => expect(within(pictures).getByRole('group', { name: '1 de 3' })).toBeVisible());
    await userEvent.click(within(pictures).getByRole('button', { name: 'Mostrar la imagen 3' }));
    await waitFor(() => expect(within(pictures).getByRole('group', { name: '3 de 3' })).toBeVisible());
    const quantity = canvas.getByRole('spinbutton', { name: 'Cantidad' });
    await userEvent.click(canvas.getByRole('button', { name: /Aumentar/ }));
    await expect(quantity).toHaveValue('2');
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir a la cesta' }));
    const popIn = await screen.findByRole('dialog', { name: 'Producto añadido a la cesta' });
    await expect(popIn).toHaveTextContent('Solera Reserva 2016');
    await expect(popIn).toHaveTextContent(/Cantidad\s*2/);
    await expect(within(popIn).getByRole('link', { name: 'Ir a la cesta' })).toHaveAttribute(
      'href',
      '/es/cesta',
    );
    await expect(shopReceived.get().added).toEqual([{ product_id: 1003, quantity: 2 }]);
  },
};

/** SPEC §8: a 406 shows the response's reason (only four bottles are left). */
export const RefusedByStock: Story = {
  play: async ({ canvas }) => {
    const quantity = canvas.getByRole('spinbutton', { name: 'Cantidad' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5');
    await userEvent.tab();
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir a la cesta' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Solo quedan 4 unidades.');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Sold out: the quantity and the button are disabled, and the page says why. */
export const SoldOut: Story = {
  args: { productId: 1004 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Agotado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Añadir a la cesta' })).toBeDisabled();
  },
};

/** The basket call fails: a message to try again; nothing is lost. */
export const AddFails: Story = {
  beforeEach: () => backend.faults.set(shopCalls.addProduct, { status: 500 }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir a la cesta' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No hemos podido añadir el vino a la cesta. Inténtalo de nuevo.',
    );
  },
};

/** While the basket answers, the button says so; a second press sends nothing more. */
export const Adding: Story = {
  beforeEach: () => backend.faults.set(shopCalls.addProduct, { delay: 600, times: 1 }),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Añadir a la cesta' });
    await userEvent.click(button);
    await expect(await canvas.findByRole('button', { name: 'Añadiendo…' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Añadiendo…' }));
    await screen.findByRole('dialog', { name: 'Producto añadido a la cesta' });
    await expect(shopReceived.get().added).toHaveLength(1);
  },
};

/** Formats as links (the current one marked), in English, on the other brand. */
export const FormatsBravaEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { brand: 'brava' },
  args: { productId: 2001, query: '' },
  play: async ({ canvas }) => {
    const formats = canvas.getByRole('navigation', { name: 'Formats' });
    await expect(within(formats).getByRole('link', { name: 'Bottle 75 cl' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(formats).getByRole('link', { name: 'Magnum 150 cl' })).toHaveAttribute(
      'href',
      '/en/shop/volcanic-malvasia-2023-magnum',
    );
    await expect(canvas.getByRole('link', { name: /Back to the shop/ })).toHaveAttribute('href', '/en/shop');
    const related = canvas.getByRole('region', { name: 'You may also like' });
    await expect(within(related).getAllByRole('article')).toHaveLength(2);
    // The related products' impressions (read by the product page's id) go to the tag manager once.
    await waitFor(() =>
      expect(trackedEvents().filter((e) => e.event === 'product_impressions')).toEqual([
        {
          event: 'product_impressions',
          list: 'related_products',
          impressions: [
            expect.objectContaining({ id: 2003, position: 1 }),
            expect.objectContaining({ id: 2004, position: 2 }),
          ],
        },
      ]),
    );
  },
};

/**
 * Without what the server hands the page (its loader failed): the page parses its data and sanitises the
 * description itself, loading the shop's contracts and the sanitiser first.
 */
export const ParsedInTheBrowser: Story = {
  // no-visual: the same screen as Discounted; this story proves the page renders without the server's data.
  tags: ['no-visual'],
  render: ({ productId, ...args }: StoryArgs, context) => (
    <ProductPage {...args} page={productPage({ productId }, context)} />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Solera Reserva 2016' })).toBeVisible();
    await expect(canvas.getByText('Quedan pocas botellas de esta añada.').tagName).toBe('EM');
    await expect(canvas.getByRole('button', { name: 'Añadir a la cesta' })).toBeEnabled();
  },
};
