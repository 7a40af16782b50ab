import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { ClubPageData } from '../page-data';
import { withClubProviders } from '../story-decorators';
import { ClubPageShell } from './club-page-shell';

const navigation: ClubPageData['navigation'] = [
  { page_type: 'club_my_club', path: '/es/club/mi-club' },
  { page_type: 'club_orders', path: '/es/club/mis-pedidos' },
  { page_type: 'club_personal_information', path: '/es/club/datos-personales' },
  { page_type: 'club_catalogue', path: '/es/club/catalogo' },
];

const meta = {
  title: 'Club/Components/Page shell',
  tags: ['responsive'],
  component: ClubPageShell,
  decorators: [withClubProviders],
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  args: {
    title: 'Mis pedidos',
    navigation,
    current: 'club_orders',
    state: 'hasData',
    loadingMessage: 'Cargando tus pedidos…',
    failedMessage:
      'Lo sentimos, no hemos podido obtener los datos de tus pedidos. Por favor, inténtalo más tarde.',
    onRetry: fn(),
    children: <p>Tus pedidos de esta membresía.</p>,
  },
} satisfies Meta<typeof ClubPageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member's data is there: the club's navigation (the page shown marked), the heading, the page. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mis pedidos' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mis pedidos' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Catálogo del club' })).toHaveAttribute(
      'href',
      '/es/club/catalogo',
    );
    await expect(canvas.getByText('Tus pedidos de esta membresía.')).toBeVisible();
  },
};

/** While the member's data loads (what the server renders): the page's own words, said politely. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando tus pedidos…');
    await expect(canvas.queryByText('Tus pedidos de esta membresía.')).not.toBeInTheDocument();
  },
};

/** SPEC §8: the orders could not be read: the message and a retry. */
export const Failed: Story = {
  args: { state: 'hasError' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Lo sentimos, no hemos podido obtener los datos de tus pedidos. Por favor, inténtalo más tarde.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const EnglishFailed: Story = {
  globals: { locale: 'en' },
  args: {
    title: 'My orders',
    state: 'hasError',
    failedMessage: "We're sorry, we couldn't retrieve your orders data. Please, try again later.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'My orders' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "We're sorry, we couldn't retrieve your orders data. Please, try again later.",
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
