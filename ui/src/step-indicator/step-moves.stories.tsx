import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { StepMoves } from './step-moves';

const meta = {
  title: 'UI/StepMoves',
  component: StepMoves,
  // The plays read the ui's Spanish assistive text: the language is pinned (English stories pin English).
  globals: { locale: 'es' },
  tags: ['autodocs', 'responsive'],
  args: { onBack: fn(), onNext: fn() },
  argTypes: {
    backDisabled: { control: 'boolean' },
    nextDisabled: { control: 'boolean' },
    backLabel: { control: 'text' },
    nextLabel: { control: 'text' },
  },
} satisfies Meta<typeof StepMoves>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BackAndNext: Story = {
  play: async ({ canvas, args }) => {
    // Keyboard: both moves are reachable with Tab and pressed with Enter.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Atrás' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** The first step: no way back. */
export const NextOnly: Story = {
  args: { onBack: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** Next is not available until the step is complete: it keeps the focus and pressing it does nothing. */
export const NextDisabled: Story = {
  args: { nextDisabled: true, nextLabel: 'Finalizar', nextHint: 'Para continuar falta: un día y una hora.' },
  play: async ({ canvas, args }) => {
    const next = canvas.getByRole('button', { name: 'Finalizar' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    // It says why: the hint is shown, describes next, and is said (a status) when next is pressed.
    const hint = 'Para continuar falta: un día y una hora.';
    const said = () => canvas.getAllByRole('status').map((status) => status.textContent);
    await expect(next).toHaveAccessibleDescription(hint);
    await expect(said()).not.toContain(hint);
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(said()).toContain(hint);
    await userEvent.click(next);
    await expect(args.onNext).not.toHaveBeenCalled();
    await expect(next).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Atrás' })).not.toHaveAttribute('aria-disabled');
  },
};

export const BackDisabled: Story = {
  args: { backDisabled: true },
  play: async ({ canvas, args }) => {
    const back = canvas.getByRole('button', { name: 'Atrás' });
    await expect(back).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(back);
    await expect(args.onBack).not.toHaveBeenCalled();
  },
};

export const Neither: Story = {
  args: { onBack: undefined, onNext: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="step-moves"]')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();
  },
};

export const LongSpanishLabel: Story = {
  args: { nextLabel: 'Continuar con la dirección de facturación y el pago' },
};

export const OtherBrand: Story = {
  parameters: { brand: 'brava' },
};
