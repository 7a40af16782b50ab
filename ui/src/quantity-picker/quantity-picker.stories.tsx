import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { Mock } from 'vitest';
import { QuantityPicker } from './quantity-picker';

const meta = {
  title: 'UI/QuantityPicker',
  component: QuantityPicker,
  // The plays read the ui's Spanish assistive text: the language is pinned (English stories pin English).
  globals: { locale: 'es' },
  tags: ['autodocs'],
  args: { label: 'Cantidad', defaultValue: 1, onChange: fn() },
  argTypes: {
    size: {
      description:
        'default: 44 px high (a thumb’s target), on product pages; compact: 32 px, in dense rows such as the basket’s lines.',
      control: 'inline-radio',
      options: ['default', 'compact'],
      table: { defaultValue: { summary: 'default' } },
    },
    min: { control: { type: 'number', min: 0 }, table: { defaultValue: { summary: '1' } } },
    max: { control: { type: 'number', min: 1 }, table: { defaultValue: { summary: '10' } } },
    hideLabel: { control: 'boolean' },
    isDisabled: { description: 'Greyed out; neither the field nor its buttons respond.', control: 'boolean' },
    valueText: { control: false },
  },
} satisfies Meta<typeof QuantityPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every value the picker ever emitted lies within the bounds. */
async function expectEmittedWithin(onChange: unknown, min: number, max: number) {
  for (const [value] of (onChange as Mock<(value: number) => void>).mock.calls) {
    await expect(Number.isInteger(value) && value >= min && value <= max, `emitted ${value}`).toBe(true);
  }
}

/** The field is read as a spinbutton (APG) with its value and bounds. */
async function expectSpinbutton(field: HTMLElement, now: number, min: number, max: number) {
  await expect(field).toHaveAttribute('aria-valuenow', String(now));
  await expect(field).toHaveAttribute('aria-valuemin', String(min));
  await expect(field).toHaveAttribute('aria-valuemax', String(max));
  await expect(field).toHaveValue(String(now));
}

