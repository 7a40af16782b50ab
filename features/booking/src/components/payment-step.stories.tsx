import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { emptyBillingForm } from '../forms';
import { withBookingProviders } from '../story-decorators';
import { PaymentStep } from './payment-step';

/** Types a value the quick way (one paste), as autofill would; the key-by-key typing is proven elsewhere. */
async function fill(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

const meta = {
  title: 'Booking/Steps/Payment',
  tags: ['responsive'],
  component: PaymentStep,
  decorators: [withBookingProviders],
  args: {
    subStep: 'billing-address',
    initialBilling: () => emptyBillingForm,
    onBillingChange: fn(),
    onBillingDone: fn(),
    onEditBilling: fn(),
    countries: [
      { value: 'ES', text: 'España' },
      { value: 'PT', text: 'Portugal' },
    ],
    regions: [{ value: 'La Rioja', text: 'La Rioja' }],
    amount: 6250,
    onPay: fn(),
    paying: false,
    onBack: fn(),
  },
} satisfies Meta<typeof PaymentStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BillingAddress: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Dirección de facturación' })).toBeVisible();
    await fill(canvas.getByRole('textbox', { name: /Número de documento/ }), '12345678Z');
    await fill(canvas.getByRole('textbox', { name: /^Nombre/ }), 'Lucía');
    await fill(canvas.getByRole('textbox', { name: /^Apellidos/ }), 'García');
    await fill(canvas.getByRole('textbox', { name: /Correo electrónico/ }), 'lucia@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Dirección \(/ }), 'Calle Mayor 1');
    await fill(canvas.getByRole('textbox', { name: /Código postal/ }), '26200');
    await fill(canvas.getByRole('textbox', { name: /Localidad/ }), 'Haro');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar al pago' }));
    await waitFor(() => expect(args.onBillingDone).toHaveBeenCalledTimes(1));
    await expect(args.onBillingDone).toHaveBeenCalledWith(
      expect.objectContaining({ address: 'Calle Mayor 1', postalCode: '26200', country: 'ES' }),
      expect.anything(),
    );
  },
};

export const BillingAddressErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar al pago' }));
    const summary = await canvas.findByRole('region', { name: 'Revisa los siguientes campos' });
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getAllByText('Este campo es obligatorio').length).toBeGreaterThanOrEqual(7);
    await expect(args.onBillingDone).not.toHaveBeenCalled();
  },
};

export const PaymentEnglish: Story = {
  globals: { locale: 'en' },
  args: { subStep: 'payment' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Payment' })).toBeVisible();
    await expect(canvas.getByText('Total to pay')).toBeVisible();
    await expect(await canvas.findByRole('textbox', { name: /Card number/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Pay 62,50/ }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Change the billing address' }));
    await expect(args.onEditBilling).toHaveBeenCalledTimes(1);
  },
};

export const Paying: Story = {
  args: { subStep: 'payment', paying: true },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('Procesando el pago')).toBeVisible();
    const pay = canvas.getByRole('button', { name: /^Pagar 62,50/ });
    await expect(pay).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(pay);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

/** The card processor refused to charge this booking again: it was paid already. No Pay button, a link to its confirmation. */
export const AlreadyPaid: Story = {
  args: {
    subStep: 'payment',
    paidConfirmationUrl:
      '/es/reserva-confirmada?payment_intent=pi_0001&payment_intent_client_secret=pi_0001_secret_a&redirect_status=succeeded',
  },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('alert');
    await expect(notice).toHaveTextContent('Esta reserva ya está pagada: no se te cobrará de nuevo.');
    await expect(canvas.getByRole('link', { name: 'Ver la confirmación de la reserva' })).toHaveAttribute(
      'href',
      expect.stringContaining('/es/reserva-confirmada?payment_intent=pi_0001'),
    );
    await expect(canvas.queryByRole('button', { name: /^Pagar/ })).toBeNull();
  },
};

export const AlreadyPaidEnglish: Story = {
  ...AlreadyPaid,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This booking is already paid');
    await expect(canvas.getByRole('link', { name: 'See the booking confirmation' })).toBeVisible();
  },
};
