import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { Invitation } from '../api';
import { withClubProviders } from '../story-decorators';
import { InvitationSection, type InvitationSectionProps } from './invitation-section';

type Send = InvitationSectionProps['onSend'];

const languageOptions = [
  { value: 'es', text: 'Español' },
  { value: 'en', text: 'English' },
];

const sent: Invitation = {
  name: 'Ane',
  surname: 'Goikoetxea Larrañaga',
  document_type: 'dni',
  document_number: '12345678Z',
  email: 'ane.goikoetxea@example.com',
  language: 'es',
  next_invitation_date: '2027-03-01',
};

const meta = {
  title: 'Club/Components/Invitation',
  tags: ['responsive'],
  component: InvitationSection,
  decorators: [withClubProviders],
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  args: {
    club: { invitation: null, lock_invitation: false, language_options: languageOptions },
    onSend: fn<Send>(async () => ({ ok: true, invitation: sent })),
  },
} satisfies Meta<typeof InvitationSection>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSend(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) {
  await userEvent.click(canvas.getByRole('button', { name: 'Invitar a alguien' }));
  await userEvent.type(canvas.getByRole('textbox', { name: /^Nombre/ }), 'Ane');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Apellidos/ }), 'Goikoetxea Larrañaga');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Número de documento/ }), '12345678Z');
  await userEvent.type(
    canvas.getByRole('textbox', { name: /^Correo electrónico/ }),
    'ane.goikoetxea@example.com',
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Enviar invitación' }));
}

/** SPEC §4: a locked invitation shows a lock and no form. */
export const Locked: Story = {
  args: { club: { invitation: null, lock_invitation: true, language_options: languageOptions } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Regala una suscripción' })).toHaveTextContent(
      'Tu tipo de socio no incluye invitaciones.',
    );
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** Sent this year: read-only, with the day the next one may be sent. */
export const AlreadySent: Story = {
  args: { club: { invitation: sent, lock_invitation: false, language_options: languageOptions } },
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Regala una suscripción' });
    await expect(section).toHaveTextContent('Invitación de este año');
    await expect(section).toHaveTextContent('Goikoetxea Larrañaga');
    await expect(section).toHaveTextContent('DNI');
    await expect(section).toHaveTextContent('Podrás enviar otra invitación a partir del 1 de marzo de 2027.');
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** SPEC §8: an e-mail already in use is an error on the e-mail field; the error summary takes the focus. */
export const EmailInUse: Story = {
  args: {
    onSend: fn<Send>(async () => ({
      ok: false,
      kind: 'field',
      field: 'email',
      message: 'club.invitation.error.emailInUse',
    })),
  },
  play: async ({ canvas, args }) => {
    await fillAndSend(canvas);
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(1));
    const email = canvas.getByRole('textbox', { name: /^Correo electrónico/ });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(/Este correo electrónico ya está en uso\./),
    );
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    const summary = canvas.getByRole('region', { name: 'Revisa los siguientes campos' });
    await expect(summary).toHaveTextContent('Este correo electrónico ya está en uso.');
    await waitFor(() => expect(summary).toHaveFocus());
  },
};

/** Any other failure: an alert, and what was typed stays for another try. */
export const SendFails: Story = {
  args: { onSend: fn<Send>(async () => ({ ok: false, kind: 'failed' })) },
  play: async ({ canvas }) => {
    await fillAndSend(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No hemos podido enviar la invitación. Inténtalo de nuevo.',
    );
    await expect(canvas.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Ane');
  },
};

/** The site's limits refused the send (429): how long to wait, and what was typed stays. */
export const SendTooManyAttempts: Story = {
  args: { onSend: fn<Send>(async () => ({ ok: false, kind: 'tooManyAttempts', retryAfterSeconds: 60 })) },
  play: async ({ canvas }) => {
    await fillAndSend(canvas);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos. Vuelve a intentarlo dentro de un minuto.',
    );
    await expect(canvas.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Ane');
  },
};

/** Sent: the invitation goes out in SPEC §7's names (the page then shows it as kept). */
export const Sends: Story = {
  play: async ({ canvas, args }) => {
    await fillAndSend(canvas);
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(1));
    await expect(args.onSend).toHaveBeenCalledWith({
      name: 'Ane',
      surname: 'Goikoetxea Larrañaga',
      document_type: 'dni',
      document_number: '12345678Z',
      email: 'ane.goikoetxea@example.com',
      language: 'es',
    });
  },
};

export const EnglishLocked: Story = {
  globals: { locale: 'en' },
  args: { club: { invitation: null, lock_invitation: true, language_options: languageOptions } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Gift a subscription' })).toHaveTextContent(
      'Your membership does not include invitations.',
    );
  },
};