/** The APG spinbutton pattern: roles, names, the keys, and buttons kept out of the tab order. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Cantidad' });
    const increase = canvas.getByRole('button', { name: 'Aumentar cantidad' });
    const decrease = canvas.getByRole('button', { name: 'Reducir cantidad' });
    await expectSpinbutton(field, 1, 1, 10);
    await expect(field).not.toHaveAttribute('aria-roledescription');
    await expect(increase).toHaveAttribute('tabindex', '-1');
    await expect(decrease).toHaveAttribute('tabindex', '-1');
    await userEvent.tab();
    await expect(field).toHaveFocus();
    // The buttons are not tab stops: Tab leaves the picker, Shift+Tab comes back to the field.
    await userEvent.tab();
    await expect(field).not.toHaveFocus();
    await expect(increase).not.toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(field).toHaveFocus();

    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expectSpinbutton(field, 3, 1, 10);
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await userEvent.keyboard('{ArrowDown}');
    await expectSpinbutton(field, 2, 1, 10);
    await userEvent.keyboard('{PageUp}');
    await expectSpinbutton(field, 3, 1, 10);
    await userEvent.keyboard('{PageDown}');
    await expectSpinbutton(field, 2, 1, 10);

    await userEvent.keyboard('{End}');
    await expectSpinbutton(field, 10, 1, 10);
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await expect(increase).toBeDisabled();
    await userEvent.keyboard('{Home}');
    await expectSpinbutton(field, 1, 1, 10);
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(decrease).toBeDisabled();

    // A press on a button says the new quantity (the button may keep the focus: a tap, a screen reader's
    // press); the keys above do not, as the focused field's own value is read then.
    const said = canvasElement.querySelector('[data-slot="quantity-picker-announcement"]')!;
    await expect(said).toHaveAttribute('aria-live', 'polite');
    await expect(said).toHaveTextContent(/^$/);
    await userEvent.click(canvas.getByRole('button', { name: 'Aumentar cantidad' }));
    await expect(field).toHaveValue('2');
    await expect(said).toHaveTextContent('Cantidad: 2');
    await userEvent.click(canvas.getByRole('button', { name: 'Reducir cantidad' }));
    await expect(field).toHaveValue('1');
    await expect(said).toHaveTextContent('Cantidad: 1');
    await expectEmittedWithin(args.onChange, 1, 10);
  },
};

export const AtMinimum: Story = {
  play: async ({ canvas, args }) => {
    const decrease = canvas.getByRole('button', { name: 'Reducir cantidad' });
    await expect(decrease).toBeDisabled();
    await userEvent.click(decrease, { pointerEventsCheck: 0 });
    canvas.getByRole('spinbutton', { name: 'Cantidad' }).focus();
    await userEvent.keyboard('{ArrowDown}{PageDown}{Home}');
    await expect(canvas.getByRole('spinbutton', { name: 'Cantidad' })).toHaveValue('1');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const AtMaximum: Story = {
  args: { defaultValue: 10 },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Cantidad' });
    const increase = canvas.getByRole('button', { name: 'Aumentar cantidad' });
    await expect(increase).toBeDisabled();
    await userEvent.click(increase, { pointerEventsCheck: 0 });
    field.focus();
    await userEvent.keyboard('{ArrowUp}{PageUp}{End}');
    await expect(field).toHaveValue('10');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Reducir cantidad' })).toBeEnabled();
  },
};

export const TypedValuesAreClamped: Story = {
  args: { defaultValue: 2 },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Cantidad' });
    await userEvent.tripleClick(field);
    await userEvent.keyboard('99');
    await userEvent.tab();
    await expect(field).toHaveValue('10');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);

    await userEvent.tripleClick(field);
    await userEvent.keyboard('0');
    await userEvent.tab();
    await expect(field).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);

    // An emptied field goes back to the last quantity without telling the parent anything.
    await userEvent.tripleClick(field);
    await userEvent.keyboard('{Backspace}');
    await userEvent.tab();
    await expect(field).toHaveValue('1');
    await expect(args.onChange).toHaveBeenCalledTimes(2);

    // Enter commits as blur does.
    await userEvent.tripleClick(field);
    await userEvent.keyboard('7{Enter}');
    await expect(field).toHaveValue('7');
    await expect(args.onChange).toHaveBeenLastCalledWith(7);
    await expectEmittedWithin(args.onChange, 1, 10);
  },
};

export const Disabled: Story = {
  args: { defaultValue: 3, isDisabled: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Cantidad' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Aumentar cantidad' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Reducir cantidad' })).toBeDisabled();
    await userEvent.tab();
    await expect(canvas.getByRole('spinbutton', { name: 'Cantidad' })).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Compact: Story = {
  args: { size: 'compact', hideLabel: true, label: 'Cantidad de Rioja Crianza 2019', defaultValue: 2 },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Cantidad de Rioja Crianza 2019' });
    await expect(field).toHaveValue('2');
    await userEvent.click(canvas.getByRole('button', { name: 'Aumentar cantidad' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const CustomMax: Story = {
  args: { max: 18, defaultValue: 17 },
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Cantidad' });
    const increase = canvas.getByRole('button', { name: 'Aumentar cantidad' });
    await userEvent.click(increase);
    await expect(field).toHaveValue('18');
    await expect(increase).toBeDisabled();
    await userEvent.tripleClick(field);
    await userEvent.keyboard('25');
    await userEvent.tab();
    await expect(field).toHaveValue('18');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expectEmittedWithin(args.onChange, 1, 18);
  },
};

export const English: Story = {
  args: { label: 'Quantity', defaultValue: 2 },
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }));
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
    await expect(canvas.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

/** With a unit, the spinbutton's value is read with it (aria-valuetext) and follows every change. */
export const WithValueText: Story = {
  args: {
    label: 'Botellas',
    defaultValue: 1,
    max: 6,
    valueText: (quantity) => (quantity === 1 ? '1 botella' : `${quantity} botellas`),
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('spinbutton', { name: 'Botellas' });
    await expect(field).toHaveAttribute('aria-valuetext', '1 botella');
    await userEvent.click(canvas.getByRole('button', { name: 'Aumentar cantidad' }));
    await expectSpinbutton(field, 2, 1, 6);
    await expect(field).toHaveAttribute('aria-valuetext', '2 botellas');
    // Said with its unit, after the field's name.
    await expect(canvas.getByText('Botellas: 2 botellas')).toHaveAttribute('aria-live', 'polite');
    field.focus();
    await userEvent.keyboard('{End}');
    await expect(field).toHaveAttribute('aria-valuetext', '6 botellas');
    await userEvent.keyboard('{Home}');
    await expect(field).toHaveAttribute('aria-valuetext', '1 botella');
  },
};

export const OtherBrand: Story = {
  args: { defaultValue: 4 },
  parameters: { brand: 'brava' },
};
