import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { emptyBillingForm, emptyVisitorForm } from '../forms';
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
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
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

/** "Same as the visitor": step 3's document, names, e-mail, country and region fill the form; unticked, they go. */
export const BillingSameAsVisitor: Story = {
  args: {
    visitorDetails: () => ({
      ...emptyVisitorForm,
      documentType: 'passport',
      documentNumber: 'XDA123456',
      name: 'Carmen',
      surname: 'Ruiz Ortega',
      email: 'carmen@example.com',
      phoneNumber: '+34 600 123 456',
      country: 'PT',
    }),
  },
  play: async ({ canvas, args }) => {
    const same = canvas.getByRole('checkbox', { name: 'Usar los datos del visitante' });
    await userEvent.click(same);
    await expect(same).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: /Número de documento/ })).toHaveValue('XDA123456');
    await expect(canvas.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('Carmen');
    await expect(canvas.getByRole('textbox', { name: /^Apellidos/ })).toHaveValue('Ruiz Ortega');
    await expect(canvas.getByRole('textbox', { name: /Correo electrónico/ })).toHaveValue(
      'carmen@example.com',
    );
    await expect(canvas.getByRole('combobox', { name: /País/ })).toHaveTextContent('Portugal');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Dirección \(/ }), 'Rua Augusta 10');
    await fill(canvas.getByRole('textbox', { name: /Código postal/ }), '1100-053');
    await fill(canvas.getByRole('textbox', { name: /Localidad/ }), 'Lisboa');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar al pago' }));
    await waitFor(() => expect(args.onBillingDone).toHaveBeenCalledTimes(1));
    await expect(args.onBillingDone).toHaveBeenCalledWith(
      expect.objectContaining({
        documentType: 'passport',
        documentNumber: 'XDA123456',
        name: 'Carmen',
        email: 'carmen@example.com',
        country: 'PT',
        address: 'Rua Augusta 10',
      }),
      expect.anything(),
    );
    // Unticked, the copied details go; the street stays.
    await userEvent.click(same);
    await expect(canvas.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /Número de documento/ })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /^Dirección \(/ })).toHaveValue('Rua Augusta 10');
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

/** The site's limits refused the last Pay (429): said beside Pay, which may be pressed again. */
export const TooManyAttempts: Story = {
  args: { subStep: 'payment', retryAfterSeconds: 150 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Demasiados intentos. Vuelve a intentarlo dentro de 3 minutos.',
    );
    // Pay pays with the card fields, once they are in.
    await expect(await canvas.findByRole('textbox', { name: /Número de la tarjeta/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Pagar 62,50/ }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
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
