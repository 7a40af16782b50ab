import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { backend, profileOf } from '@cepa/core/backend';
import { clubCalls, clubPageFixture, memberByEmail } from '../../fake';
import { brandOf, freshState, languageOf, logInAs, withClubProviders } from '../../story-decorators';
import PersonalInformationPage from './personal-information-page';

const meta = {
  title: 'Club/Personal Information',
  tags: ['responsive'],
  component: PersonalInformationPage,
  decorators: [withClubProviders],
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  beforeEach: freshState,
  args: { page: clubPageFixture('club_personal_information') },
  render: (args, context) => (
    <PersonalInformationPage
      {...args}
      page={clubPageFixture('club_personal_information', languageOf(context), brandOf(context))}
    />
  ),
} satisfies Meta<typeof PersonalInformationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The member's data, the blocked fields explained; edited and saved (the birthday sent in ISO form). */
export const EditAndSave: Story = {
  beforeEach: async () => void (await logInAs('lucia@example.com')),
  play: async ({ canvas, step }) => {
    const data = await canvas.findByRole('region', { name: 'Tus datos' });
    await expect(data).toHaveTextContent(/Nº de socio\s*000087/);
    // SPEC §3: the member's title.
    await expect(data).toHaveTextContent(/Tratamiento\s*Sra\./);
    await expect(data).toHaveTextContent(/Fecha de nacimiento\s*9 de marzo de 1984/);
    await expect(data).toHaveTextContent('para cambiarlos, contacta con nosotros');
    await userEvent.click(within(data).getByRole('button', { name: 'Editar tus datos' }));
    // Name, e-mail and document stay read-only: no field for them.
    await expect(
      within(data).queryByRole('textbox', { name: /^Correo electrónico/ }),
    ).not.toBeInTheDocument();
    const birthday = within(data).getByRole('textbox', { name: /^Fecha de nacimiento/ });
    await expect(birthday).toHaveValue('09 / 03 / 1984');
    await step('a locally invalid form: the summary, nothing sent', async () => {
      const phone = within(data).getByRole('textbox', { name: /^Teléfono/ });
      await userEvent.clear(phone);
      await userEvent.type(phone, 'llámame');
      await userEvent.clear(birthday);
      await userEvent.type(birthday, '31021990');
      await userEvent.click(within(data).getByRole('button', { name: 'Guardar' }));
      const summary = await within(data).findByRole('region', { name: 'Revisa los siguientes campos' });
      await waitFor(() => expect(summary).toHaveFocus());
      await expect(summary).toHaveTextContent('Escribe una fecha real: dd / mm / aaaa.');
      await expect(profileOf(memberByEmail('lucia@example.com')).phone_number).toBe('+34 600 000 001');
    });
    await step('saved: the new data shown, the birthday kept in ISO form', async () => {
      const phone = within(data).getByRole('textbox', { name: /^Teléfono/ });
      await userEvent.clear(phone);
      await userEvent.type(phone, '+34 611 222 333');
      // Cleared and typed again after the refused save (its other error fixed first, so the summary
      // went): every digit goes into the mask, and the summary does not take the focus back as the
      // first digit makes the date incomplete.
      await userEvent.clear(birthday);
      await userEvent.type(birthday, '10041985');
      await expect(birthday).toHaveValue('10 / 04 / 1985');
      await expect(birthday).toHaveFocus();
      await userEvent.click(within(data).getByRole('button', { name: 'Guardar' }));
      await expect(await within(data).findByText('Cambios guardados.')).toBeVisible();
      await expect(data).toHaveTextContent(/Teléfono\s*\+34 611 222 333/);
      await expect(profileOf(memberByEmail('lucia@example.com'))).toMatchObject({
        phone_number: '+34 611 222 333',
        birthday: '1985-04-10',
      });
      await waitFor(() =>
        expect(within(data).getByRole('button', { name: 'Editar tus datos' })).toHaveFocus(),
      );
    });
  },
};

