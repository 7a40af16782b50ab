import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backend } from '@cepa/core/backend';
import { clubCalls, clubNames, clubPageFixture, clubStateOf, memberByEmail } from '../../fake';
import { brandOf, freshState, languageOf, logInAs, withClubProviders } from '../../story-decorators';
import MyClubPage from './my-club-page';

const meta = {
  title: 'Club/My Club',
  tags: ['responsive'],
  component: MyClubPage,
  decorators: [withClubProviders],
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  beforeEach: freshState,
  args: { page: clubPageFixture('club_my_club') },
  render: (args, context) => (
    <MyClubPage {...args} page={clubPageFixture('club_my_club', languageOf(context), brandOf(context))} />
  ),
} satisfies Meta<typeof MyClubPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const jon = async () => void (await logInAs('jon@example.com'));

/** The member card is named by the club of the story's brand. */
const clubName = (context: Parameters<typeof brandOf>[0]) => clubNames[brandOf(context)];

/** A bronze member halfway to the goal: the card, the meter, the invitation to send, both codes unused. */
export const BronzeHalfwayToTheGoal: Story = {
  beforeEach: jon,
  play: async ({ canvas, ...context }) => {
    const card = await canvas.findByRole('region', { name: clubName(context) });
    await expect(card).toHaveTextContent('Jon Etxeberria');
    await expect(card).toHaveTextContent('Bronce');
    await expect(card).toHaveTextContent(/Nº de socio\s*000154/);
    await expect(card).toHaveTextContent(/Válida hasta\s*28 de febrero de 2027/);
    const meter = canvas.getByRole('meter', { name: 'Objetivo de consumo' });
    await expect(meter).toHaveAttribute('aria-valuenow', '150');
    await expect(meter).toHaveAttribute('aria-valuemax', '300');
    await expect(meter.getAttribute('aria-valuetext')).toMatch(/^150,00\s€ de 300,00\s€$/);
    await expect(canvas.getByText('Te faltan 150,00 € para alcanzar el objetivo.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver mis pedidos' })).toHaveAttribute(
      'href',
      '/es/club/mis-pedidos',
    );
    const invite = canvas.getByRole('button', { name: 'Invitar a alguien' });
    await expect(invite).toBeVisible();
    // Cancelling the invitation form takes focus back to the button that opened it.
    await userEvent.click(invite);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(canvas.getByRole('button', { name: 'Invitar a alguien' })).toHaveFocus();
    canvas.getByRole('button', { name: 'Invitar a alguien' }).blur();
    await expect(canvas.getByRole('checkbox', { name: 'Vinos tintos' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Vinos blancos' })).not.toBeChecked();
    const visit = canvas.getByRole('region', { name: 'Visítanos' });
    await expect(
      within(visit).getByRole('link', { name: 'Organizar la visita a la bodega' }),
    ).toHaveAttribute('href', '/es/canjear-bono?voucher=BOD-000154');
    await expect(within(visit).getByRole('link', { name: 'Organizar la visita a la finca' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^http:\/\/brava\.localhost(:\d+)?\/es\/canjear-bono\?voucher=FIN-000154$/),
    );
    await expect(within(visit).getByText('Válido hasta la próxima vendimia.')).toBeVisible();
    await expect(within(visit).getByText('Válido hasta la próxima cosecha.')).toBeVisible();
  },
};

/** A platinum member who met the goal: the next membership's date, this year's invitation read-only, a used code. */
export const PlatinumGoalMetEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach: async () => void (await logInAs('lucia@example.com')),
  play: async ({ canvas, ...context }) => {
    const card = await canvas.findByRole('region', { name: clubName(context) });
    await expect(card).toHaveTextContent('Platinum');
    await expect(canvas.getByRole('meter', { name: 'Consumption goal' })).toHaveAttribute(
      'aria-valuenow',
      '600',
    );
    await expect(canvas.getByText('Goal met! Your next membership starts on 1 March 2027.')).toBeVisible();
    const invitation = canvas.getByRole('region', { name: 'Gift a subscription' });
    await expect(within(invitation).queryByRole('textbox')).not.toBeInTheDocument();
    await expect(invitation).toHaveTextContent('ana.invitada@example.com');
    await expect(invitation).toHaveTextContent('You can send another invitation from 1 January 2027.');
    const visit = canvas.getByRole('region', { name: 'Visit us' });
    await expect(visit).toHaveTextContent(/BOD-000087\s*Used/);
    await expect(
      within(visit).queryByRole('link', { name: 'Organise your visit to the winery' }),
    ).not.toBeInTheDocument();
    await expect(
      within(visit).getByRole('link', { name: 'Organise your visit to the estate' }),
    ).toBeVisible();
  },
};

/** A permanent member on Isla Brava: no end date, no goal, no meter. */
export const PermanentIslaBrava: Story = {
  parameters: { brand: 'brava' },
  beforeEach: async () => void (await logInAs('marta@example.com')),
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: 'Club Isla Brava' });
    await expect(card).toHaveTextContent('Embajadora');
    await expect(card).not.toHaveTextContent('Válida hasta');
    await expect(
      canvas.getByText('Tu membresía es permanente: no caduca y no tiene objetivo de consumo.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('meter')).not.toBeInTheDocument();
  },
};

/** A member whose invitation is locked: a lock and no form. */
export const InvitationLocked: Story = {
  beforeEach: async () => void (await logInAs('diego@example.com')),
  play: async ({ canvas }) => {
    const invitation = await canvas.findByRole('region', { name: 'Regala una suscripción' });
    await expect(invitation).toHaveTextContent('Tu tipo de socio no incluye invitaciones.');
    await expect(within(invitation).queryByRole('button')).not.toBeInTheDocument();
  },
};

/** The invitation: the form's own errors, then each 400 on its field, then sent once and shown read-only. */
export const InvitationSent: Story = {
  beforeEach: jon,
  play: async ({ canvas, step }) => {
    const invitation = await canvas.findByRole('region', { name: 'Regala una suscripción' });
    await userEvent.click(within(invitation).getByRole('button', { name: 'Invitar a alguien' }));
    const form = within(invitation);
    await step('sent empty: the error summary takes focus', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Enviar invitación' }));
      const summary = await form.findByRole('region', { name: 'Revisa los siguientes campos' });
      await waitFor(() => expect(summary).toHaveFocus());
      await expect(summary).toHaveTextContent('Nombre');
      await expect(summary).toHaveTextContent('Correo electrónico');
    });
    await userEvent.type(form.getByRole('textbox', { name: /^Nombre/ }), 'Clara');
    await userEvent.type(form.getByRole('textbox', { name: /^Apellidos/ }), 'Ibáñez');
    await userEvent.type(form.getByRole('textbox', { name: /^Número de documento/ }), '00000001R');
    await userEvent.type(form.getByRole('textbox', { name: /^Correo electrónico/ }), 'lucia@example.com');
    await step('EMAIL_IN_USE on the e-mail: the error summary lists it and takes focus', async () => {
      await userEvent.click(form.getByRole('button', { name: 'Enviar invitación' }));
      const email = form.getByRole('textbox', { name: /^Correo electrónico/ });
      await waitFor(() =>
        expect(email).toHaveAccessibleDescription('Este correo electrónico ya está en uso.'),
      );
      const summary = form.getByRole('region', { name: 'Revisa los siguientes campos' });
      await expect(summary).toHaveTextContent('Este correo electrónico ya está en uso.');
      await waitFor(() => expect(summary).toHaveFocus());
    });
    await step('DOCUMENT_NUMBER_IN_USE on the document number', async () => {
      const email = form.getByRole('textbox', { name: /^Correo electrónico/ });
      await userEvent.clear(email);
      await userEvent.type(email, ' Clara@Example.com ');
      await userEvent.click(form.getByRole('button', { name: 'Enviar invitación' }));
      const document = form.getByRole('textbox', { name: /^Número de documento/ });
      await waitFor(() =>
        expect(document).toHaveAccessibleDescription('Este número de documento ya está en uso.'),
      );
    });
    await step('sent: read-only, with the next date', async () => {
      const document = form.getByRole('textbox', { name: /^Número de documento/ });
      await userEvent.clear(document);
      await userEvent.type(document, '12345678z');
      await userEvent.click(form.getByRole('button', { name: 'Enviar invitación' }));
      await expect(await form.findByText('Invitación enviada a clara@example.com.')).toBeVisible();
      await expect(invitation).toHaveTextContent(
        'Podrás enviar otra invitación a partir del 1 de enero de 2027.',
      );
      await expect(form.queryByRole('textbox')).not.toBeInTheDocument();
      await expect(clubStateOf(memberByEmail('jon@example.com')).invitation).toMatchObject({
        name: 'Clara',
        surname: 'Ibáñez',
        document_type: 'dni',
        document_number: '12345678Z',
        email: 'clara@example.com',
        language: 'es',
      });
    });
  },
};

