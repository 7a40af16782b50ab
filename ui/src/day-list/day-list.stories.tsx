import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DayList, type DayOption } from './day-list';

const days: DayOption[] = [
  { day: '2026-12-03', slots: ['10:00', '12:30', '17:00'] },
  { day: '2026-12-04', slots: ['09:30', '11:00', '13:00', '16:30', '18:00'] },
  { day: '2026-12-05', slots: ['12:00'] },
];

// A fixed calendar date read in UTC, so the heading never depends on the machine's time zone.
const dayFormatter = (locale: string) => {
  const format = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
};

const meta = {
  title: 'UI/DayList',
  component: DayList,
  // The plays read the ui's Spanish assistive text: the language is pinned (English stories pin English).
  globals: { locale: 'es' },
  tags: ['autodocs', 'responsive'],
  args: {
    days,
    formatDay: dayFormatter('es-ES'),
    label: 'Elige una hora',
    onSelect: fn(),
  },
  argTypes: {
    headingLevel: {
      description: 'Level of each day’s heading in the page’s outline.',
      control: 'inline-radio',
      options: [2, 3, 4, 5],
      table: { defaultValue: { summary: '3' } },
    },
    label: { control: 'text' },
    days: { control: 'object' },
    formatDay: { control: false },
    slotLabel: { control: false },
    isSlotDisabled: { control: false },
  },
} satisfies Meta<typeof DayList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralDays: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Elige una hora' });
    const first = within(group).getByRole('radio', { name: 'jueves, 3 de diciembre, 10:00 AM' });
    await userEvent.click(first);
    await expect(first).toBeChecked();
    await expect(args.onSelect).toHaveBeenLastCalledWith({ day: '2026-12-03', time: '10:00' });

    await userEvent.keyboard('{ArrowRight}');
    const second = canvas.getByRole('radio', { name: 'jueves, 3 de diciembre, 12:30 PM' });
    await expect(second).toHaveFocus();
    await expect(second).toBeChecked();
    await expect(args.onSelect).toHaveBeenLastCalledWith({ day: '2026-12-03', time: '12:30' });

    // The arrows cross from the last slot of one day to the first slot of the next.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const nextDay = canvas.getByRole('radio', { name: 'viernes, 4 de diciembre, 9:30 AM' });
    await expect(nextDay).toHaveFocus();
    await expect(args.onSelect).toHaveBeenLastCalledWith({ day: '2026-12-04', time: '09:30' });

    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'jueves, 3 de diciembre, 5:00 PM' })).toBeChecked();
    await expect(args.onSelect).toHaveBeenLastCalledWith({ day: '2026-12-03', time: '17:00' });
    await expect(
      canvas.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked),
    ).toHaveLength(1);
  },
};

export const OneSelected: Story = {
  args: { defaultValue: { day: '2026-12-04', time: '13:00' } },
  play: async ({ canvas, args }) => {
    const chosen = canvas.getByRole('radio', { name: 'viernes, 4 de diciembre, 1:00 PM' });
    await expect(chosen).toBeChecked();
    await expect(chosen.closest('[data-slot="time-slot"]')).toHaveAttribute('data-selected');
    // Tab enters the group at the chosen slot, as the radio pattern asks.
    await userEvent.tab();
    await expect(chosen).toHaveFocus();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const FullSlot: Story = {
  args: {
    isSlotDisabled: ({ day, time }) => day === '2026-12-03' && time === '12:30',
  },
  play: async ({ canvas, args }) => {
    const full = canvas.getByRole('radio', { name: 'jueves, 3 de diciembre, 12:30 PM, completo' });
    await expect(full).toBeDisabled();
    await userEvent.click(full.closest('label')!, { pointerEventsCheck: 0 });
    await expect(args.onSelect).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('radio', { name: 'jueves, 3 de diciembre, 10:00 AM' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'jueves, 3 de diciembre, 5:00 PM' })).toHaveFocus();
    await expect(args.onSelect).toHaveBeenLastCalledWith({ day: '2026-12-03', time: '17:00' });
  },
};

export const Empty: Story = {
  args: {
    days: [],
    empty: 'Lo sentimos, la fecha seleccionada no está disponible.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Lo sentimos, la fecha seleccionada no está disponible.')).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

export const English: Story = {
  args: {
    formatDay: dayFormatter('en-GB'),
    label: 'Choose a time',
    isSlotDisabled: ({ time }) => time === '11:00',
  },
  globals: { locale: 'en' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Friday 4 December, 11:00 AM, full' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Saturday 5 December, 12:00 PM' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith({ day: '2026-12-05', time: '12:00' });
  },
};

export const OtherBrand: Story = {
  args: { defaultValue: { day: '2026-12-03', time: '17:00' } },
  parameters: { brand: 'brava' },
};

export const Phone: Story = {
  args: {
    defaultValue: { day: '2026-12-04', time: '16:30' },
    isSlotDisabled: ({ time }) => time === '09:30',
  },
  globals: { viewport: { value: 'phone' } },
};
