import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { trackedEvents } from '@cepa/core';
import { backend } from '@cepa/core/backend';
import { layoutCalls, newsletterSubscribers } from '../fake';
import { NewsletterForm } from './newsletter-form';
import { brandNameOf, brandOf, freshState, languageOf, withLayoutProviders } from '../story-decorators';

const meta = {
  title: 'Layout/Newsletter',
  tags: ['responsive'],
  component: NewsletterForm,
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  decorators: [withLayoutProviders],
  beforeEach: freshState,
  args: { brand: 'solera', brandName: 'Casa Solera', language: 'es' },
  render: (args, context) => (
    <NewsletterForm
      {...args}
      brand={brandOf(context)}
      brandName={brandNameOf(context)}
      language={languageOf(context)}
    />
  ),
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the form with the keyboard only: type, Tab to the consent box, Space, Enter on the button. */
async function subscribe(canvas: ReturnType<typeof within>, email: string, label: RegExp) {
  await userEvent.click(canvas.getByRole('textbox', { name: label }));
  await userEvent.keyboard(email);
  await userEvent.tab();
  await expect(canvas.getByRole('checkbox')).toHaveFocus();
  await userEvent.keyboard(' ');
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
}

type Context = Parameters<typeof brandNameOf>[0];

/** The e-mail field's Spanish name, which names the story's brand. */
const esLabel = (context: Context) => new RegExp(`Suscríbete a la newsletter de ${brandNameOf(context)}`);

export const Success: Story = {
  play: async ({ canvas, ...context }) => {
    await subscribe(canvas, '  nueva@example.com ', esLabel(context));
    const dialog = await screen.findByRole('dialog', { name: '¡Gracias por suscribirte!' });
    await expect(dialog).toHaveAccessibleDescription(
      `Te hemos añadido a la newsletter de ${brandNameOf(context)}.`,
    );
    // The backend received the trimmed e-mail, the brand as site, the language and the origin.
    await expect(newsletterSubscribers.get().at(-1)).toEqual({
      email: 'nueva@example.com',
      site: brandOf(context),
      language: 'es',
      origin: 'footer',
    });
    await expect(trackedEvents()).toContainEqual({ event: 'subscribe_newsletter', origin: 'footer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: esLabel(context) })).toHaveValue('');
  },
};

export const SuccessEnglishIslaBrava: Story = {
  globals: { locale: 'en' },
  parameters: { brand: 'brava' },
  play: async ({ canvas }) => {
    await subscribe(canvas, 'new@example.com', /Subscribe to the Isla Brava newsletter/);
    await screen.findByRole('dialog', { name: 'Thank you for subscribing!' });
    await expect(newsletterSubscribers.get().at(-1)).toEqual({
      email: 'new@example.com',
      site: 'brava',
      language: 'en',
      origin: 'footer',
    });
  },
};

export const AlreadyRegistered: Story = {
  play: async ({ canvas, ...context }) => {
    // Someone already on the brand's list (the lists are per brand).
    const email = newsletterSubscribers
      .get()
      .find((subscriber) => subscriber.site === brandOf(context))!.email;
    await subscribe(canvas, email, esLabel(context));
    await screen.findByRole('dialog', { name: 'Ya estás suscrito' });
    await expect(trackedEvents()).not.toContainEqual({ event: 'subscribe_newsletter', origin: 'footer' });
    await userEvent.click(screen.getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: esLabel(context) })).toHaveValue(email);
  },
};

/** SPEC §8: a detail 'conflict' reads as already subscribed too. */
export const ConflictEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach: () => {
    backend.faults.set(layoutCalls.newsletter, { status: 409, body: { detail: 'conflict' } });
  },
  play: async ({ canvas, ...context }) => {
    await subscribe(
      canvas,
      'someone@example.com',
      new RegExp(`Subscribe to the ${brandNameOf(context)} newsletter`),
    );
    await screen.findByRole('dialog', { name: 'You are already subscribed' });
  },
};

export const ServerError: Story = {
  beforeEach: () => {
    backend.faults.set(layoutCalls.newsletter, { status: 500 });
  },
  play: async ({ canvas, ...context }) => {
    await subscribe(canvas, 'alguien@example.com', esLabel(context));
    const dialog = await screen.findByRole('dialog', { name: 'Se ha producido un error' });
    await expect(dialog).toHaveAccessibleDescription('Por favor, inténtalo de nuevo más tarde.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Nothing typed is lost.
    await expect(canvas.getByRole('textbox', { name: esLabel(context) })).toHaveValue('alguien@example.com');
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

/** Sent too often (the site's limits, 429): the pop-in says when to try again; nothing typed is lost. */
export const TooManyAttemptsEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach: () => {
    backend.faults.set(layoutCalls.newsletter, { status: 429, body: { detail: 'TOO_MANY_REQUESTS' } });
  },
  play: async ({ canvas, ...context }) => {
    await subscribe(
      canvas,
      'someone@example.com',
      new RegExp(`Subscribe to the ${brandNameOf(context)} newsletter`),
    );
    const dialog = await screen.findByRole('dialog', { name: 'An error has occurred' });
    await expect(dialog).toHaveAccessibleDescription('Too many attempts. Try again in a minute.');
  },
};

export const NetworkDownEnglishIslaBrava: Story = {
  globals: { locale: 'en' },
  parameters: { brand: 'brava' },
  beforeEach: () => {
    backend.faults.set(layoutCalls.newsletter, { network: true });
  },
  play: async ({ canvas }) => {
    await subscribe(canvas, 'someone@example.com', /Subscribe to the Isla Brava newsletter/);
    await screen.findByRole('dialog', { name: 'An error has occurred' });
  },
};

export const Validation: Story = {
  play: async ({ canvas, ...context }) => {
    const submit = canvas.getByRole('button', { name: 'Suscribirme' });
    await userEvent.click(submit);
    await expect(await canvas.findAllByText('Este campo es obligatorio')).toHaveLength(2);
    const email = canvas.getByRole('textbox', { name: esLabel(context) });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(email, 'no-es-un-correo');
    await userEvent.click(submit);
    await expect(await canvas.findByText('Introduce un correo electrónico válido')).toBeVisible();
    await expect(email).toHaveAccessibleDescription(/Introduce un correo electrónico válido/);
    await expect(email).toHaveValue('no-es-un-correo');
    await expect(newsletterSubscribers.get()).toHaveLength(2);
  },
};

export const ValidationEnglish: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findAllByText('This field is required')).toHaveLength(2);
  },
};

/** With the page's privacy policy page: the consent links to it, in a new tab (the form stays as typed). */
export const PrivacyLink: Story = {
  args: { privacyPath: '/es/privacidad' },
  play: async ({ canvas, ...context }) => {
    const link = canvas.getByRole('link', { name: 'política de privacidad (se abre en una pestaña nueva)' });
    await expect(link).toHaveAttribute('href', '/es/privacidad');
    await expect(link).toHaveAttribute('target', '_blank');
    // The checkbox is still named by its whole sentence.
    await expect(
      canvas.getByRole('checkbox', {
        name: new RegExp(
          `^Acepto recibir la newsletter de ${brandNameOf(context)} y la política de privacidad`,
        ),
      }),
    ).toBeVisible();
  },
};