/** The invitation cannot be sent (500): a message, and everything typed is still there. */
export const InvitationFails: Story = {
  beforeEach: async () => {
    await jon();
    backend.faults.set(clubCalls.invitation, { status: 500, times: 1 });
  },
  play: async ({ canvas }) => {
    const invitation = await canvas.findByRole('region', { name: 'Regala una suscripción' });
    await userEvent.click(within(invitation).getByRole('button', { name: 'Invitar a alguien' }));
    const form = within(invitation);
    await userEvent.type(form.getByRole('textbox', { name: /^Nombre/ }), 'Clara');
    await userEvent.type(form.getByRole('textbox', { name: /^Apellidos/ }), 'Ibáñez');
    await userEvent.type(form.getByRole('textbox', { name: /^Número de documento/ }), '12345678Z');
    await userEvent.type(form.getByRole('textbox', { name: /^Correo electrónico/ }), 'clara@example.com');
    await userEvent.click(form.getByRole('button', { name: 'Enviar invitación' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'No hemos podido enviar la invitación. Inténtalo de nuevo.',
    );
    await expect(form.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Clara');
    await expect(form.getByRole('textbox', { name: /^Correo electrónico/ })).toHaveValue('clara@example.com');
  },
};

/** A preference is saved at once; clicks while it saves are ignored; the server ends with what is shown. */
export const PreferencesSaveAtOnce: Story = {
  beforeEach: async () => {
    await jon();
    backend.faults.set(clubCalls.productPreferences, { delay: 400, times: 1 });
  },
  play: async ({ canvas }) => {
    const white = await canvas.findByRole('checkbox', { name: 'Vinos blancos' });
    await userEvent.click(white);
    await expect(white).toBeChecked();
    const preferences = canvas.getByRole('region', { name: 'Mis preferencias' });
    const status = within(preferences).getByRole('status');
    await expect(status).toHaveTextContent('Guardando «Vinos blancos»…');
    // Ignored: a save is in flight.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Rosados' }));
    await expect(canvas.getByRole('checkbox', { name: 'Rosados' })).not.toBeChecked();
    await waitFor(() => expect(status).toHaveTextContent('Preferencias guardadas.'));
    await expect(clubStateOf(memberByEmail('jon@example.com')).preferences).toEqual(['tinto', 'blanco']);
  },
};

/** A save fails: the box goes back and the page says which. */
export const PreferenceFails: Story = {
  beforeEach: async () => {
    await jon();
    backend.faults.set(clubCalls.productPreferences, { status: 500, times: 1 });
  },
  play: async ({ canvas }) => {
    const red = await canvas.findByRole('checkbox', { name: 'Vinos tintos' });
    await userEvent.click(red);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No hemos podido guardar «Vinos tintos». Lo hemos dejado como estaba.',
    );
    await expect(red).toBeChecked();
  },
};

/** While the club is read. */
export const Loading: Story = {
  beforeEach: async () => {
    await jon();
    backend.faults.set(clubCalls.myClub, { delay: 600_000, times: 1 });
  },
  play: async ({ canvas, ...context }) => {
    await expect(canvas.getByText('Cargando tu club…')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: clubName(context) })).not.toBeInTheDocument();
  },
};

/** The club cannot be read: a message and a retry that works once the backend answers. */
export const LoadFails: Story = {
  beforeEach: async () => {
    await jon();
    backend.faults.set(clubCalls.membershipData, { status: 500, times: 1 });
  },
  play: async ({ canvas, ...context }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No hemos podido cargar los datos de tu club.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(await canvas.findByRole('region', { name: clubName(context) })).toBeVisible();
  },
};
