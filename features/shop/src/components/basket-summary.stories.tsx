import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { Basket } from '../api';
import { withShopProviders } from '../story-decorators';
import { BasketSummary } from './basket-summary';

const basket: Basket = {
  lines: [],
  subtotal: 65.7,
  vouchers_discount: 0,
  shipping_price: 0,
  total_tax: 11.4,
  total_price: 65.7,
  max_quantity: 18,
  voucher_code: null,
};

const meta = {
  title: 'Shop/Components/Basket summary',
  tags: ['responsive'],
  component: BasketSummary,
  decorators: [withShopProviders],
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  args: { basket },
} satisfies Meta<typeof BasketSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Row by row: the term, then its amount. */
const rows = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent?.replace(/\s/g, ' '),
  ]);

/** SPEC §2: shipping 0 shows as free; taxes included; the server's total. */
export const FreeShipping: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Resumen del pedido' })).toBeVisible();
    await expect(rows(canvasElement)).toEqual([
      ['Subtotal', '65,70 €'],
      ['Envío', 'Gratis'],
      ['Impuestos incluidos', '11,40 €'],
      ['Total', '65,70 €'],
    ]);
  },
};

/** A voucher applied and shipping paid: the discount has its own row. */
export const DiscountAndShipping: Story = {
  args: {
    basket: {
      ...basket,
      vouchers_discount: 25,
      shipping_price: 6.9,
      total_price: 47.6,
      voucher_code: 'REGALO-25',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(rows(canvasElement)).toEqual([
      ['Subtotal', '65,70 €'],
      ['Descuento', '-25,00 €'],
      ['Envío', '6,90 €'],
      ['Impuestos incluidos', '11,40 €'],
      ['Total', '47,60 €'],
    ]);
  },
};

/** Quantities on their way: the totals are busy and the status says the basket is being updated. */
export const Updating: Story = {
  args: { updating: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toHaveAttribute('aria-busy', 'true');
    // One status, the words: a status inside it (the spinner's own "Cargando") would be read twice.
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Actualizando la cesta…$/);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Order summary' })).toBeVisible();
    await expect(rows(canvasElement)[1]).toEqual(['Shipping', 'Free']);
  },
};
