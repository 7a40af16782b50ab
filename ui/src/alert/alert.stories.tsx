import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Alert } from './alert';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  // The plays read the ui's Spanish assistive text: the language is pinned (English stories pin English).
  globals: { locale: 'es' },
  tags: ['autodocs'],
  args: {
    tone: 'info',
    title: 'Horario de verano',
    description: 'Del 1 de julio al 31 de agosto la bodega abre de 9:00 a 14:00.',
  },
  argTypes: {
    tone: {
      description:
        'info: news about the page; success: the last action went through; warning: something needs attention before going on; error: the last action failed. Each tone has its own icon (named for screen readers), so colour is never the only cue.',
      control: 'inline-radio',
      options: ['info', 'success', 'warning', 'error'],
      table: { defaultValue: { summary: 'info' } },
    },
    live: { control: 'inline-radio', options: ['polite', 'assertive', 'off'] },
    title: { control: 'text' },
    description: { control: 'text' },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('status');
    await expect(alert).toHaveTextContent('Horario de verano');
    await expect(canvas.getByRole('img', { name: 'Información' })).toBeVisible();
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Reserva confirmada',
    description: 'Te hemos enviado un correo con los detalles de la visita.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Correcto' })).toBeVisible();
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Quedan pocas plazas',
    description: 'Solo quedan 3 plazas para esta experiencia.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Atención' })).toBeVisible();
  },
};

export const ErrorTone: Story = {
  args: {
    tone: 'error',
    live: 'assertive',
    title: 'No se ha podido completar el pago',
    description: 'Revisa los datos de la tarjeta e inténtalo de nuevo.',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('No se ha podido completar el pago');
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Error' })).toBeVisible();
  },
};

export const LiveOff: Story = {
  args: { live: 'off', title: 'Envío gratuito a partir de 6 botellas' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByText('Envío gratuito a partir de 6 botellas')).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { tone: 'success', title: 'Producto añadido a la cesta', description: undefined },
};

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvas, args }) => {
    const dismiss = canvas.getByRole('button', { name: 'Cerrar aviso' });
    await userEvent.click(dismiss);
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const DismissWithKeyboard: Story = {
  args: { tone: 'warning', onDismiss: fn(), dismissLabel: 'Cerrar el aviso de plazas' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cerrar el aviso de plazas' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('Horario de verano')).not.toBeInTheDocument();
  },
};

export const Controlled: Story = {
  args: { open: true, onDismiss: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar aviso' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    // The parent owns `open`, so the Alert stays until the parent closes it.
    await expect(canvas.getByRole('status')).toBeVisible();
  },
};

export const LongSpanishText: Story = {
  args: {
    tone: 'warning',
    onDismiss: fn(),
    title:
      'Las visitas guiadas del fin de semana están sujetas a la disponibilidad de plazas y a las condiciones meteorológicas',
    description:
      'Si la previsión anuncia lluvia intensa, trasladaremos la cata al interior de la bodega y te avisaremos por correo electrónico con al menos veinticuatro horas de antelación. Las reservas realizadas con bono regalo mantienen su validez hasta la nueva fecha.',
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    tone: 'error',
    live: 'assertive',
    onDismiss: fn(),
    title: 'We could not complete the payment',
    description: 'Check the card details and try again.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Error' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Dismiss notice' })).toBeVisible();
  },
};

export const OtherBrand: Story = {
  parameters: { brand: 'brava' },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Alert {...args} tone="info" />
      <Alert {...args} tone="success" title="Reserva confirmada" />
      <Alert {...args} tone="warning" title="Quedan pocas plazas" />
      <Alert {...args} tone="error" live="off" title="No se ha podido completar el pago" />
    </div>
  ),
};
