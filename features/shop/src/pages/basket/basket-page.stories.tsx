import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backend } from '@cepa/core/backend';
import { seedMemberBasket, shopCalls, shopPageFixture, shopReceived } from '../../fake';
import {
  brandOf,
  freshState,
  languageOf,
  logInAs,
  navigations,
  withShopProviders,
} from '../../story-decorators';
import BasketPage from './basket-page';

const meta = {
  title: 'Shop/Basket',
  tags: ['responsive'],
  component: BasketPage,
  decorators: [withShopProviders],
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  beforeEach: freshState,
  args: { page: shopPageFixture('basket') },
  render: (args, context) => (
    <BasketPage {...args} page={shopPageFixture('basket', languageOf(context), brandOf(context))} />
  ),
} satisfies Meta<typeof BasketPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Lucía's basket: Solera Crianza 2020 × 2 and the barrel-fermented white × 1. */
const lucia = async () => {
  await logInAs('lucia@example.com');
};

/** The basket's table (desktop) or list of cards (phone), whichever is on screen. */
function lines(canvas: Canvas) {
  // Testing Library leaves out what CSS hides: only the one on screen is found.
  return canvas.queryAllByRole('table')[0] ?? canvas.getByRole('list', { name: 'Productos de tu cesta' });
}

const summary = (canvas: Canvas) => canvas.getByRole('region', { name: 'Resumen del pedido' });

/** The lines, the server's totals, and a quantity changed at once on screen, written once 800 ms later. */
export const Filled: Story = {
  beforeEach: lucia,
  play: async ({ canvas }) => {
    const table = await waitFor(() => lines(canvas), { timeout: 5000 });
    await expect(within(table).getByRole('link', { name: 'Solera Crianza 2020' })).toHaveAttribute(
      'href',
      '/es/tienda/solera-crianza-2020',
    );
    await expect(summary(canvas)).toHaveTextContent(/Subtotal\s*46,30\s*€/);
    await expect(summary(canvas)).toHaveTextContent(/Envío\s*6,90\s*€/);
    await expect(summary(canvas)).toHaveTextContent(/Total\s*53,20\s*€/);
    const quantity = within(table).getByRole('spinbutton', { name: 'Cantidad de Solera Crianza 2020' });
    const more = within(quantity.closest('[data-slot="quantity-picker"]') as HTMLElement).getByRole(
      'button',
      {
        name: 'Aumentar cantidad',
      },
    );
    await userEvent.click(more);
    await userEvent.click(more);
    await expect(quantity).toHaveValue('4');
    await expect(summary(canvas)).toHaveTextContent('Actualizando la cesta…');
    // The server's totals once the one write has landed: shipping is free from 60 €.
    await waitFor(() => expect(summary(canvas)).toHaveTextContent(/Total\s*76,10\s*€/), { timeout: 3000 });
    await expect(summary(canvas)).toHaveTextContent(/Envío\s*Gratis/);
    await expect(summary(canvas)).not.toHaveTextContent('Actualizando');
    await expect(shopReceived.get().quantities).toEqual([{ lineId: 1, quantity: 4 }]);
  },
};

/** Removing a line is immediate, said to screen readers, and keeps focus in the list. */
export const RemoveLine: Story = {
  beforeEach: lucia,
  play: async ({ canvas }) => {
    const table = await waitFor(() => lines(canvas), { timeout: 5000 });
    const remove = within(table).getByRole('button', {
      name: 'Quitar Solera Blanco Fermentado en Barrica 2022 de la cesta',
    });
    await userEvent.click(remove);
    await expect(
      within(table).queryByText('Solera Blanco Fermentado en Barrica 2022'),
    ).not.toBeInTheDocument();
    await expect(
      canvas.getByText('Solera Blanco Fermentado en Barrica 2022 ya no está en la cesta.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(table).getByRole('button', { name: 'Quitar Solera Crianza 2020 de la cesta' }),
      ).toHaveFocus(),
    );
    await waitFor(() => expect(summary(canvas)).toHaveTextContent(/Subtotal\s*29,80\s*€/));
  },
};

/** A new visitor's basket is empty: a message and a link to the shop. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Tu cesta está vacía.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver los vinos de la tienda' })).toHaveAttribute(
      'href',
      '/es/tienda',
    );
  },
};

/** While the basket is read. */
export const Loading: Story = {
  beforeEach: () => backend.faults.set(shopCalls.getBasket, { delay: 600_000, times: 1 }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cargando tu cesta…')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument();
  },
};

/** The basket cannot be read: a message and a retry that works once the backend answers. */
export const LoadFails: Story = {
  beforeEach: async () => {
    await lucia();
    backend.faults.set(shopCalls.getBasket, { status: 500, times: 1 });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No hemos podido cargar tu cesta.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(await canvas.findByRole('link', { name: 'Solera Crianza 2020' })).toBeVisible();
  },
};

