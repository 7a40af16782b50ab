import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextField } from '../text-field';
import { Field, useField } from './field';

const meta = {
  title: 'UI/Field',
  component: Field,
  // The plays read the ui's Spanish assistive text: the language is pinned (English stories pin English).
  globals: { locale: 'es' },
  tags: ['autodocs'],
  args: { label: 'Correo electrónico', className: 'max-w-shipping-form' },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    error: { control: 'text' },
    required: { control: 'boolean' },
    invalid: { control: 'boolean' },
    children: { control: false },
  },
  render: (args) => (
    <Field {...args}>
      <TextField type="email" name="email" />
    </Field>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Correo electrónico' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
    await userEvent.click(canvas.getByText('Correo electrónico'));
    await expect(input).toHaveFocus();
  },
};

export const WithDescription: Story = {
  args: { description: 'Te enviaremos aquí la confirmación de la reserva.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAccessibleDescription(
      'Te enviaremos aquí la confirmación de la reserva.',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    // The asterisk is for the eye; screen readers hear the word, in the page's language.
    await expect(
      canvas.getByRole('textbox', { name: 'Correo electrónico (obligatorio)' }),
    ).toBeInTheDocument();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithError: Story = {
  args: {
    required: true,
    description: 'Te enviaremos aquí la confirmación de la reserva.',
    error: 'Introduce un correo electrónico válido',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /Correo electrónico/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // Description first, then the error: both reach the user when the field is focused.
    await expect(input).toHaveAccessibleDescription(
      'Te enviaremos aquí la confirmación de la reserva. Introduce un correo electrónico válido',
    );
    const error = canvas.getByText('Introduce un correo electrónico válido');
    await expect(error).toBeVisible();
    await expect(error.closest('[data-slot="field-error"]')).not.toHaveAttribute('aria-live');
  },
};

export const InvalidWithoutMessage: Story = {
  args: { invalid: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Correo electrónico' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** A control the library does not know wires itself with `useField().controlProps`. */
function NativeVisitLanguage() {
  const { controlProps } = useField();
  return (
    <select {...controlProps} className="min-h-11 rounded border border-border-strong bg-surface-raised px-3">
      <option value="es">Español</option>
      <option value="en">Inglés</option>
    </select>
  );
}

export const CustomControl: Story = {
  args: {
    label: 'Idioma de la visita',
    description: 'La visita guiada se hace en este idioma.',
    error: 'Este idioma no está disponible en la fecha elegida',
  },
  render: (args) => (
    <Field {...args}>
      <NativeVisitLanguage />
    </Field>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Idioma de la visita' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(
      'La visita guiada se hace en este idioma. Este idioma no está disponible en la fecha elegida',
    );
  },
};

export const LongSpanishText: Story = {
  args: {
    label: 'Dirección de correo electrónico en la que quieres recibir la confirmación y las entradas',
    required: true,
    description:
      'Usaremos esta dirección únicamente para enviarte la confirmación de la reserva, las entradas y, si lo necesitas, los cambios de horario de la visita.',
    error:
      'La dirección de correo electrónico no tiene un formato válido: revisa que incluya una arroba y un dominio, por ejemplo nombre@dominio.es',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Email',
    required: true,
    description: 'We will send the booking confirmation here.',
    error: 'Enter a valid email address',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email (required)' });
    await expect(input).toHaveAccessibleDescription(
      'We will send the booking confirmation here. Enter a valid email address',
    );
  },
};

export const OtherBrand: Story = {
  parameters: { brand: 'brava' },
  args: {
    required: true,
    description: 'Te enviaremos aquí la confirmación de la reserva.',
    error: 'Introduce un correo electrónico válido',
  },
};
