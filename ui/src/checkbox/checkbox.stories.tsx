import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './checkbox';

const privacyLabel = (
  <>
    Acepto la <a href="#politica-de-privacidad">política de privacidad</a>
  </>
);

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  // The plays read the ui's Spanish assistive text: the language is pinned (English stories pin English).
  globals: { locale: 'es' },
  tags: ['autodocs'],
  args: {
    label: 'Quiero recibir la newsletter',
    name: 'newsletter',
    onCheckedChange: fn(),
    onBlur: fn(),
    className: 'max-w-shipping-form',
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    error: { control: 'text' },
    required: { control: 'boolean' },
    disabled: { description: 'Greyed out and skipped by Tab; its value is not sent.', control: 'boolean' },
    checked: {
      description: 'Ticked, when the form owns the state; `indeterminate` for a partly ticked group.',
      control: 'inline-radio',
      options: [true, false, 'indeterminate'],
    },
    defaultChecked: { description: 'Ticked at first, when the checkbox owns the state.', control: 'boolean' },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Quiero recibir la newsletter' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    // APG: Enter does not toggle a checkbox.
    await userEvent.keyboard('{Enter}');
    await expect(checkbox).not.toBeChecked();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const LabelWithLink: Story = {
  args: { label: privacyLabel, name: 'consent', required: true },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', {
      name: 'Acepto la política de privacidad (obligatorio)',
    });
    // Following the link must not tick the box; clicking the rest of the label does. A native
    // click, because user-event's label emulation forwards every click inside a label to its
    // control; aimed at this frame, because Storybook's preview sets <base target="_parent">.
    const link = canvas.getByRole<HTMLAnchorElement>('link', { name: 'política de privacidad' });
    link.target = '_self';
    link.click();
    history.replaceState(history.state, '', location.pathname + location.search);
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText('Acepto la', { exact: false }));
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledOnce();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Filled: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Quiero recibir la newsletter' });
    await expect(checkbox).toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { label: 'Seleccionar todos los productos', checked: 'indeterminate' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Seleccionar todos los productos' }),
    ).toBePartiallyChecked();
  },
};

export const WithDescription: Story = {
  args: {
    label: 'Actualizar mis datos de socio',
    description: 'Guardaremos esta dirección como tu dirección de facturación del club.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Actualizar mis datos de socio' }),
    ).toHaveAccessibleDescription('Guardaremos esta dirección como tu dirección de facturación del club.');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Quiero recibir la newsletter' });
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Quiero recibir la newsletter'), { pointerEventsCheck: 0 });
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const DisabledChecked: Story = {
  args: { disabled: true, defaultChecked: true, label: 'He leído los términos y condiciones' },
};

export const WithError: Story = {
  args: {
    label: privacyLabel,
    name: 'consent',
    required: true,
    error: 'Debes aceptar la política de privacidad',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: /Acepto la política de privacidad/ });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Debes aceptar la política de privacidad');
    await expect(canvas.getByText('Debes aceptar la política de privacidad')).toBeVisible();
  },
};

export const LongSpanishText: Story = {
  args: {
    label: (
      <>
        He leído y acepto la <a href="#politica-de-privacidad">política de privacidad</a> y las{' '}
        <a href="#condiciones">condiciones generales de venta</a>, y autorizo el tratamiento de mis datos para
        gestionar el pedido y el envío
      </>
    ),
    required: true,
    description:
      'Puedes retirar tu consentimiento en cualquier momento escribiendo a la dirección de atención al cliente que figura en la política.',
    error: 'Para finalizar la compra tienes que aceptar la política de privacidad y las condiciones de venta',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    label: (
      <>
        I accept the <a href="#privacy-policy">privacy policy</a>
      </>
    ),
    required: true,
    error: 'You must accept the privacy policy',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the privacy policy (required)' });
    await expect(checkbox).toHaveAccessibleDescription('You must accept the privacy policy');
  },
};

export const OtherBrand: Story = {
  parameters: { brand: 'brava' },
  render: (args) => (
    <div className="flex flex-col gap-4">
      <Checkbox {...args} defaultChecked />
      <Checkbox
        {...args}
        label={privacyLabel}
        name="consent"
        required
        error="Debes aceptar la política de privacidad"
      />
    </div>
  ),
};
