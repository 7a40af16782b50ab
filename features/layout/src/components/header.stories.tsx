import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { backend } from '@cepa/core/backend';
import { fetchMember } from '@cepa/core/session-api';
import { basketWithLines, session } from '@cepa/core/backend';
import { Popover } from '@cepa/ui';
import { login } from '../api';
import { Header, type BasketPreviewLoader, type BasketPreviewProps } from './header';
import {
  brandNameOf,
  brandOf,
  freshState,
  navigations,
  pageFor,
  withLayoutProviders,
} from '../story-decorators';

const meta = {
  title: 'Layout/Header',
  tags: ['responsive'],
  component: Header,
  decorators: [withLayoutProviders],
  parameters: { layout: 'fullscreen' },
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es', viewport: { value: 'desktop' } },
  beforeEach: freshState,
  args: { page: pageFor({ globals: {}, parameters: {} }) },
  render: (args, context) => <Header {...args} page={pageFor(context)} />,
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logs in through the fake login call, after the meta's `beforeEach` has reset the backend. */
const logInAs = (email: string) => async () => {
  await login({ email, password: 'vendimia' });
};

export const Guest: Story = {
  play: async ({ canvas, globals, parameters }) => {
    const home = `${brandNameOf({ globals, parameters })}, página de inicio`;
    const nav = canvas.getByRole('navigation', { name: 'Principal' });
    // The sections the site has, the current page (home) marked.
    const sections = within(nav).getAllByRole('link');
    await expect(sections.map((link) => link.textContent)).toEqual([
      'Inicio',
      brandOf({ globals, parameters }) === 'brava' ? 'La finca' : 'La bodega',
      'Experiencias',
      'Tienda',
      'Mi club',
      'Contacto',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Tienda' })).toHaveAttribute('href', '/es/tienda');
    await expect(canvas.getByRole('link', { name: home })).toHaveAttribute('href', '/es/');
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/');
    // A new visitor's basket is empty: the link has no count and no badge.
    const loginLink = await canvas.findByRole('link', { name: 'Acceso socios' });
    await expect(loginLink).toHaveAttribute('href', '/login?next=%2Fes%2F');
    const basket = canvas.getByRole('link', { name: 'Cesta' });
    await expect(basket).toHaveAttribute('href', '/es/cesta/');
    await expect(basket).toHaveTextContent(/^Cesta$/);

    // Keyboard: home, six navigation links, language, basket, login.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: home })).toHaveFocus();
    for (let i = 0; i < sections.length; i++) await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Contacto' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(loginLink).toHaveFocus();
  },
};

/** A section's page: its link, and only its link, is the current page. */
export const OnASectionPage: Story = {
  render: (args, context) => <Header {...args} page={pageFor(context, { path: '/es/tienda' })} />,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Principal' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.hasAttribute('aria-current'));
    await expect(current.map((link) => [link.textContent, link.getAttribute('aria-current')])).toEqual([
      ['Tienda', 'page'],
    ]);
  },
};

/**
 * The login page and the error pages have no content of their own: they show in the home page's frame.
 * The home page is not the page shown, so no link of the navigation is current.
 */
export const FramingAnotherPage: Story = {
  args: { currentPath: null },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Principal' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(6);
    for (const link of links) await expect(link).not.toHaveAttribute('aria-current');
  },
};

export const Member: Story = {
  beforeEach: logInAs('lucia@example.com'),
  play: async ({ canvas }) => {
    const menuButton = await canvas.findByRole('button', { name: 'Lucía' });
    await expect(canvas.queryByRole('link', { name: 'Acceso socios' })).not.toBeInTheDocument();
    // The member's basket (two lines in the embedded backend) is the one the header counts.
    await expect(await canvas.findByRole('link', { name: 'Cesta, 2 productos' })).toHaveAttribute(
      'href',
      '/es/cesta/',
    );
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const logout = await screen.findByRole('menuitem', { name: 'Cerrar sesión' });
    await waitFor(() => expect(logout).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(navigations).toEqual(['/login']));
    // The backend closed the session: the member call now answers as for a guest.
    await expect(await fetchMember()).toBeNull();
    await expect(await canvas.findByRole('link', { name: 'Acceso socios' })).toBeVisible();
    // Logged out, the visitor's basket is a new visitor's: empty.
    await expect(await canvas.findByRole('link', { name: 'Cesta' })).toBeVisible();
  },
};

export const MemberEnglishIslaBrava: Story = {
  globals: { locale: 'en' },
  parameters: { brand: 'brava' },
  beforeEach: logInAs('marta@example.com'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Marta' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Isla Brava, home page' })).toHaveAttribute('href', '/en/');
    await expect(canvas.getByRole('link', { name: 'Español' })).toHaveAttribute('hreflang', 'es');
    await expect(await canvas.findByRole('link', { name: 'Basket, 2 products' })).toBeVisible();
  },
};

