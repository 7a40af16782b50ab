import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { readCookie } from '@cepa/core';
import { bannerClosures } from '../fake';
import { FundingBanner } from './funding-banner';
import { brandOf, freshState, pageFor, withLayoutProviders } from '../story-decorators';

const banner = pageFor({ globals: {}, parameters: {} }).layout.banner!;

const meta = {
  title: 'Layout/Banner',
  tags: ['responsive'],
  component: FundingBanner,
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  decorators: [withLayoutProviders],
  parameters: { layout: 'fullscreen' },
  beforeEach: freshState,
  args: { banner, brand: 'solera' },
  render: (args, context) => (
    <FundingBanner {...args} banner={pageFor(context).layout.banner!} brand={brandOf(context)} />
  ),
} satisfies Meta<typeof FundingBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas, globals, parameters }) => {
    const region = canvas.getByRole('region', { name: 'Aviso de financiación' });
    await expect(region).toHaveTextContent('Fondo Europeo de Desarrollo Regional');
    // The content system's text keeps its emphasis and its link (sanitised, not stripped).
    await expect(canvas.getByText('Fondo Europeo de Desarrollo Regional').closest('strong')).not.toBeNull();
    const link = canvas.getByRole('link', { name: 'Conoce el proyecto' });
    await expect(link).toHaveAttribute('href', '/es/la-bodega');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cerrar aviso' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(readCookie('banner_hidden')).toBe('true');
    // The closure is reported for the brand whose site it is.
    await waitFor(() => expect(bannerClosures.get()).toEqual([brandOf({ globals, parameters })]));
  },
};

export const ActiveEnglishIslaBrava: Story = {
  globals: { locale: 'en' },
  parameters: { brand: 'brava' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Funding notice' })).toHaveTextContent('co-funded');
    await userEvent.click(canvas.getByRole('button', { name: 'Close notice' }));
    await waitFor(() => expect(bannerClosures.get()).toEqual(['brava']));
  },
};

/** Once dismissed (the cookie is set) the banner stays hidden. */
export const AlreadyDismissed: Story = {
  beforeEach: () => {
    document.cookie = 'banner_hidden=true; Path=/; SameSite=Lax';
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

export const Inactive: Story = {
  render: (args, context) => (
    <FundingBanner {...args} banner={{ ...pageFor(context).layout.banner!, active: false }} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};
