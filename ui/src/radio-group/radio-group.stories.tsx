import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Radio, RadioGroup } from './radio-group';

const shippingOptions = (
  <>
    <Radio value="home">Envío a domicilio</Radio>
    <Radio value="shop" description="De lunes a domingo, de 10:30 a 15:00, en Avenida de Vizcaya 5, Haro.">
      Recogida en tienda
    </Radio>
  </>
);

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  // The plays read the ui's Spanish assistive text: the language is pinned (English stories pin English).
  globals: { locale: 'es' },
  tags: ['autodocs'],
  args: {
    label: 'Modo de envío',
    name: 'shippingMode',
    children: shippingOptions,
    onValueChange: fn(),
    onBlur: fn(),
    className: 'max-w-shipping-form',
  },
  argTypes: {
    orientation: {
      description: 'vertical: one option a line; horizontal: side by side, wrapping when they do not fit.',
      control: 'inline-radio',
      options: ['vertical', 'horizontal'],
      table: { defaultValue: { summary: 'vertical' } },
    },
    label: { control: 'text' },
    description: { control: 'text' },
    error: { control: 'text' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
    readOnly: { control: 'boolean' },
    children: { control: false },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Modo de envío' });
    await expect(group).toHaveAttribute('aria-orientation', 'vertical');
    const home = canvas.getByRole('radio', { name: 'Envío a domicilio' });
    const shop = canvas.getByRole('radio', { name: 'Recogida en tienda' });
    await expect(shop).toHaveAccessibleDescription(
      'De lunes a domingo, de 10:30 a 15:00, en Avenida de Vizcaya 5, Haro.',
    );
    await userEvent.tab();
    await expect(home).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(shop).toHaveFocus();
    await expect(shop).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('shop');
    await userEvent.keyboard('{ArrowUp}');
    await expect(home).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('home');
    // One tab stop: Tab leaves the group instead of visiting the other option.
    await userEvent.tab();
    await expect(home).not.toHaveFocus();
    await expect(shop).not.toHaveFocus();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const Filled: Story = {
  args: { defaultValue: 'shop' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Recogida en tienda' })).toBeChecked();
    await userEvent.click(canvas.getByText('Envío a domicilio'));
    await expect(canvas.getByRole('radio', { name: 'Envío a domicilio' })).toBeChecked();
  },
};

/** SPEC §5: for a NIF/CIF the user picks person or company. */
export const Horizontal: Story = {
  args: {
    label: 'Tipo de cliente',
    name: 'entity',
    orientation: 'horizontal',
    defaultValue: 'person',
    children: (
      <>
        <Radio value="person">Particular</Radio>
        <Radio value="company">Empresa</Radio>
      </>
    ),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Tipo de cliente' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Particular' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Empresa' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('company');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'home' },
  play: async ({ canvas, args }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('Recogida en tienda'), { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const DisabledOption: Story = {
  args: {
    defaultValue: 'home',
    description: 'La recogida en tienda es solo para socios del club.',
    children: (
      <>
        <Radio value="home">Envío a domicilio</Radio>
        <Radio value="shop" disabled>
          Recogida en tienda
        </Radio>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Modo de envío' })).toHaveAccessibleDescription(
      'La recogida en tienda es solo para socios del club.',
    );
    await expect(canvas.getByRole('radio', { name: 'Recogida en tienda' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'home' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('Recogida en tienda'));
    await expect(canvas.getByRole('radio', { name: 'Envío a domicilio' })).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Elige un modo de envío' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Modo de envío (obligatorio)' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Elige un modo de envío');
    await expect(canvas.getByText('Elige un modo de envío')).toBeVisible();
    // Code that only knows the group (a form library, an error summary link) can still focus it.
    group.focus();
    await expect(canvas.getByRole('radio', { name: 'Envío a domicilio' })).toHaveFocus();
  },
};

export const LongSpanishText: Story = {
  args: {
    label: '¿Cómo quieres recibir tu pedido de vinos y productos de la bodega?',
    required: true,
    description:
      'La recogida en tienda requiere presentar el documento de identidad del comprador o una autorización firmada.',
    error: 'Elige cómo quieres recibir el pedido para poder calcular los gastos de envío',
    children: (
      <>
        <Radio value="home" description="Entrega en 48-72 horas laborables en la dirección que indiques.">
          Envío a domicilio con transportista refrigerado
        </Radio>
        <Radio
          value="shop"
          description="De lunes a domingo, de 10:30 a 15:00, en Avenida de Vizcaya 5, Haro."
        >
          Recogida en la tienda de la bodega
        </Radio>
      </>
    ),
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    label: 'Shipping method',
    required: true,
    error: 'Choose a shipping method',
    children: (
      <>
        <Radio value="home">Home delivery</Radio>
        <Radio value="shop">Store pickup</Radio>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Shipping method (required)' });
    await expect(group).toHaveAccessibleDescription('Choose a shipping method');
  },
};

export const OtherBrand: Story = {
  parameters: { brand: 'brava' },
  args: { defaultValue: 'shop', error: 'Elige un modo de envío' },
};