export const GuestEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: "Members' login" })).toHaveAttribute(
      'href',
      '/login?next=%2Fen%2F',
    );
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};

/** SPEC §6: a failing member call means a guest, never an error on the page. */
export const MemberCallFails: Story = {
  beforeEach: () => {
    backend.faults.set(session.calls.member, { status: 500 });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Acceso socios' })).toBeVisible();
  },
};

/** SPEC §9: the badge reads "9+" from 10 lines; the link still names the real count. */
export const NinePlusBasket: Story = {
  beforeEach: () => {
    backend.faults.set(session.calls.basket, { status: 200, body: basketWithLines(12) });
  },
  play: async ({ canvas }) => {
    const basket = await canvas.findByRole('link', { name: 'Cesta, 12 productos' });
    await expect(within(basket).getByText('9+')).toBeVisible();
  },
};

export const EmptyBasket: Story = {
  beforeEach: () => {
    backend.faults.set(session.calls.basket, { status: 200, body: basketWithLines(0) });
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Cesta' })).toBeVisible());
  },
};

export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'phone' } },
  // no-visual: its screenshot varies between runs while the drawer settles; UI/Drawer's stories hold the open menu's baseline.
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Principal' })).not.toBeInTheDocument();
    const trigger = canvas.getByRole('button', { name: 'Menú' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Menú principal' });
    await expect(document.documentElement).toHaveStyle({ overflow: 'hidden' });
    await expect(within(drawer).getByRole('link', { name: 'Experiencias' })).toBeVisible();
    await expect(within(drawer).getByRole('link', { name: 'English' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus comes back to the menu button once the drawer has closed.
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Menú principal' });
  },
};

export const MobileMenuEnglishIslaBrava: Story = {
  globals: { viewport: { value: 'phone' }, locale: 'en' },
  parameters: { brand: 'brava' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    await expect(within(drawer).getByRole('link', { name: 'Shop' })).toBeVisible();
    // Isla Brava's own place is the estate.
    await expect(within(drawer).getByRole('link', { name: 'The estate' })).toHaveAttribute(
      'href',
      '/en/the-winery',
    );
  },
};

/** A stand-in for the shop's basket preview, which the site hands the header (layout imports no slice). */
function StandInPreview({ isOpen, onOpenChange, triggerRef, basketPath }: BasketPreviewProps) {
  return (
    <Popover title="Tu cesta" isOpen={isOpen} onOpenChange={onOpenChange} triggerRef={triggerRef}>
      <a href={basketPath} className="font-semibold text-fg-accent underline">
        Ir a mi cesta
      </a>
    </Popover>
  );
}

const standInPreview: BasketPreviewLoader = () => Promise.resolve({ default: StandInPreview });

/**
 * The basket link still goes to the basket page; the button beside it opens the preview (its code
 * loaded then), from the keyboard too, and Escape gives focus back to it.
 */
export const BasketPreview: Story = {
  args: { basketPreview: standInPreview },
  play: async ({ canvas }) => {
    const basket = canvas.getByRole('link', { name: 'Cesta' });
    await expect(basket).toHaveAttribute('href', '/es/cesta/');
    const button = canvas.getByRole('button', { name: 'Vista rápida de la cesta' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    basket.focus();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Tu cesta' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(within(dialog).getByRole('link', { name: 'Ir a mi cesta' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The preview's code cannot be loaded (twice): the button leads to the basket page instead. */
export const BasketPreviewFailsToLoad: Story = {
  args: { basketPreview: () => Promise.reject(new Error('the network is down')) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Vista rápida de la cesta' }));
    await waitFor(() => expect(navigations).toEqual(['/es/cesta/']));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
