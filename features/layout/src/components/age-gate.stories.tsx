import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { readCookie } from '@cepa/core';
import { AgeGate } from './age-gate';
import { brandNameOf, freshState, withLayoutProviders } from '../story-decorators';

const meta = {
  title: 'Layout/AgeGate',
  tags: ['responsive'],
  component: AgeGate,
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  decorators: [withLayoutProviders],
  parameters: { docs: { story: { inline: false, iframeHeight: 500 } } },
  beforeEach: freshState,
  args: { brandName: 'Casa Solera' },
  render: (args, context) => <AgeGate {...args} brandName={brandNameOf(context)} />,
} satisfies Meta<typeof AgeGate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Yes: Story = {
  play: async (context) => {
    const dialog = await screen.findByRole('dialog', { name: '¿Eres mayor de edad?' });
    await expect(dialog).toHaveAccessibleDescription(new RegExp(`Para entrar en ${brandNameOf(context)}`));
    // Closing would mean entering, so the pop-in's close button is not offered.
    await expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(readCookie('age_verified')).toBe('yes');
  },
};

export const No: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '¿Eres mayor de edad?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /solo puedes visitar este sitio/,
    );
    // Neither Escape nor the answer "No" lets the visitor in.
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: '¿Eres mayor de edad?' })).toBeVisible();
    await expect(readCookie('age_verified')).toBeUndefined();
  },
};

export const EnglishIslaBrava: Story = {
  globals: { locale: 'en' },
  parameters: { brand: 'brava' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Are you of legal drinking age?' });
    await expect(dialog).toHaveAccessibleDescription(/To enter Isla Brava/);
    // The pop-in opens on its first control (APG); Tab moves on to the next.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'No' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Yes' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
