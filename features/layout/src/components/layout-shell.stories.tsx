import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { readCookie } from '@cepa/core';
import { LayoutShell, preloadLayout } from './layout-shell';
import { freshState, pageFor, withLayoutProviders } from '../story-decorators';

function Content() {
  return (
    <div className="flex flex-col gap-4 px-4 py-10 md:px-8">
      <h1 className="font-display text-3xl font-semibold text-fg-accent">Bodega</h1>
      <p>Contenido de la página.</p>
    </div>
  );
}

const meta = {
  title: 'Layout/LayoutShell',
  tags: ['responsive'],
  component: LayoutShell,
  decorators: [withLayoutProviders],
  parameters: { layout: 'fullscreen' },
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es', viewport: { value: 'desktop' } },
  beforeEach: freshState,
  // The frame's parts load apart from it (the site's server loads them before it renders a page).
  loaders: [
    async () => {
      await preloadLayout();
      return {};
    },
  ],
  args: { page: pageFor({ globals: {}, parameters: {} }), children: <Content /> },
  render: (args, context) => <LayoutShell {...args} page={pageFor(context)} />,
} satisfies Meta<typeof LayoutShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site's frame at every width SPEC §9 names (375, 480, 768, 1280 and 1600 px). */
export const Default: Story = {
  tags: ['breakpoints'],
  play: async ({ canvas }) => {
    // The skip link is the first stop of the keyboard and points at the main content.
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main');
    await expect(canvas.getByRole('region', { name: 'Aviso de financiación' })).toBeVisible();
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const EnglishIslaBravaWithLanguageSwitch: Story = {
  globals: { locale: 'en', viewport: { value: 'desktop' } },
  parameters: { brand: 'brava' },
  args: { onLanguageChange: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Español' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('es', '/es/');
  },
};

export const WithAgeGate: Story = {
  render: (args, context) => <LayoutShell {...args} page={pageFor(context, { ageGate: true })} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '¿Eres mayor de edad?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(readCookie('age_verified')).toBe('yes');
  },
};

/** A visitor who already answered yes does not see the gate again. */
export const AgeAlreadyVerified: Story = {
  beforeEach: () => {
    document.cookie = 'age_verified=yes; Path=/; SameSite=Lax';
  },
  render: (args, context) => <LayoutShell {...args} page={pageFor(context, { ageGate: true })} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menú' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Principal' })).not.toBeInTheDocument();
  },
};
