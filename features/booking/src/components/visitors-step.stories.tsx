import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { withBookingProviders } from '../story-decorators';
import { VisitorsStep, type VisitorsStepProps, type VisitorsValue } from './visitors-step';

const languages = [
  { value: 'es', text: 'Español' },
  { value: 'en', text: 'Inglés' },
  { value: 'fr', text: 'Francés' },
];

/** The step with its value kept in the story, as the flow keeps it in the booking state. */
function Stateful(props: VisitorsStepProps) {
  const [value, setValue] = useState<VisitorsValue>(props.value);
  const total = value.adults + value.children + value.babies;
  return (
    <VisitorsStep
      {...props}
      value={value}
      onChange={(change) => {
        setValue((current) => ({ ...current, ...change }));
        props.onChange(change);
      }}
      // A voucher booking (totalPrice null) shows no price; otherwise 25 € an adult, 12,50 € a child.
      totalPrice={props.totalPrice === null ? null : value.adults * 25 + value.children * 12.5}
      canContinue={Boolean(value.language) && total >= props.min && total <= props.max}
    />
  );
}

const meta = {
  title: 'Booking/Steps/Visitors',
  tags: ['responsive'],
  component: VisitorsStep,
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  decorators: [withBookingProviders],
  args: {
    languages,
    value: { language: '', adults: 1, children: 0, babies: 0 },
    onChange: fn(),
    min: 1,
    max: 20,
    totalPrice: 25,
    canContinue: false,
    onNext: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof VisitorsStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoLanguageChosen: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Datos de la reserva' })).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Elegir fecha' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    // What is missing is shown under next, describes it, and is said when next is pressed.
    const hint = 'Para continuar falta: el idioma de la visita.';
    await expect(next).toHaveAccessibleDescription(hint);
    await expect(canvas.getByText(hint)).toBeVisible();
    await userEvent.click(next);
    await expect(args.onNext).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('status').map((status) => status.textContent)).toContain(hint);
    await expect(canvas.getByText('25,00 €')).toBeVisible();
  },
};

export const ChoosingLanguageAndVisitors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: /Idioma de la visita/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inglés' }));
    const adults = canvas.getByRole('spinbutton', { name: 'Adultos' });
    await userEvent.click(adults);
    await userEvent.keyboard('{ArrowUp}');
    const children = canvas.getByRole('spinbutton', { name: 'Niños (de 5 a 17 años)' });
    await userEvent.click(children);
    await userEvent.keyboard('{ArrowUp}');
    // Each choice is reported as the change it is.
    await expect(args.onChange.mock.calls).toEqual([
      [{ language: 'en' }],
      [{ adults: 2 }],
      [{ children: 1 }],
    ]);
    // 2 × 25 € + 1 × 12,50 €
    await expect(canvas.getByText('62,50 €')).toBeVisible();
    await expect(canvas.getByText('3 visitantes')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Elegir fecha' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

/** A voucher for two: the pickers stop where the group reaches its participants. */
export const AtVoucherMaximum: Story = {
  args: { value: { language: 'es', adults: 2, children: 0, babies: 0 }, max: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Entre 1 y 2 visitantes en total.')).toBeVisible();
    const babies = canvas.getByRole('spinbutton', { name: 'Bebés (hasta 4 años)' });
    await userEvent.click(babies);
    await userEvent.keyboard('{ArrowUp}');
    await expect(babies).toHaveValue('0');
    await expect(canvas.getByRole('button', { name: 'Elegir fecha' })).not.toHaveAttribute('aria-disabled');
  },
};

export const BelowMinimum: Story = {
  args: { value: { language: 'es', adults: 0, children: 0, babies: 0 }, min: 2, max: 8 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('El número de visitantes debe estar entre 2 y 8.')).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Elegir fecha' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAccessibleDescription(
      'Para continuar falta: un grupo de entre 2 y 8 visitantes.',
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    languages: [
      { value: 'es', text: 'Spanish' },
      { value: 'en', text: 'English' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Booking data' })).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Children (aged 5 to 17)' })).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Babies (up to 4)' })).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Choose date' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toHaveAccessibleDescription("To continue, you still need: the visit's language.");
  },
};

/** A voucher pays the visit: the total and its price are not shown. */
export const PaidByVoucher: Story = {
  args: { value: { language: 'es', adults: 2, children: 0, babies: 0 }, totalPrice: null, canContinue: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 visitantes')).toBeVisible();
    await expect(canvas.queryByText('Precio total')).toBeNull();
  },
};
