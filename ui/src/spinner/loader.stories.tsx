import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { Loader } from './loader';

function PaymentForm({ onPay }: { onPay: () => void }) {
  return (
    <form
      className="flex max-w-shipping-form flex-col gap-4 rounded-lg border border-border bg-surface-raised p-6"
      onSubmit={(event) => {
        event.preventDefault();
        onPay();
      }}
    >
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Titular de la tarjeta
        <input className="min-h-11 rounded border border-border-strong bg-surface px-3 text-base font-normal" />
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Número de tarjeta
        <input
          inputMode="numeric"
          className="min-h-11 rounded border border-border-strong bg-surface px-3 text-base font-normal"
        />
      </label>
      <Button type="submit">Pagar 24,90 €</Button>
    </form>
  );
}

const onPay = fn();

// The pay button owns a status region of its own, so the loader's is found by its slot.
const status = (canvasElement: HTMLElement) => {
  const region = canvasElement.querySelector('[data-slot="loader-overlay"]');
  expect(region).toHaveAttribute('role', 'status');
  return region;
};

const meta = {
  title: 'UI/Loader',
  component: Loader,
  // The plays read the ui's Spanish assistive text: the language is pinned (English stories pin English).
  globals: { locale: 'es' },
  tags: ['autodocs'],
  args: { loading: true, message: 'Procesando el pago' },
  argTypes: {
    loading: { control: 'boolean' },
    message: { control: 'text' },
    children: { control: false },
  },
  render: (args) => (
    <Loader {...args}>
      <PaymentForm onPay={onPay} />
    </Loader>
  ),
  beforeEach: () => {
    onPay.mockClear();
  },
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OverAForm: Story = {
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent('Procesando el pago');
    const area = canvasElement.querySelector('[data-slot="loader-content"]')!;
    await expect(area).toHaveAttribute('aria-busy', 'true');

    // The form is out of the keyboard's reach...
    await userEvent.tab();
    await expect(area.contains(document.activeElement)).toBe(false);

    // ...and of the pointer: the overlay is what sits under the pay button.
    const pay = within(area as HTMLElement).getByText('Pagar 24,90 €');
    const box = pay.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    await expect(pay.contains(hit)).toBe(false);
    await expect(onPay).not.toHaveBeenCalled();
  },
};

export const Idle: Story = {
  args: { loading: false },
  play: async ({ canvas, canvasElement }) => {
    const area = canvasElement.querySelector('[data-slot="loader-content"]');
    await expect(area).not.toHaveAttribute('aria-busy');
    await expect(status(canvasElement)).toBeEmptyDOMElement();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Titular de la tarjeta' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar 24,90 €' }));
    await expect(onPay).toHaveBeenCalledTimes(1);
  },
};

export const WithoutMessage: Story = {
  args: { message: undefined },
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent('Cargando');
  },
};

export const English: Story = {
  args: { message: undefined },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent('Loading');
  },
};

export const OtherBrand: Story = {
  parameters: { brand: 'brava' },
};
