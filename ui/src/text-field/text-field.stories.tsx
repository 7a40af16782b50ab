import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Field, type FieldProps } from '../field';
import { TextField } from './text-field';

type StoryArgs = React.ComponentProps<typeof TextField> &
  Pick<FieldProps, 'label' | 'description' | 'error' | 'required'>;

const meta = {
  title: 'UI/TextField',
  component: TextField,
  // The plays read the ui's Spanish assistive text: the language is pinned (English stories pin English).
  globals: { locale: 'es' },
  tags: ['autodocs'],
  args: { label: 'Correo electrónico', type: 'email', name: 'email', onChange: fn(), onBlur: fn() },
  argTypes: {
    type: {
      description: 'The input’s type: phones show the keyboard that fits it (email, tel, number...).',
      control: 'select',
      options: ['text', 'email', 'tel', 'number', 'date', 'password', 'search', 'url'],
      table: { defaultValue: { summary: 'text' } },
    },
    label: { description: 'The surrounding Field’s label.', control: 'text' },
    description: { description: 'The surrounding Field’s help text.', control: 'text' },
    error: { description: 'The surrounding Field’s error message.', control: 'text' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
    placeholder: { control: 'text' },
  },
  render: ({ label, description, error, required, ...args }) => (
    <Field
      label={label}
      description={description}
      error={error}
      required={required}
      className="max-w-shipping-form"
    >
      <TextField {...args} />
    </Field>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Correo electrónico' });
    await expect(input).toHaveAttribute('type', 'email');
    await userEvent.type(input, 'lucia@example.com');
    await expect(input).toHaveValue('lucia@example.com');
    await expect(args.onChange).toHaveBeenCalledTimes('lucia@example.com'.length);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const Filled: Story = {
  args: { defaultValue: 'lucia.garcia@example.com' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Correo electrónico' });
    await expect(input).toHaveValue('lucia.garcia@example.com');
    await userEvent.clear(input);
    await userEvent.type(input, 'ana@example.com');
    await expect(input).toHaveValue('ana@example.com');
  },
};

export const Types: Story = {
  render: () => (
    <div className="flex max-w-shipping-form flex-col gap-4">
      <Field label="Nombre">
        <TextField name="name" autoComplete="given-name" />
      </Field>
      <Field label="Correo electrónico">
        <TextField type="email" name="email" autoComplete="email" />
      </Field>
      <Field label="Teléfono">
        <TextField type="tel" name="phoneNumber" autoComplete="tel" />
      </Field>
      <Field label="Número de personas">
        <TextField type="number" name="numberOfPeople" min={1} max={20} defaultValue={2} />
      </Field>
      <Field label="Fecha de la visita">
        <TextField type="date" name="dateOfVisit" defaultValue="2025-06-14" />
      </Field>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nombre' })).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('textbox', { name: 'Teléfono' })).toHaveAttribute('type', 'tel');
    const people = canvas.getByRole('spinbutton', { name: 'Número de personas' });
    await userEvent.clear(people);
    await userEvent.type(people, '4');
    await expect(people).toHaveValue(4);
    await expect(canvas.getByLabelText('Fecha de la visita')).toHaveValue('2025-06-14');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'lucia.garcia@example.com' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Correo electrónico' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('lucia.garcia@example.com');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** SPEC §5: a member's e-mail and document are shown but cannot be edited. */
export const ReadOnly: Story = {
  args: {
    readOnly: true,
    defaultValue: 'lucia.garcia@example.com',
    description: 'Para cambiarlo, ponte en contacto con nosotros.',
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Correo electrónico' });
    await expect(input).toHaveAttribute('readonly');
    await userEvent.click(input);
    await expect(input).toHaveFocus();
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('lucia.garcia@example.com');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: {
    required: true,
    defaultValue: 'lucia@',
    error: 'Introduce un correo electrónico válido',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Correo electrónico (obligatorio)' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Introduce un correo electrónico válido');
    await expect(canvas.getByText('Introduce un correo electrónico válido')).toBeVisible();
  },
};

export const LongSpanishText: Story = {
  args: {
    label: 'Dirección de correo electrónico en la que quieres recibir la confirmación y las entradas',
    required: true,
    defaultValue: 'maria.fernandez-de-la-torre.villanueva@bodegas-y-vinedos-del-norte.example.com',
    description:
      'Usaremos esta dirección únicamente para enviarte la confirmación de la reserva, las entradas y los cambios de horario.',
    error:
      'La dirección de correo electrónico no tiene un formato válido: revisa que incluya una arroba y un dominio.',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Email', required: true, error: 'Enter a valid email address', defaultValue: 'lucia@' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email (required)' });
    await expect(input).toHaveAccessibleDescription('Enter a valid email address');
  },
};

export const OtherBrand: Story = {
  parameters: { brand: 'brava' },
  render: (args) => (
    <div className="flex max-w-shipping-form flex-col gap-4">
      <Field label="Nombre" required>
        <TextField name="name" defaultValue="Lucía" onChange={args.onChange} />
      </Field>
      <Field label="Correo electrónico" error="Introduce un correo electrónico válido">
        <TextField type="email" name="email" defaultValue="lucia@" onChange={args.onChange} />
      </Field>
      <Field label="Teléfono">
        <TextField type="tel" name="phoneNumber" disabled defaultValue="600 000 000" />
      </Field>
    </div>
  ),
};
