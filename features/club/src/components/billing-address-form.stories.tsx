import { inLanguage } from '@cepa/core/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { Language } from '@cepa/core/config';
import { countryNames, postcodePatterns } from '@cepa/shop/fake';
import { languageOf, withClubProviders } from '../story-decorators';
import { BillingAddressForm } from './billing-address-form';

const countriesIn = (language: Language) =>
  Object.entries(countryNames).map(([value, name]) => ({ value, text: inLanguage(name, language) }));

const meta = {
  title: 'Club/Components/Billing address form',
  tags: ['responsive'],
  component: BillingAddressForm,
  decorators: [withClubProviders],
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  args: {
    // A member billed as a person under a NIF: the form offers the person/company choice.
    defaultValues: {
      documentType: 'nif_cif',
      documentNumber: '12345678Z',
      entity: 'person',
      company: '',
      name: 'Jon',
      surname: 'Etxeberria',
      email: 'jon@example.com',
      address: 'Kale Nagusia 4',
      optionalAddress: '',
      country: 'ES',
      region: 'Gipuzkoa',
      postalCode: '20001',
      locality: 'Donostia',
    },
    countries: countriesIn('es'),
    postcodePatterns,
    onCancel: fn(),
    onSave: fn(async () => true),
  },
  render: (args, context) => <BillingAddressForm {...args} countries={countriesIn(languageOf(context))} />,
} satisfies Meta<typeof BillingAddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * SPEC §5: for a NIF the member picks person or company, and changing that choice clears first name,
 * last name and company: nothing typed for the other choice comes back, nor is saved.
 */
export const PersonCompanyChoiceClears: Story = {
  play: async ({ canvas, args, step }) => {
    await expect(canvas.getByRole('radiogroup', { name: /^Facturar a/ })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Una persona' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Jon');
    await expect(canvas.getByRole('textbox', { name: /^Apellidos/ })).toHaveValue('Etxeberria');

    await step('a company: its name asked for, empty; the person’s names gone', async () => {
      await userEvent.click(canvas.getByText('Una empresa'));
      await expect(canvas.getByRole('radio', { name: 'Una empresa' })).toBeChecked();
      await expect(canvas.queryByRole('textbox', { name: /^Nombre/ })).not.toBeInTheDocument();
      // Required here, so not labelled optional as the booking's company is.
      const company = canvas.getByRole('textbox', { name: /^Empresa/ });
      await expect(company).not.toHaveAccessibleName(/opcional/);
      await expect(company).toHaveValue('');
      await userEvent.type(company, 'Sidrería Etxeberria S.L.');
    });

    await step('back to a person: the names are empty, not the ones typed before', async () => {
      await userEvent.click(canvas.getByText('Una persona'));
      await expect(canvas.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('');
      await expect(canvas.getByRole('textbox', { name: /^Apellidos/ })).toHaveValue('');
      await expect(canvas.queryByRole('textbox', { name: /^Empresa/ })).not.toBeInTheDocument();
    });

    await step('a company again: the company typed before is gone too, and is not saved', async () => {
      await userEvent.click(canvas.getByText('Una empresa'));
      await expect(canvas.getByRole('textbox', { name: /^Empresa/ })).toHaveValue('');
      await userEvent.type(canvas.getByRole('textbox', { name: /^Empresa/ }), 'Etxeberria Taldea');
      await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
      await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
      await expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({ entity: 'company', company: 'Etxeberria Taldea', name: '', surname: '' }),
      );
    });
  },
};

/** The same rule in English, from a company's address: choosing a person leaves the names empty. */
export const CompanyToPersonEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    defaultValues: {
      ...meta.args.defaultValues,
      documentNumber: 'B20123456',
      entity: 'company',
      company: 'Sidrería Etxeberria S.L.',
      name: '',
      surname: '',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'A company' })).toBeChecked();
    const company = canvas.getByRole('textbox', { name: /^Company/ });
    await expect(company).not.toHaveAccessibleName(/optional/);
    await expect(company).toHaveValue('Sidrería Etxeberria S.L.');
    await userEvent.click(canvas.getByText('A person'));
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /^Surname/ })).toHaveValue('');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Jon');
    await userEvent.click(canvas.getByText('A company'));
    await expect(canvas.getByRole('textbox', { name: /^Company/ })).toHaveValue('');
    await userEvent.click(canvas.getByText('A person'));
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
  },
};

/** A DNI bills a person: no choice is offered, the names are asked for. */
export const PersonWithDni: Story = {
  args: { defaultValues: { ...meta.args.defaultValues, documentType: 'dni' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Jon');
    await expect(canvas.queryByRole('textbox', { name: /^Empresa/ })).not.toBeInTheDocument();
  },
};

/** The save failed: the form says so and keeps what was typed. */
export const SaveFails: Story = {
  args: { onSave: fn(async () => false) },
  play: async ({ canvas, args }) => {
    const locality = canvas.getByRole('textbox', { name: /^Localidad/ });
    await userEvent.clear(locality);
    await userEvent.type(locality, 'Hondarribia');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No hemos podido guardar los cambios. Inténtalo de nuevo.',
    );
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(locality).toHaveValue('Hondarribia');
  },
};

/** Saved without a postcode that fits Spain: the summary names the fields to check, nothing is sent. */
export const InvalidPostcode: Story = {
  play: async ({ canvas, args }) => {
    const postcode = canvas.getByRole('textbox', { name: /^Código postal/ });
    await userEvent.clear(postcode);
    await userEvent.type(postcode, '2000');
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(
      await canvas.findByRole('region', { name: 'Revisa los siguientes campos' }),
    ).toHaveTextContent('Código postal');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
