import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { backend, paymentProvider, paymentProviderConfirmCall, type PaymentIntentRecord } from '../backend';
import { PaymentHarness, withPaymentLanguage } from './payment-harness';
import { testCards } from './test-cards';

/** The intent the story pays, created afresh before each story. */
let storyIntent: PaymentIntentRecord | undefined;

function freshIntent() {
  backend.reset();
  storyIntent = paymentProvider.createIntent({ amount: 5000, description: 'Visita y cata en la bodega' });
  return () => {
    backend.reset();
    storyIntent = undefined;
  };
}

const meta = {
  title: 'Core/Card payment',
  tags: ['responsive'],
  component: PaymentHarness,
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  decorators: [withPaymentLanguage],
  // Until the site's handler list carries the provider's call, the story registers it itself.
  parameters: { msw: paymentProvider.handlers },
  beforeEach: freshIntent,
  args: {
    amount: 5000,
    clientSecret: () => storyIntent?.client_secret ?? '',
    returnUrl: '/es/reserva-confirmada?booking=7',
    onRedirect: fn(),
    onResult: fn(),
  },
} satisfies Meta<typeof PaymentHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillCard(
  canvas: ReturnType<typeof within>,
  card: string,
  names = { number: 'Número de la tarjeta', expiry: 'Fecha de caducidad', cvc: 'Código de seguridad' },
) {
  const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
  await userEvent.type(await canvas.findByRole('textbox', { name: new RegExp(names.number) }), card);
  await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(names.expiry) }), `12${nextYear}`);
  await userEvent.type(canvas.getByRole('textbox', { name: new RegExp(names.cvc, 'i') }), '123');
}

export const EmptyForm: Story = {
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('group', { name: 'Datos de la tarjeta' });
    const number = within(group).getByRole('textbox', { name: /Número de la tarjeta/ });
    await expect(number).toHaveAttribute('inputmode', 'numeric');
    await expect(number).toHaveAttribute('autocomplete', 'cc-number');
    await expect(
      within(group).getByRole('textbox', { name: /Fecha de caducidad/ }),
    ).toHaveAccessibleDescription('MM / AA');
    await expect(within(group).getByRole('textbox', { name: /Código de seguridad/ })).toBeVisible();
    // It is a test provider: the hint lists the three cards.
    await expect(within(group).getByText(/Pago de prueba/)).toBeVisible();
    await expect(within(group).getByText(`${testCards.success}: pago aceptado`)).toBeVisible();
    await expect(within(group).getByText(`${testCards.declined}: tarjeta rechazada`)).toBeVisible();
    await expect(
      within(group).getByText(`${testCards.insufficientFunds}: fondos insuficientes`),
    ).toBeVisible();
    // The number is grouped as it is typed.
    await userEvent.type(number, '4242424242424242');
    await expect(number).toHaveValue('4242 4242 4242 4242');
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    const number = await canvas.findByRole('textbox', { name: /Número de la tarjeta/ });
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar 50,00 €' }));
    await waitFor(() =>
      expect(args.onResult).toHaveBeenCalledWith(expect.objectContaining({ code: 'incomplete' })),
    );
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription('Introduce el número de la tarjeta');
    await expect(number).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: /Fecha de caducidad/ })).toHaveAccessibleDescription(
      'MM / AA Introduce la fecha de caducidad',
    );
    await expect(canvas.getByRole('textbox', { name: /Código de seguridad/ })).toHaveAccessibleDescription(
      /Introduce el código de seguridad/,
    );
    // Errors follow the typing once shown.
    await userEvent.type(number, '4242');
    await expect(number).toHaveAccessibleDescription('El número de la tarjeta está incompleto');
    const expiry = canvas.getByRole('textbox', { name: /Fecha de caducidad/ });
    await userEvent.type(expiry, '1320');
    await expect(expiry).toHaveAccessibleDescription(/La fecha de caducidad no es válida/);
    await userEvent.clear(expiry);
    await userEvent.type(expiry, '0120');
    await expect(expiry).toHaveAccessibleDescription('MM / AA La tarjeta ha caducado');
    // Nothing was sent to the provider.
    await expect(paymentProvider.find(storyIntent!.id)?.status).toBe('requires_payment_method');
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};

