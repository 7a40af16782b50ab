import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { productById, productCard } from '../fake';
import { withShopProviders } from '../story-decorators';
import { ProductCard, productHref } from './product-card';

const reserva = productCard(productById(1003)!, 'es');

const meta = {
  title: 'Shop/Components/Product card',
  tags: ['responsive'],
  component: ProductCard,
  decorators: [
    withShopProviders,
    (Story) => (
      <div className="max-w-[260px]">
        <Story />
      </div>
    ),
  ],
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  args: { product: reserva, href: productHref(reserva.url, 'tintos'), onOpen: fn() },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A discounted wine: the title is the card's one link, with the category it was found in; both prices named. */
export const Discounted: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: 'Solera Reserva 2016' });
    const link = canvas.getByRole('link', { name: 'Solera Reserva 2016' });
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(link).toHaveAttribute('href', '/es/tienda/solera-reserva-2016?category=tintos');
    await expect(card).toHaveTextContent('Tinto · D.O.Ca. Rioja · 75 cl');
    await expect(card).toHaveTextContent(/antes\s*24,50\s*€\s*ahora\s*21,90\s*€/);
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

/** No discount: one price, no "before". */
export const FullPrice: Story = {
  args: { product: { ...reserva, price_with_discount: reserva.price } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveTextContent('24,50 €');
    await expect(canvas.getByRole('article')).not.toHaveTextContent('antes');
  },
};

/** A long Spanish name and label: shown whole, wrapped inside the card. */
export const LongSpanishText: Story = {
  args: {
    product: {
      ...reserva,
      title:
        'Estuche Selección de la Familia: tres tintos de parcela con guía de cata y dos copas grabadas a mano',
      label: 'Tres botellas de reserva de viñedos singulares · Caja de madera de roble · Guía de cata',
    },
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3 });
    // Shown whole, wrapped inside the card.
    await expect(heading.scrollHeight).toBeLessThanOrEqual(heading.clientHeight);
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvas.getByRole('article').getBoundingClientRect().right,
    );
    await expect(canvas.getByRole('link')).toHaveAccessibleName(/dos copas grabadas a mano$/);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    product: productCard(productById(1003)!, 'en'),
    href: productHref(productCard(productById(1003)!, 'en').url, 'reds'),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Solera Reserva 2016' });
    await expect(card).toHaveTextContent('Red · D.O.Ca. Rioja · 75 cl');
    await expect(card).toHaveTextContent(/was\s*24,50\s*€\s*now\s*21,90\s*€/);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', expect.stringMatching(/\?category=reds$/));
  },
};
