import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { productById } from '@cepa/shop/fake';
import type { ClubProductCard as ClubProductCardData } from '../api';
import { withClubProviders } from '../story-decorators';
import { ClubProductCard } from './club-product-card';

const product: ClubProductCardData = {
  image_url: productById(1003)!.images[0]!.url,
  label: 'Tinto · Viñedo singular · 75 cl',
  product_title: 'Solera Viñas Viejas 2015',
  title: 'Colección privada: Viñas Viejas',
  children_count: 2,
  price: 42,
  is_locked: false,
  full_slug: '/es/tienda/solera-vinas-viejas-2015',
  impression: { id: 1007, position: 9 },
};

const meta = {
  title: 'Club/Components/Product card',
  tags: ['responsive'],
  component: ClubProductCard,
  decorators: [
    withClubProviders,
    (Story) => (
      <div className="max-w-[260px]">
        <Story />
      </div>
    ),
  ],
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  args: { product, onOpen: fn() },
} satisfies Meta<typeof ClubProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wine the member may open: its names, formats, the members' price and a link naming the wine. */
export const Open: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: 'Colección privada: Viñas Viejas' });
    await expect(card).toHaveTextContent('Solera Viñas Viejas 2015');
    await expect(card).toHaveTextContent('Tinto · Viñedo singular · 75 cl · 2 formatos');
    await expect(card).toHaveTextContent(/Precio socio\s*42,00\s*€/);
    const link = canvas.getByRole('link', { name: 'Ver el vino: Colección privada: Viñas Viejas' });
    await expect(link).toHaveAttribute('href', '/es/tienda/solera-vinas-viejas-2015');
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};

/** SPEC §4: locked, a lock and a disabled button (focusable, with its reason), no way in. */
export const Locked: Story = {
  args: { product: { ...product, is_locked: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Bloqueado' })).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    const button = canvas.getByRole('button', { name: 'Bloqueado' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('Reservado a otro nivel del club.');
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};

/** A long Spanish title and label: shown whole, wrapped inside the card. */
export const LongSpanishText: Story = {
  args: {
    product: {
      ...product,
      title:
        'Estuche de aniversario de la Colección privada: Viñas Viejas de la ladera norte, edición numerada',
      product_title: 'Solera Viñas Viejas Gran Reserva 2012 en estuche de madera con guía de cata',
      label: 'Tinto · Viñedo singular de más de cien años · Mágnum de 150 cl',
      children_count: 3,
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 2 });
    // Shown whole, wrapped inside the card.
    await expect(heading.scrollHeight).toBeLessThanOrEqual(heading.clientHeight);
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(
      canvas.getByRole('article').getBoundingClientRect().right,
    );
    await expect(canvas.getByRole('article')).toHaveTextContent('3 formatos');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** One format: none is named; the title is the product's own, so it is not repeated. */
export const SingleFormat: Story = {
  args: { product: { ...product, children_count: 1, title: 'Solera Viñas Viejas 2015' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).not.toHaveTextContent('formato');
    await expect(canvas.getAllByText('Solera Viñas Viejas 2015')).toHaveLength(1);
  },
};

export const EnglishLocked: Story = {
  globals: { locale: 'en' },
  args: {
    product: {
      ...product,
      title: 'Private collection: Old Vines',
      label: 'Red · Single vineyard · 75 cl',
      is_locked: true,
    },
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Private collection: Old Vines' });
    await expect(card).toHaveTextContent(/Member price\s*42,00\s*€/);
    await expect(canvas.getByRole('img', { name: 'Locked' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Locked' })).toHaveAccessibleDescription(
      'Kept for another club level.',
    );
  },
};
