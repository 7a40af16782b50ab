import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import type { SlotValue } from '@cepa/ui';
import { withBookingProviders } from '../story-decorators';
import { DateStep, type DateStepProps } from './date-step';

const months = [
  { value: '11', text: 'Noviembre' },
  { value: '12', text: 'Diciembre' },
];

const days = [
  { day: '2026-12-02', slots: ['10:00', '12:00', '17:30'] },
  { day: '2026-12-03', slots: ['10:00', '17:30'] },
  { day: '2026-12-04', slots: [] },
];

function Stateful(props: DateStepProps) {
  const [value, setValue] = useState<SlotValue | null>(props.value);
  return (
    <DateStep
      {...props}
      value={value}
      onSelect={(slot) => {
        setValue(slot);
        props.onSelect(slot);
      }}
    />
  );
}

const meta = {
  title: 'Booking/Steps/Date',
  tags: ['responsive'],
  component: DateStep,
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  decorators: [withBookingProviders],
  args: {
    year: 2026,
    month: 12,
    years: [2026, 2027],
    months,
    onYearChange: fn(),
    onMonthChange: fn(),
    slots: { state: 'hasData', data: days },
    onRetry: fn(),
    value: null,
    onSelect: fn(),
    onBack: fn(),
    onNext: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof DateStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DaysWithSlots: Story = {
  play: async ({ canvas, args }) => {
    const next = canvas.getByRole('button', { name: 'Siguiente' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAccessibleDescription('Para continuar falta: un día y una hora.');
    // The number of days found is announced politely.
    await expect(canvas.getByText('2 días disponibles')).toHaveAttribute('role', 'status');
    // Times read in AM/PM, PM from 12.
    await expect(canvas.getAllByText('12:00 PM')).toHaveLength(1);
    await expect(canvas.getAllByText('5:30 PM')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('radio', { name: 'miércoles, 2 de diciembre, 5:30 PM' }));
    await expect(args.onSelect).toHaveBeenCalledWith({ day: '2026-12-02', time: '17:30' });
    await expect(next).not.toHaveAttribute('aria-disabled');
    await expect(next).not.toHaveAccessibleDescription();
    await userEvent.click(next);
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

export const ChangingMonth: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Mes' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Noviembre' }));
    await expect(args.onMonthChange).toHaveBeenCalledWith(11);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Año' }));
    await userEvent.click(await screen.findByRole('option', { name: '2027' }));
    await expect(args.onYearChange).toHaveBeenCalledWith(2027);
  },
};

export const Loading: Story = {
  args: { slots: { state: 'loading' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Cargando la disponibilidad', { selector: '[role="status"]' }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

export const DateUnavailable: Story = {
  args: { slots: { state: 'hasData', data: [{ day: '2026-12-04', slots: [] }] } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Fecha no disponible', { selector: '[data-slot="alert-title"]' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ChosenDateNotBookable: Story = {
  args: { notBookable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Lo sentimos, no es posible reservar esta experiencia en la fecha seleccionada.',
    );
  },
};

export const LoadFailed: Story = {
  args: { slots: { state: 'hasError', error: null } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('No hemos podido cargar la disponibilidad');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const EnglishNotBookable: Story = {
  globals: { locale: 'en' },
  args: { notBookable: true, months: [{ value: '12', text: 'December' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "We apologize, it's not possible to book this experience in the selected date.",
    );
    await expect(canvas.getByRole('radio', { name: 'Wednesday 2 December, 10:00 AM' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveAccessibleDescription(
      'To continue, you still need: a day and a time.',
    );
  },
};
