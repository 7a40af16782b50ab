import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSetAtom } from 'jotai';
import { expect, userEvent, within } from 'storybook/test';
import { addToBasketAtom } from '@cepa/shop';
import type { MembershipOrders } from '../api';
import { withClubProviders } from '../story-decorators';
import { MembershipOrdersSection } from './membership-orders';

const current: MembershipOrders = {
  id: 7,
  level_label: 'Bronce',
  start_date: '2026-03-01',
  end_date: '2027-02-28',
  accumulated_purchases: 450,
  amount_left_to_reach_goal: 150,
  orders: [
    {
      date_placed: '2026-10-14',
      number: 'CS-2026-0412',
      type: 'online',
      status: 'in_process',
      total: 96.3,
      shipping_incl_tax: 0,
      items: [
        {
          product_full_name: 'Estuche Selección de la Familia: tres tintos de parcela con guía de cata',
          quantity: 1,
          unit_price_with_discount: 69,
          line_price_incl_tax: 69,
          product_url: '/es/tienda/estuche-tres-anadas',
          product_id: 1008,
        },
        {
          product_full_name: 'Solera Rosado 2021 (añada agotada)',
          quantity: 3,
          unit_price_with_discount: 9.1,
          line_price_incl_tax: 27.3,
          product_url: null,
          product_id: null,
        },
      ],
    },
    {
      date_placed: '2026-06-02',
      number: 'T-88213',
      type: 'store',
      status: 'completed',
      total: 120,
      shipping_incl_tax: 0,
      items: [],
    },
  ],
  external_purchases: [{ date: '2026-08-20', number: 'EXT-5521', total_amount: 233.7 }],
};

/** Adding goes to the shop's basket, as on the orders page, which hands the section `addToBasketAtom`. */
function MembershipOrdersWithBasket(
  props: Omit<React.ComponentProps<typeof MembershipOrdersSection>, 'onAddToBasket'>,
) {
  const addToBasket = useSetAtom(addToBasketAtom);
  return <MembershipOrdersSection {...props} onAddToBasket={addToBasket} />;
}

const meta = {
  title: 'Club/Components/Membership orders',
  tags: ['responsive'],
  component: MembershipOrdersWithBasket,
  decorators: [withClubProviders],
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  args: { membership: current, title: 'Membresía actual', headingLevel: 2 },
} satisfies Meta<typeof MembershipOrdersWithBasket>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** A table from 768 px, a list of cards on a phone: the one shown. */
const tableOrList = (canvas: Canvas, name: string) =>
  canvas.queryByRole('table', { name }) ?? canvas.getByRole('list', { name });

/**
 * The current membership: totals, its orders as rows (a store purchase shows as purchased), an order
 * opened on its items (a wine no longer sold has no link and cannot be added), purchases elsewhere
 * always external.
 */
export const CurrentWithOrders: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Membresía actual' });
    await expect(section).toHaveTextContent('Bronce · Del 1 de marzo de 2026 al 28 de febrero de 2027');
    await expect(section).toHaveTextContent(/Te falta para el objetivo\s*150,00\s€/);
    const store = canvas.getByRole('button', { name: /^Pedido T-88213 del 2 de junio de 2026/ });
    await expect(store).toHaveAccessibleName(/Comprado/);
    const online = canvas.getByRole('button', { name: /^Pedido CS-2026-0412 del 14 de octubre de 2026/ });
    await expect(online).toHaveAccessibleName(/En preparación/);
    await userEvent.click(online);
    await expect(online).toHaveAttribute('aria-expanded', 'true');
    const items = tableOrList(canvas, 'Productos del pedido CS-2026-0412');
    await expect(
      within(items).getByRole('link', {
        name: 'Estuche Selección de la Familia: tres tintos de parcela con guía de cata',
      }),
    ).toHaveAttribute('href', '/es/tienda/estuche-tres-anadas');
    await expect(
      within(items).getByRole('button', {
        name: 'Añadir a la cesta: Estuche Selección de la Familia: tres tintos de parcela con guía de cata',
      }),
    ).toBeVisible();
    await expect(within(items).getByText('Ya no está a la venta')).toBeVisible();
    await expect(within(items).queryByRole('link', { name: /Rosado/ })).not.toBeInTheDocument();
    const external = tableOrList(canvas, 'Compras externas de esta membresía');
    await expect(external).toHaveTextContent('Compra externa');
  },
};

/** A membership with nothing bought yet says so. */
export const Empty: Story = {
  args: {
    membership: {
      ...current,
      accumulated_purchases: 0,
      amount_left_to_reach_goal: 600,
      orders: [],
      external_purchases: [],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No hay pedidos en esta membresía.')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A permanent membership: no amount left to show. */
export const PermanentNoGoal: Story = {
  args: {
    membership: {
      ...current,
      level_label: 'Embajador',
      start_date: null,
      end_date: null,
      amount_left_to_reach_goal: null,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region')).not.toHaveTextContent('Te falta para el objetivo');
    await expect(canvas.getByRole('region')).toHaveTextContent(/Total comprado\s*450,00\s€/);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { title: 'Current membership' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Order T-88213 of 2 June 2026/ })).toHaveAccessibleName(
      /Purchased/,
    );
    await expect(tableOrList(canvas, 'External purchases of this membership')).toHaveTextContent(
      'External purchase',
    );
  },
};
