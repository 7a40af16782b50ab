import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Field, type FieldProps } from '../field';
import { TextArea } from './text-field';

type StoryArgs = React.ComponentProps<typeof TextArea> &
  Pick<FieldProps, 'label' | 'description' | 'error' | 'required'>;

/** SPEC §9: order comments are at most 200 characters. */
const ORDER_COMMENT_MAX = 200;
const nearlyFull = 'Dejadlo en la portería si no hay nadie en casa, por favor. '.repeat(4).slice(0, 175);

const meta = {
  title: 'UI/TextArea',
  component: TextArea,
  // The plays read the ui's Spanish assistive text: the language is pinned (English stories pin English).
  globals: { locale: 'es' },
  tags: ['autodocs'],
  args: {
    label: 'Comentarios del pedido',
    name: 'comments',
    maxLength: ORDER_COMMENT_MAX,
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    resize: {
      description: 'Whether the visitor may drag the box taller (it never grows sideways).',
      control: 'boolean',
      table: { defaultValue: { summary: 'true' } },
    },
    maxLength: {
      description: 'With it, a "23/200" counter shows under the box and screen readers hear the limit.',
      control: { type: 'number', min: 1 },
    },
    label: { description: 'The surrounding Field’s label.', control: 'text' },
    description: { description: 'The surrounding Field’s help text.', control: 'text' },
    error: { description: 'The surrounding Field’s error message.', control: 'text' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
  render: ({ label, description, error, required, ...args }) => (
    <Field
      label={label}
      description={description}
      error={error}
      required={required}
      className="max-w-shipping-form"
    >
      <TextArea {...args} />
    </Field>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Comentarios del pedido' });
    await expect(canvas.getByText('0/200')).toBeVisible();
    await userEvent.type(textarea, 'Dejadlo en la portería.');
    await expect(textarea).toHaveValue('Dejadlo en la portería.');
    await expect(canvas.getByText('23/200')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(23);
    // The limit is told once in the description; far from it, the live region stays silent.
    await expect(textarea).toHaveAccessibleDescription('Hasta 200 caracteres');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const NearTheLimit: Story = {
  args: { defaultValue: nearlyFull },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole<HTMLTextAreaElement>('textbox', { name: 'Comentarios del pedido' });
    await expect(canvas.getByText('175/200')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    textarea.focus();
    textarea.setSelectionRange(textarea.value.length, textarea.value.length);
    await userEvent.keyboard(' Gracias');
    await expect(canvas.getByText('183/200')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Quedan 17 caracteres');
    await userEvent.keyboard(' y hasta pronto!!!!!!!!!!');
    await expect(textarea.value).toHaveLength(200);
    await expect(canvas.getByText('200/200')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Has llegado al límite de 200 caracteres');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'Es un regalo: por favor, no incluyáis el precio en el paquete.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('62/200')).toBeVisible();
  },
};

/** With react-hook-form's `register` the value is written into the DOM, not passed as a prop. */
export const ValueWrittenByRef: Story = {
  args: { defaultValue: undefined },
  render: ({ label, ...args }) => (
    <Field label={label} className="max-w-shipping-form">
      <TextArea
        {...args}
        ref={(node) => {
          if (node && !node.value) node.value = 'Llamad al timbre dos veces.';
        }}
      />
    </Field>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('27/200')).toBeVisible());
  },
};

export const Controlled: Story = {
  render: function ControlledComment({ label, ...args }) {
    const [comment, setComment] = useState('Entregar por la tarde');
    return (
      <Field label={label} className="max-w-shipping-form">
        <TextArea {...args} value={comment} onChange={(event) => setComment(event.target.value)} />
      </Field>
    );
  },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Comentarios del pedido' });
    await expect(canvas.getByText('21/200')).toBeVisible();
    await userEvent.type(textarea, ', gracias');
    await expect(canvas.getByText('30/200')).toBeVisible();
  },
};

export const WithoutLimit: Story = {
  args: { maxLength: undefined, label: 'Mensaje' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Mensaje' })).not.toHaveAttribute('aria-describedby');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Es un regalo.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Comentarios del pedido' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'Es un regalo: por favor, no incluyáis el precio en el paquete.' },
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Comentarios del pedido' });
    await userEvent.type(textarea, 'x');
    await expect(textarea).toHaveValue('Es un regalo: por favor, no incluyáis el precio en el paquete.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { label: 'Mensaje', required: true, error: 'Este campo es obligatorio' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Mensaje (obligatorio)' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription('Este campo es obligatorio Hasta 200 caracteres');
  },
};

export const LongSpanishText: Story = {
  args: {
    label: 'Indicaciones para la entrega del pedido, como el horario o el acceso al edificio',
    description:
      'El transportista verá este comentario en el albarán. No incluyas datos de pago ni contraseñas de acceso.',
    defaultValue: nearlyFull,
    error: 'El comentario no puede superar los 200 caracteres; acórtalo un poco para poder continuar.',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { label: 'Order comments', defaultValue: nearlyFull },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Order comments' });
    await expect(textarea).toHaveAccessibleDescription('Up to 200 characters');
    await userEvent.type(textarea, ' Thanks');
    await expect(canvas.getByRole('status')).toHaveTextContent('18 characters left');
  },
};

export const OtherBrand: Story = {
  parameters: { brand: 'brava' },
  args: { defaultValue: nearlyFull, description: 'El transportista verá este comentario.' },
};
