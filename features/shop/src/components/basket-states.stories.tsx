import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withShopProviders } from '../story-decorators';
import { BasketLoadFailed, BasketLoading, EmptyBasket } from './basket-states';

const meta = {
  title: 'Shop/Components/Basket states',
  tags: ['responsive'],
  component: EmptyBasket,
  decorators: [withShopProviders],
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  args: { cataloguePath: '/es/tienda' },
} satisfies Meta<typeof EmptyBasket>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §2: the empty basket's message and the link to the catalogue. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tu cesta está vacía.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver los vinos de la tienda' })).toHaveAttribute(
      'href',
      '/es/tienda',
    );
  },
};

/** The catalogue's address unknown: the message alone, no dead link. */
export const EmptyWithoutCatalogue: Story = {
  args: { cataloguePath: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tu cesta está vacía.')).toBeVisible();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  render: () => <BasketLoading />,
  play: async ({ canvas }) => {
    // One status, the words: a status inside it (the spinner's own "Cargando") would be read twice.
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Cargando tu cesta…$/);
  },
};

const retry = fn();

/** The basket could not be read: an alert with a retry. */
export const LoadFailed: Story = {
  render: () => <BasketLoadFailed onRetry={retry} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No hemos podido cargar tu cesta.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(retry).toHaveBeenCalled();
  },
};

export const EnglishEmpty: Story = {
  globals: { locale: 'en' },
  args: { cataloguePath: '/en/shop' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your basket is empty.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: "Browse the shop's wines" })).toHaveAttribute(
      'href',
      '/en/shop',
    );
  },
};
