import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Footer } from './footer';
import { newsletterSubscribers } from '../fake';
import { brandNameOf, freshState, pageFor, withLayoutProviders } from '../story-decorators';

const meta = {
  title: 'Layout/Footer',
  tags: ['responsive'],
  component: Footer,
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  decorators: [withLayoutProviders],
  parameters: { layout: 'fullscreen' },
  beforeEach: freshState,
  args: { page: pageFor({ globals: {}, parameters: {} }) },
  render: (args, context) => <Footer {...args} page={pageFor(context)} />,
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals, parameters }) => {
    const brandName = brandNameOf({ globals, parameters });
    const footer = canvas.getByRole('contentinfo');
    // The content system's text keeps its emphasis: the brand in bold, then the address.
    const address = within(footer)
      .getByText(/Avenida de Vizcaya 5/)
      .closest('p');
    await expect(address).toHaveTextContent(new RegExp(`^${brandName}\\. Avenida de Vizcaya 5`));
    await expect(address?.querySelector('strong')).toHaveTextContent(brandName);
    // Only the kept tags are elements: the content's other markup never gets through.
    await expect(footer.querySelectorAll('script, [onclick], [style]')).toHaveLength(0);
    // Every link the content gives, under its section's title (the pages the header leaves out).
    const about = within(footer).getByRole('navigation', { name: 'Conócenos' });
    await expect(within(about).getByRole('link', { name: 'Prensa' })).toHaveAttribute('href', '/es/prensa');
    await expect(within(about).getAllByRole('link')).toHaveLength(3);
    await expect(within(footer).getAllByRole('navigation')).toHaveLength(3);
    await expect(
      within(within(footer).getByRole('navigation', { name: 'Visítanos' })).getByRole('link', {
        name: 'Visitas a medida',
      }),
    ).toHaveAttribute('href', '/es/solicitar-experiencia');
    const logos = within(footer).getByRole('list', { name: 'Colaboradores' });
    await expect(
      within(logos).getByRole('img', { name: 'Fondo Europeo de Desarrollo Regional' }),
    ).toBeVisible();
    await expect(
      within(logos).getByRole('link', { name: 'Denominación de Origen Calificada Rioja' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('textbox', { name: new RegExp(`Suscríbete a la newsletter de ${brandName}`) }),
    ).toBeVisible();
  },
};

export const EnglishIslaBrava: Story = {
  globals: { locale: 'en' },
  parameters: { brand: 'brava' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Avenida de Vizcaya 5/).closest('p')).toHaveTextContent(
      /^Isla Brava\. Avenida de Vizcaya 5/,
    );
    await expect(canvas.getByRole('list', { name: 'Partners' })).toBeVisible();
    await expect(
      within(canvas.getByRole('navigation', { name: 'About us' })).getByRole('link', { name: 'Press' }),
    ).toHaveAttribute('href', '/en/press');
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /Subscribe to the Isla Brava newsletter/ }),
      'new@example.com',
    );
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Subscribe' }));
    await within(document.body).findByRole('dialog', { name: 'Thank you for subscribing!' });
    await expect(newsletterSubscribers.get().at(-1)).toMatchObject({ site: 'brava', language: 'en' });
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Suscribirme' })).toBeVisible();
  },
};