/** SPEC §8: each refusal's message under the field, then the coupon applied and the entry disabled. */
export const Vouchers: Story = {
  beforeEach: lucia,
  play: async ({ canvas }) => {
    await waitFor(() => lines(canvas), { timeout: 5000 });
    const field = canvas.getByRole('textbox', { name: 'Código de bono o cupón' });
    const apply = canvas.getByRole('button', { name: 'Aplicar' });
    await userEvent.click(apply);
    await expect(field).toHaveAccessibleDescription('Este campo es obligatorio');
    for (const [code, message] of [
      ['NO-EXISTE', 'Este código no existe.'],
      ['PRIMAVERA-OFF', 'Este código no está activo en este momento.'],
      ['VENDIMIA-2023', 'Este código ha caducado.'],
      ['YA-USADO-5', 'Este código ya se ha usado.'],
    ] as const) {
      await userEvent.clear(field);
      await userEvent.type(field, code);
      await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }));
      await waitFor(() => expect(field).toHaveAccessibleDescription(message));
      // What was typed stays.
      await expect(field).toHaveValue(code);
    }
    await userEvent.clear(field);
    await userEvent.type(field, 'BIENVENIDA10');
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar' }));
    // Shown beside the entry, and said once to screen readers.
    await waitFor(() => expect(canvas.getAllByText('El cupón se ha aplicado correctamente')).toHaveLength(2));
    await expect(field).toBeDisabled();
    await expect(summary(canvas)).toHaveTextContent(/Descuento\s*[-−]4,63\s*€/);
    // Each line's unit price is the one paid (SPEC §3 vouchers_discount_per_unit), the price before
    // struck through and named: 2 × 13,41 € is the line's 26,82 €.
    const crianza = within(lines(canvas))
      .getByRole('link', { name: 'Solera Crianza 2020' })
      .closest<HTMLElement>('tr, li')!;
    await expect(crianza).toHaveTextContent(/antes 14,90\s€\s*ahora 13,41\s€/);
    await expect(crianza.querySelector('s')).toHaveTextContent(/^antes 14,90\s€$/);
    await expect(crianza).toHaveTextContent(/26,82\s€/);
    await expect(shopReceived.get().vouchers).toEqual([
      'NO-EXISTE',
      'PRIMAVERA-OFF',
      'VENDIMIA-2023',
      'YA-USADO-5',
      'BIENVENIDA10',
    ]);
  },
};

/** More than 18 units: the contact message with its mailto, and Continue disabled (SPEC §5, §8). */
export const TooManyUnits: Story = {
  // Casa Solera's products and the address of its shop: the brand is pinned.
  parameters: { brand: 'solera' },
  beforeEach: async () => {
    seedMemberBasket(await logInAs('lucia@example.com'), [
      { productId: 1001, quantity: 10 },
      { productId: 1005, quantity: 9 },
    ]);
  },
  play: async ({ canvas }) => {
    const note = await canvas.findByText(/Tu pedido supera las 18 unidades/);
    await expect(
      within(note.closest('[data-slot="alert"]') ?? note).getByRole('link', {
        name: 'tienda@casasolera.example',
      }),
    ).toHaveAttribute('href', 'mailto:tienda@casasolera.example');
    const next = canvas.getByRole('button', { name: 'Continuar' });
    await expect(next).toBeDisabled();
    // Back to 18 units, Continue is possible again.
    const quantity = canvas
      .getAllByRole('spinbutton', { name: 'Cantidad de Solera Crianza 2020' })
      .find((el) => el.checkVisibility())!;
    await userEvent.click(
      within(quantity.closest('[data-slot="quantity-picker"]') as HTMLElement).getByRole('button', {
        name: 'Reducir cantidad',
      }),
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Continuar' })).toBeEnabled());
    // The story ends once the server has the new quantity (its screenshot never catches "updating").
    await waitFor(() => expect(summary(canvas)).not.toHaveTextContent('Actualizando'));
    await expect(summary(canvas)).toHaveTextContent(/Subtotal\s*282,60\s*€/);
  },
};

/** A line the stock cannot cover says so beneath it. */
export const LineOverStock: Story = {
  beforeEach: async () => {
    seedMemberBasket(await logInAs('lucia@example.com'), [{ productId: 1003, quantity: 6 }]);
  },
  play: async ({ canvas }) => {
    const table = await waitFor(() => lines(canvas), { timeout: 5000 });
    await expect(within(table).getByText('Solo quedan 4 unidades.')).toBeVisible();
  },
};

/** A quantity the server refuses to write goes back to the server's, with a message on its line. */
export const QuantityWriteFails: Story = {
  beforeEach: async () => {
    await lucia();
    backend.faults.set(shopCalls.setLineQuantity, { status: 500, times: 1 });
  },
  play: async ({ canvas }) => {
    const table = await waitFor(() => lines(canvas), { timeout: 5000 });
    const quantity = within(table).getByRole('spinbutton', { name: 'Cantidad de Solera Crianza 2020' });
    await userEvent.click(
      within(quantity.closest('[data-slot="quantity-picker"]') as HTMLElement).getByRole('button', {
        name: 'Aumentar cantidad',
      }),
    );
    await expect(quantity).toHaveValue('3');
    await expect(
      await within(table).findByText(
        'No hemos podido cambiar la cantidad de Solera Crianza 2020. Vuelve a intentarlo.',
        {},
        { timeout: 3000 },
      ),
    ).toBeVisible();
    await expect(quantity).toHaveValue('2');
  },
};

/** Continue sends what is waiting first, then goes to the checkout. */
export const ContinueAfterChange: Story = {
  beforeEach: lucia,
  play: async ({ canvas }) => {
    const table = await waitFor(() => lines(canvas), { timeout: 5000 });
    const quantity = within(table).getByRole('spinbutton', { name: 'Cantidad de Solera Crianza 2020' });
    await userEvent.click(
      within(quantity.closest('[data-slot="quantity-picker"]') as HTMLElement).getByRole('button', {
        name: 'Aumentar cantidad',
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(navigations).toEqual(['/es/tienda/pedido']));
    await expect(shopReceived.get().quantities).toEqual([{ lineId: 1, quantity: 3 }]);
  },
};

export const BravaEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { brand: 'brava' },
  beforeEach: async () => {
    await logInAs('marta@example.com');
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My basket' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Volcanic Malvasía 2023' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Order summary' })).toHaveTextContent(/Taxes included/);
  },
};
