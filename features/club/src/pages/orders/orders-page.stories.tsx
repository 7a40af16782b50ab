import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { backend } from '@cepa/core/backend';
import { clubCalls, clubPageFixture } from '../../fake';
import { brandOf, freshState, languageOf, logInAs, withClubProviders } from '../../story-decorators';
import OrdersPage from './orders-page';

const meta = {
  title: 'Club/My Orders',
  tags: ['responsive'],
  component: OrdersPage,
  decorators: [withClubProviders],
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  beforeEach: freshState,
  args: { page: clubPageFixture('club_orders') },
  render: (args, context) => (
    <OrdersPage {...args} page={clubPageFixture('club_orders', languageOf(context), brandOf(context))} />
  ),
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A platinum member: the current membership's totals, orders of every status and type (a store
 * purchase shows as purchased), purchases elsewhere as external, and two past memberships.
 */
export const CurrentAndPastMemberships: Story = {
  beforeEach: async () => void (await logInAs('lucia@example.com')),
  play: async ({ canvas, step }) => {
    const current = await canvas.findByRole('region', { name: 'Membresía actual' });
    await expect(current).toHaveTextContent(/Total comprado\s*642,50\s€/);
    await expect(current).toHaveTextContent(/Te falta para el objetivo\s*0,00\s€/);
    await expect(current).toHaveTextContent('Platino · Del 1 de marzo de 2026 al 28 de febrero de 2027');
    await step('a row opens on its items', async () => {
      const row = within(current).getByRole('button', { name: /Pedido CS-100029/ });
      await expect(row).toHaveAttribute('aria-expanded', 'false');
      await expect(row).toHaveAccessibleName(/En preparación/);
      await userEvent.click(row);
      await expect(row).toHaveAttribute('aria-expanded', 'true');
      // A table from 768 px, a list of cards on a phone: one of them is shown.
      const name = 'Productos del pedido CS-100029';
      const items =
        within(current).queryByRole('table', { name }) ?? within(current).getByRole('list', { name });
      await expect(items).toHaveTextContent('Solera Reserva 2016');
      await expect(
        within(items).getByRole('button', { name: /^Añadir a la cesta: Solera Reserva 2016/ }),
      ).toBeVisible();
    });
    await expect(within(current).getByRole('button', { name: /Pedido TS-2240/ })).toHaveAccessibleName(
      /Comprado/,
    );
    const externalName = 'Compras externas de esta membresía';
    const external =
      within(current).queryByRole('table', { name: externalName }) ??
      within(current).getByRole('list', { name: externalName });
    await expect(external).toHaveTextContent(/EXT-5520.*Compra externa.*44,40\s€/s);
    const past = canvas.getByRole('region', { name: 'Membresías anteriores' });
    await expect(within(past).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    const oldOrder = within(past).getByRole('button', { name: /Pedido CS-100001/ });
    await userEvent.click(oldOrder);
    // The pointer leaves the row, so the screenshot never catches its hover colour.
    await userEvent.unhover(oldOrder);
    // The table and the phone's cards both hold it; the one shown says it.
    const notSold = within(past).getAllByText('Ya no está a la venta');
    await expect(notSold.some((element) => element.checkVisibility())).toBe(true);
  },
};

/** An item goes to the shop's basket from an order; a sold-out wine says why it cannot. */
export const AddToBasket: Story = {
  beforeEach: async () => void (await logInAs('jon@example.com')),
  play: async ({ canvas, step }) => {
    const current = await canvas.findByRole('region', { name: 'Membresía actual' });
    await userEvent.click(within(current).getByRole('button', { name: /Pedido CS-100012/ }));
    await step('added: the basket has the wine', async () => {
      await userEvent.click(
        within(current).getByRole('button', { name: /^Añadir a la cesta: Solera Crianza 2020/ }),
      );
      await expect(
        await within(current).findByText(/^Añadido a tu cesta: Solera Crianza 2020/),
      ).toBeVisible();
      const basket = (await (await fetch('/api/ecom/basket/?language=es')).json()) as {
        lines: { quantity: number; product: { id: number } }[];
      };
      await expect(basket.lines).toContainEqual(
        expect.objectContaining({ product: expect.objectContaining({ id: 1001 }) }),
      );
    });
    await step('sold out: the 406 reason', async () => {
      const past = canvas.getByRole('region', { name: 'Membresías anteriores' });
      await userEvent.click(within(past).getByRole('button', { name: /Pedido CS-100007/ }));
      await expect(within(past).getByRole('button', { name: /Pedido CS-100007/ })).toHaveAccessibleName(
        /Cancelado/,
      );
      await userEvent.click(
        within(past).getByRole('button', { name: /^Añadir a la cesta: Viñas Viejas 2015/ }),
      );
      await expect(await within(past).findByRole('alert')).toHaveTextContent('Este vino está agotado.');
    });
  },
};

/** A permanent member (Isla Brava): no period, no goal, no past memberships. */
export const PermanentEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { brand: 'brava' },
  beforeEach: async () => void (await logInAs('marta@example.com')),
  play: async ({ canvas }) => {
    const current = await canvas.findByRole('region', { name: 'Current membership' });
    await expect(current).toHaveTextContent(/Total bought\s*111,00\s€/);
    await expect(current).not.toHaveTextContent('Left to reach the goal');
    await expect(within(current).getByRole('button', { name: /Order IB-100015/ })).toHaveAccessibleName(
      /Completed/,
    );
    await expect(canvas.queryByRole('region', { name: 'Past memberships' })).not.toBeInTheDocument();
  },
};

/** A member without orders yet. */
export const NoOrders: Story = {
  beforeEach: async () => void (await logInAs('ines@example.com')),
  play: async ({ canvas }) => {
    const current = await canvas.findByRole('region', { name: 'Membresía actual' });
    await expect(current).toHaveTextContent('No hay pedidos en esta membresía.');
    await expect(current).toHaveTextContent(/Total comprado\s*0,00\s€/);
  },
};

/** SPEC §8: the orders cannot be retrieved; the message, then a retry that works. */
export const LoadFails: Story = {
  beforeEach: async () => {
    await logInAs('jon@example.com');
    backend.faults.set(clubCalls.membershipOrders, { status: 500, times: 1 });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Lo sentimos, no hemos podido obtener los datos de tus pedidos. Por favor, inténtalo más tarde.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(await canvas.findByRole('region', { name: 'Membresía actual' })).toBeVisible();
  },
};

/** While the orders are read. */
export const Loading: Story = {
  beforeEach: async () => {
    await logInAs('jon@example.com');
    backend.faults.set(clubCalls.membershipOrders, { delay: 600_000, times: 1 });
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cargando tus pedidos…')).toBeVisible();
  },
};
