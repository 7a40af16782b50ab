import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StepIndicator } from './step-indicator';

const bookingSteps = ['Datos de la reserva', 'Disponibilidad', 'Datos del visitante', 'Pago'];

const meta = {
  title: 'UI/StepIndicator',
  component: StepIndicator,
  tags: ['autodocs', 'responsive'],
  // Written for a desktop canvas (the phone layout has stories of its own); the plays read the ui's
  // Spanish assistive text, so the language is pinned (English stories pin English).
  globals: { locale: 'es', viewport: { value: 'desktop' } },
  args: {
    steps: bookingSteps,
    currentStep: 2,
    label: 'Pasos de la reserva',
  },
  argTypes: {
    currentStep: { control: { type: 'range', min: 1, max: 4, step: 1 } },
    steps: { control: 'object' },
    label: { control: 'text' },
  },
} satisfies Meta<typeof StepIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentItem = (canvasElement: HTMLElement) => canvasElement.querySelector('[aria-current="step"]');

export const FirstStep: Story = {
  args: { currentStep: 1 },
  play: async ({ canvasElement }) => {
    await expect(currentItem(canvasElement)).toHaveTextContent('Datos de la reserva');
    await expect(canvasElement.querySelectorAll('[data-state="complete"]')).toHaveLength(0);
  },
};

export const SecondStep: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Pasos de la reserva' });
    await expect(list.tagName).toBe('OL');
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
    await expect(items[0]).toHaveTextContent('Datos de la reserva, completado');
    await expect(items[2]).toHaveTextContent('Datos del visitante, pendiente');
    // From 768 px the full labels show and the compact summary is gone.
    await expect(canvas.getByText('Disponibilidad')).toBeVisible();
    await expect(canvas.getByText('Paso 2 de 4')).not.toBeVisible();
    // An indicator, not a control: nothing in it takes the focus.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LastStep: Story = {
  args: { currentStep: 4 },
  play: async ({ canvasElement }) => {
    await expect(currentItem(canvasElement)).toHaveTextContent('Pago');
    await expect(canvasElement.querySelectorAll('[data-state="complete"]')).toHaveLength(3);
  },
};

export const English: Story = {
  args: {
    steps: ['Booking details', 'Availability', 'Visitor details', 'Payment'],
    label: undefined,
  },
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Steps' })).toBeVisible();
    await expect(currentItem(canvasElement)).toHaveTextContent('Availability');
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Booking details, completed');
  },
};

export const LongSpanishLabels: Story = {
  args: {
    currentStep: 3,
    steps: [
      'Datos de la reserva y número de visitantes',
      'Disponibilidad: fecha y hora de la visita',
      'Datos personales del visitante',
      'Dirección de facturación y pago con tarjeta',
    ],
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Paso 2 de 4')).toBeVisible();
    const label = canvas.getByText('Disponibilidad', { selector: '[data-slot="step-indicator-label"]' });
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    // The labels step back from view but the list still tells screen readers where they are.
    await expect(currentItem(canvasElement)).toHaveTextContent('Disponibilidad');
    await expect(canvas.getByRole('list', { name: 'Pasos de la reserva' })).toBeInTheDocument();
  },
};

export const OtherBrand: Story = {
  args: { currentStep: 3 },
  parameters: { brand: 'brava' },
};
