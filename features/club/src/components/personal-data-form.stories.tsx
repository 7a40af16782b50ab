import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { withClubProviders } from '../story-decorators';
import { PersonalDataForm, type PersonalDataFormProps } from './personal-data-form';

const meta = {
  title: 'Club/Components/Personal data form',
  tags: ['responsive'],
  component: PersonalDataForm,
  decorators: [withClubProviders],
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  args: {
    defaultValues: {
      phoneNumber: '+34 600 123 456',
      birthday: '07 / 12 / 1979',
      language: 'es',
      nationality: 'ES',
      companyName: '',
    },
    languages: [
      { value: 'es', text: 'Español' },
      { value: 'en', text: 'English' },
    ],
    countries: [
      { value: 'ES', text: 'España' },
      { value: 'PT', text: 'Portugal' },
    ],
    onCancel: fn(),
    onSave: fn<PersonalDataFormProps['onSave']>(async () => true),
  },
} satisfies Meta<typeof PersonalDataForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** SPEC §5: a phone out of format and a birthday that is no real date; the summary lists both, nothing is sent. */
export const InvalidPhoneAndBirthday: Story = {
  play: async ({ canvas, args }) => {
    const phone = canvas.getByRole('textbox', { name: /^Teléfono/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, 'llámame');
    const birthday = canvas.getByRole('textbox', { name: /^Fecha de nacimiento/ });
    await userEvent.clear(birthday);
    await userEvent.type(birthday, '31022000');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    const summary = await canvas.findByRole('region', { name: 'Revisa los siguientes campos' });
    await expect(summary).toHaveTextContent('Teléfono: Introduce un número de teléfono válido');
    await expect(summary).toHaveTextContent('Fecha de nacimiento: Escribe una fecha real: dd / mm / aaaa.');
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The save failed: the form says so and keeps what was typed. */
export const SaveFails: Story = {
  args: { onSave: fn<PersonalDataFormProps['onSave']>(async () => false) },
  play: async ({ canvas }) => {
    const company = canvas.getByRole('textbox', { name: /^Empresa/ });
    await userEvent.type(company, 'Sidrería Etxeberria S.L.');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No hemos podido guardar los cambios. Inténtalo de nuevo.',
    );
    await expect(company).toHaveValue('Sidrería Etxeberria S.L.');
  },
};

/** The site's limits refused the save (429): how long to wait, and what was typed stays. */
export const SaveTooManyAttempts: Story = {
  args: {
    onSave: fn<PersonalDataFormProps['onSave']>(async () => ({
      kind: 'tooManyAttempts',
      retryAfterSeconds: 240,
    })),
  },
  play: async ({ canvas }) => {
    const company = canvas.getByRole('textbox', { name: /^Empresa/ });
    await userEvent.type(company, 'Sidrería Etxeberria S.L.');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos. Vuelve a intentarlo dentro de 4 minutos.',
    );
    await expect(company).toHaveValue('Sidrería Etxeberria S.L.');
  },
};

/** An empty birthday is allowed; the values go to the page as typed in the form's keys. */
export const SavesWithoutBirthday: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Fecha de nacimiento/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ birthday: '' }));
  },
};

export const EnglishInvalidBirthday: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const birthday = canvas.getByRole('textbox', { name: /^Date of birth/ });
    await userEvent.clear(birthday);
    await userEvent.type(birthday, '3102');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByRole('region', { name: 'Please check the following fields' }),
    ).toHaveTextContent('Date of birth: Type a real date: dd / mm / yyyy.');
  },
};