/** No billing address: added for a company (nif_cif), the person's names cleared by the choice. */
export const AddCompanyBillingAddress: Story = {
  beforeEach: async () => void (await logInAs('jon@example.com')),
  play: async ({ canvas }) => {
    const billing = await canvas.findByRole('region', { name: 'Dirección de facturación' });
    await expect(billing).toHaveTextContent('Todavía no tienes dirección de facturación.');
    await userEvent.click(within(billing).getByRole('button', { name: 'Añadir dirección de facturación' }));
    const form = within(billing);
    await userEvent.click(form.getByRole('combobox', { name: /^Tipo de documento/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: /NIF/ }));
    // A new address starts from the member's name and e-mail.
    await expect(form.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Jon');
    // The company choice clears the person's names and asks for the company's.
    await userEvent.click(form.getByText('Una empresa'));
    await expect(form.queryByRole('textbox', { name: /^Nombre/ })).not.toBeInTheDocument();
    await userEvent.type(form.getByRole('textbox', { name: /^Número de documento/ }), 'B20123456');
    await userEvent.type(
      form.getByRole('textbox', { name: /^Empresa|^Razón social/ }),
      'Sidrería Etxeberria S.L.',
    );
    await userEvent.type(form.getByRole('textbox', { name: /^Dirección \(obligatorio\)/ }), 'Kale Nagusia 4');
    await userEvent.type(form.getByRole('textbox', { name: /^Código postal/ }), '2000');
    await userEvent.type(form.getByRole('textbox', { name: /^Localidad/ }), 'Donostia');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    // The postcode is checked against Spain's expression.
    await expect(await form.findByRole('region', { name: 'Revisa los siguientes campos' })).toHaveTextContent(
      'Código postal',
    );
    await userEvent.type(form.getByRole('textbox', { name: /^Código postal/ }), '1');
    await userEvent.click(form.getByRole('button', { name: 'Guardar' }));
    await expect(await form.findByText('Cambios guardados.')).toBeVisible();
    await expect(billing).toHaveTextContent('Sidrería Etxeberria S.L.');
    await expect(profileOf(memberByEmail('jon@example.com')).billing_address).toMatchObject({
      document_type: 'nif_cif',
      document_number: 'B20123456',
      company: 'Sidrería Etxeberria S.L.',
      first_name: null,
      last_name: null,
      email: 'jon@example.com',
      postcode: '20001',
    });
    // Focus goes back to the section's button a frame after the save (the screenshot shows it there).
    await waitFor(() =>
      expect(form.getByRole('button', { name: 'Editar la dirección de facturación' })).toHaveFocus(),
    );
  },
};

/** A save fails: a message, and everything typed is still there. */
export const SaveFails: Story = {
  beforeEach: async () => {
    await logInAs('jon@example.com');
    backend.faults.set(clubCalls.updatePersonalInformation, { status: 500, times: 1 });
  },
  play: async ({ canvas }) => {
    const data = await canvas.findByRole('region', { name: 'Tus datos' });
    await userEvent.click(within(data).getByRole('button', { name: 'Editar tus datos' }));
    const company = within(data).getByRole('textbox', { name: /^Empresa/ });
    await userEvent.type(company, 'Etxeberria Taldea');
    await userEvent.click(within(data).getByRole('button', { name: 'Guardar' }));
    await expect(await within(data).findByRole('alert')).toHaveTextContent(
      'No hemos podido guardar los cambios. Inténtalo de nuevo.',
    );
    await expect(company).toHaveValue('Etxeberria Taldea');
  },
};

/** The data cannot be read: a message and a retry that works (English). */
export const LoadFailsEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach: async () => {
    await logInAs('marta@example.com');
    backend.faults.set(clubCalls.personalInformation, { status: 500, times: 1 });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent("We couldn't load your details.");
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('region', { name: 'Your details' })).toHaveTextContent('Marta');
  },
};