export const DeclinedCard: Story = {
  play: async ({ canvas, args }) => {
    await fillCard(canvas, testCards.declined);
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar 50,00 €' }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 4000 });
    await expect(alert).toHaveTextContent('No se ha podido realizar el pago');
    await expect(alert).toHaveTextContent('Tu tarjeta ha sido rechazada. Prueba con otra tarjeta.');
    await expect(args.onResult).toHaveBeenCalledWith({
      code: 'card_declined',
      message: 'Tu tarjeta ha sido rechazada. Prueba con otra tarjeta.',
    });
    await expect(paymentProvider.find(storyIntent!.id)).toMatchObject({
      status: 'requires_payment_method',
      last_error: 'card_declined',
    });
    await expect(args.onRedirect).not.toHaveBeenCalled();
    // What was typed stays, so another try is one keystroke away.
    await expect(canvas.getByRole('textbox', { name: /Número de la tarjeta/ })).toHaveValue(
      testCards.declined,
    );
  },
};

export const InsufficientFunds: Story = {
  play: async ({ canvas, args }) => {
    await fillCard(canvas, testCards.insufficientFunds);
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar 50,00 €' }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 4000 });
    await expect(alert).toHaveTextContent('Tu tarjeta no tiene fondos suficientes. Prueba con otra tarjeta.');
    await expect(args.onResult).toHaveBeenCalledWith(expect.objectContaining({ code: 'insufficient_funds' }));
    await expect(paymentProvider.find(storyIntent!.id)?.last_error).toBe('insufficient_funds');
  },
};

export const Success: Story = {
  play: async ({ canvas, args }) => {
    await fillCard(canvas, testCards.success);
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar 50,00 €' }));
    // The provider takes a moment, as a card processor does; the wait is announced.
    await expect(await canvas.findByText('Procesando el pago…')).toBeVisible();
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledTimes(1), { timeout: 4000 });
    const intent = paymentProvider.find(storyIntent!.id)!;
    await expect(intent.status).toBe('succeeded');
    await expect(args.onRedirect).toHaveBeenCalledWith(
      `/es/reserva-confirmada?booking=7&payment_intent=${intent.id}` +
        `&payment_intent_client_secret=${encodeURIComponent(intent.client_secret)}&redirect_status=succeeded`,
    );
    await expect(args.onResult).toHaveBeenCalledWith(null);
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ProviderDown: Story = {
  beforeEach: () => {
    backend.faults.set(paymentProviderConfirmCall, { status: 500 });
  },
  play: async ({ canvas, args }) => {
    await fillCard(canvas, testCards.success);
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar 50,00 €' }));
    const alert = await canvas.findByRole('alert', {}, { timeout: 4000 });
    await expect(alert).toHaveTextContent(/Se ha producido un error al procesar el pago/);
    await expect(args.onResult).toHaveBeenCalledWith(expect.objectContaining({ code: 'processing_error' }));
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};

export const EnglishIslaBrava: Story = {
  globals: { locale: 'en' },
  parameters: { brand: 'brava' },
  args: { returnUrl: '/en/booking-confirmation' },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('group', { name: 'Card details' })).toBeVisible();
    await expect(canvas.getByText(`${testCards.success}: payment accepted`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay €50.00' }));
    await expect(await canvas.findByRole('textbox', { name: /Card number/ })).toHaveAccessibleDescription(
      'Enter the card number',
    );
    await fillCard(canvas, testCards.success, {
      number: 'Card number',
      expiry: 'Expiry date',
      cvc: 'Security code',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Pay €50.00' }));
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledTimes(1), { timeout: 4000 });
    await expect(args.onRedirect).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\/en\/booking-confirmation\?payment_intent=pi_\w+&.*redirect_status=succeeded$/,
      ),
    );
  },
};
