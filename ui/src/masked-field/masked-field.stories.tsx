import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Field, type FieldProps } from '../field';
import { MaskedField } from './masked-field';

type StoryArgs = React.ComponentProps<typeof MaskedField> &
  Pick<FieldProps, 'label' | 'description' | 'error' | 'required'>;

const meta = {
  title: 'UI/MaskedField',
  component: MaskedField,
  // The plays read the ui's Spanish assistive text: the language is pinned (English stories pin English).
  globals: { locale: 'es' },
  tags: ['autodocs'],
  args: {
    label: 'Fecha de nacimiento',
    name: 'birthday',
    autoComplete: 'bday',
    onChange: fn(),
    onValueChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    mask: {
      description: '`#` is a digit, anything else is shown as typed.',
      control: 'text',
      table: { defaultValue: { summary: '## / ## / ####' } },
    },
    label: { description: 'The surrounding Field’s label.', control: 'text' },
    description: { description: 'The surrounding Field’s help text.', control: 'text' },
    error: { description: 'The surrounding Field’s error message.', control: 'text' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
  render: ({ label, description, error, required, ...args }) => (
    <Field label={label} description={description} error={error} required={required} className="max-w-80">
      <MaskedField {...args} />
    </Field>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    // Returns what react-hook-form's register would read from the event.
    onChange: fn((event: React.ChangeEvent<HTMLInputElement>) => event.target.value),
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Fecha de nacimiento' });
    await expect(input).toHaveAttribute('placeholder', 'dd / mm / aaaa');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '01');
    await expect(input).toHaveValue('01');
    await userEvent.type(input, '021990');
    await expect(input).toHaveValue('01 / 02 / 1990');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('01 / 02 / 1990', '01021990');
    await expect(args.onChange).toHaveLastReturnedWith('01 / 02 / 1990');
    // Full: more digits are not taken.
    await userEvent.type(input, '7');
    await expect(input).toHaveValue('01 / 02 / 1990');
  },
};

export const DigitsOnly: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Fecha de nacimiento' });
    await userEvent.type(input, '1a5/0x6-');
    await expect(input).toHaveValue('15 / 06');
  },
};

export const Backspace: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Fecha de nacimiento' });
    await userEvent.type(input, '01021990');
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect(input).toHaveValue('01 / 02');
    await userEvent.keyboard('{Backspace}');
    // The separator goes with the digit after it: nothing is left for backspace to stumble on.
    await expect(input).toHaveValue('01 / 0');
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('01');
    // Backspace just after a separator removes the digit before it.
    await userEvent.type(input, '02');
    input.setSelectionRange(5, 5);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('00 / 2');
    await expect(input.selectionStart).toBe(1);
  },
};

export const Paste: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Fecha de nacimiento' });
    await userEvent.click(input);
    await userEvent.paste('01/02/1990');
    await expect(input).toHaveValue('01 / 02 / 1990');
    await userEvent.clear(input);
    await userEvent.paste('01021990');
    await expect(input).toHaveValue('01 / 02 / 1990');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('01 / 02 / 1990', '01021990');
  },
};

export const Filled: Story = {
  args: { defaultValue: '24061985' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Fecha de nacimiento' })).toHaveValue('24 / 06 / 1985');
  },
};

export const Controlled: Story = {
  render: function ControlledBirthday({ label, ...args }) {
    const [value, setValue] = useState('');
    const [digits, setDigits] = useState('');
    return (
      <div className="flex max-w-80 flex-col gap-2">
        <Field label={label}>
          <MaskedField
            {...args}
            value={value}
            onValueChange={(masked, nextDigits) => {
              setValue(masked);
              setDigits(nextDigits);
            }}
          />
        </Field>
        <p className="text-sm text-fg-muted">Dígitos: {digits || '—'}</p>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Fecha de nacimiento' });
    await userEvent.type(input, '31121999');
    await expect(input).toHaveValue('31 / 12 / 1999');
    await expect(canvas.getByText('Dígitos: 31121999')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '24061985' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Fecha de nacimiento' })).toBeDisabled();
  },
};

/** SPEC §4: locked profile fields are shown but cannot be edited. */
export const ReadOnly: Story = {
  args: {
    readOnly: true,
    defaultValue: '24061985',
    description: 'Para cambiarla, ponte en contacto con nosotros.',
  },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Fecha de nacimiento' });
    await userEvent.type(input, '1');
    await expect(input).toHaveValue('24 / 06 / 1985');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: {
    defaultValue: '3102',
    description: 'Formato: dd / mm / aaaa',
    error: 'Introduce una fecha válida',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Fecha de nacimiento' });
    await expect(input).toHaveValue('31 / 02');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Formato: dd / mm / aaaa Introduce una fecha válida');
  },
};

export const LongSpanishText: Story = {
  args: {
    label: 'Fecha de nacimiento del titular de la tarjeta de socio del club',
    required: true,
    description:
      'La usamos para felicitarte en tu cumpleaños y para comprobar que eres mayor de edad antes de enviarte vino.',
    error:
      'La fecha de nacimiento no es válida: escribe el día, el mes y el año con números, por ejemplo 01 / 02 / 1990',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Date of birth' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Date of birth' });
    await expect(input).toHaveAttribute('placeholder', 'dd / mm / yyyy');
    await userEvent.type(input, '01021990');
    await expect(input).toHaveValue('01 / 02 / 1990');
  },
};

export const OtherMask: Story = {
  args: { label: 'Código postal', mask: '#####', name: 'postalCode', autoComplete: 'postal-code' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Código postal' });
    await expect(input).not.toHaveAttribute('placeholder');
    await userEvent.type(input, '26 200');
    await expect(input).toHaveValue('26200');
  },
};

export const OtherBrand: Story = {
  parameters: { brand: 'brava' },
  args: { defaultValue: '3102', error: 'Introduce una fecha válida' },
};
