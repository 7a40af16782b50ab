import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { iconNames } from '../icon';
import { Menu, MenuItem, MenuSeparator } from './menu';

const meta = {
  title: 'UI/Menu',
  component: Menu,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, iframeHeight: 340 } } },
  argTypes: {
    layout: {
      description:
        'full: icon, label and chevron at every width; compact: the icon alone below 640 px (the label still names the button), as the header’s member menu.',
      control: 'inline-radio',
      options: ['full', 'compact'],
      table: { defaultValue: { summary: 'full' } },
    },
    icon: { control: 'select', options: iconNames },
    placement: {
      control: 'select',
      options: ['bottom end', 'bottom start', 'bottom', 'top end', 'top start', 'top'],
      table: { defaultValue: { summary: 'bottom end' } },
    },
    label: { control: 'text' },
    children: { control: false },
  },
  args: {
    label: 'Ana García',
    icon: 'user',
    onAction: fn(),
    onOpenChange: fn(),
    children: [
      <MenuItem key="orders" href="#mis-pedidos">
        Mis pedidos
      </MenuItem>,
      <MenuItem key="profile" href="#mis-datos">
        Mis datos
      </MenuItem>,
      <MenuItem key="preferences" href="#mis-preferencias">
        Mis preferencias
      </MenuItem>,
      <MenuSeparator key="separator" />,
      <MenuItem key="logout" id="logout">
        Cerrar sesión
      </MenuItem>,
    ],
  },
  render: (args) => (
    <div className="flex justify-end">
      <Menu {...args} />
    </div>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The item keys the menu's onAction spy was called with. */
function actionKeys(onAction: unknown) {
  return (onAction as Mock).mock.calls.map(([key]) => key);
}

export const Closed: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Ana García' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Ana García' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Mis pedidos',
      'Mis datos',
      'Mis preferencias',
      'Cerrar sesión',
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(items[3]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Focus comes back to the button once the menu has gone (a loaded machine can take a moment).
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();

    await userEvent.keyboard('{ArrowDown}');
    const reopened = await screen.findByRole('menu', { name: 'Ana García' });
    await waitFor(() =>
      expect(within(reopened).getByRole('menuitem', { name: 'Mis pedidos' })).toHaveFocus(),
    );
    await userEvent.keyboard('{End}{Enter}');
    await expect(actionKeys(args.onAction)).toEqual(['logout']);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Focus comes back to the button once the menu has gone (a loaded machine can take a moment).
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));
    await expect(actionKeys(args.onAction)).toEqual(['logout', 'logout']);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Type-ahead (APG menu): a letter moves to the next item starting with it; the same letter again cycles. */
export const TypeToMove: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Ana García' });
    await userEvent.click(trigger);
    const menu = await screen.findByRole('menu', { name: 'Ana García' });
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(item('Mis pedidos')).toHaveFocus());

    await userEvent.keyboard('m');
    await expect(item('Mis datos')).toHaveFocus();
    await userEvent.keyboard('m');
    await expect(item('Mis preferencias')).toHaveFocus();
    await userEvent.keyboard('M');
    await expect(item('Mis pedidos')).toHaveFocus();
    await userEvent.keyboard('c');
    await expect(item('Cerrar sesión')).toHaveFocus();
    await userEvent.keyboard('m');
    await expect(item('Mis pedidos')).toHaveFocus();
    // A letter no item starts with leaves focus where it is, and selects nothing.
    await userEvent.keyboard('z');
    await expect(item('Mis pedidos')).toHaveFocus();
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(menu).toBeInTheDocument();

    // Letters typed together search for the item that starts with all of them, spaces included.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    // Enter reopens it only once focus is back on the button (a loaded machine can take a moment).
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const reopened = await screen.findByRole('menu', { name: 'Ana García' });
    await waitFor(() =>
      expect(within(reopened).getByRole('menuitem', { name: 'Mis pedidos' })).toHaveFocus(),
    );
    await userEvent.keyboard('mis p');
    await expect(within(reopened).getByRole('menuitem', { name: 'Mis preferencias' })).toHaveFocus();
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const menu = await screen.findByRole('menu', { name: 'Ana García' });
    await expect(within(menu).getByRole('menuitem', { name: 'Mis pedidos' })).toHaveAttribute(
      'href',
      '#mis-pedidos',
    );
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
  },
};

export const Compact: Story = {
  args: { layout: 'compact', label: 'María de los Ángeles Fernández-Villaverde' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'María de los Ángeles Fernández-Villaverde' }),
    ).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Ann Garcia',
    defaultOpen: true,
    children: [
      <MenuItem key="orders" href="#my-orders">
        My orders
      </MenuItem>,
      <MenuItem key="profile" href="#my-details">
        My details
      </MenuItem>,
      <MenuSeparator key="separator" />,
      <MenuItem key="logout" id="logout">
        Log out
      </MenuItem>,
    ],
  },
  play: async () => {
    const menu = await screen.findByRole('menu', { name: 'Ann Garcia' });
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'My orders' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'My details' })).toHaveFocus();
  },
};

export const OtherBrand: Story = {
  parameters: { brand: 'brava' },
  args: { defaultOpen: true },
};
