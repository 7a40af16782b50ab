import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PaymentHarness, withPaymentLanguage } from './payment-harness';
import { payWithStripeStub, stubCalls, stubPublishableKey } from './stripe-stub';

/**
 * The Stripe adapter against a stand-in for Stripe.js (./stripe-stub/stripe-js.js), loaded from a file
 * of the Storybook build before the adapter's code: `loadStripe` finds it as `window.Stripe`, so the
 * real chooser, adapter, @stripe/stripe-js and @stripe/react-stripe-js run, and nothing reaches
 * js.stripe.com (the story gate fails any request that leaves the machine). The stub records every
 * call; a paid payment's redirect is recorded by `onRedirect` instead of leaving the story.
 */

/** The intent's secret the stories pay (as the booking gets it from its backend). */
const storySecret = 'pi_3CepaStory_secret_a1b2c3';

const meta = {
  title: 'Core/Card payment (Stripe)',
  tags: ['responsive'],
  component: PaymentHarness,
  decorators: [withPaymentLanguage],
  beforeEach: ({ args }) => payWithStripeStub(args.onRedirect),
  args: {
    amount: 5000,
    clientSecret: storySecret,
    returnUrl: '/es/reserva-confirmada?booking=7',
    onRedirect: fn(),
    onResult: fn(),
  },
} satisfies Meta<typeof PaymentHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const labels = {
  es: { number: 'Número de tarjeta', expiry: 'Fecha de caducidad', cvc: 'Código de seguridad' },
  en: { number: 'Card number', expiry: 'Expiration date', cvc: 'Security code' },
};

/** Types a card into the stub's Payment Element: the number, a future expiry, a CVC. */
async function fillCard(canvas: Canvas, number: string, language: 'es' | 'en' = 'es') {
  const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
  await userEvent.type(await canvas.findByRole('textbox', { name: labels[language].number }), number);
  await userEvent.type(canvas.getByRole('textbox', { name: labels[language].expiry }), `12${nextYear}`);
  await userEvent.type(canvas.getByRole('textbox', { name: labels[language].cvc }), '123');
}

const absolute = (path: string) => new URL(path, window.location.href).href;
const paidQuery = (clientSecret: string) =>
  `payment_intent=${clientSecret.split('_secret_')[0]}&payment_intent_client_secret=${clientSecret}&redirect_status=succeeded`;

export const Mounted: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Número de tarjeta' })).toBeVisible();
    // One Elements group in deferred-intent mode, for this amount in euros, in the page's language.
    await expect(stubCalls('elements')).toEqual([
      {
        call: 'elements',
        elements: expect.any(Number),
        key: stubPublishableKey,
        options: { mode: 'payment', amount: 5000, currency: 'eur', locale: 'es' },
      },
    ]);
    const elements = stubCalls('elements')[0]?.elements;
    await expect(stubCalls('elements.create')).toEqual([
      { call: 'elements.create', elements, type: 'payment', options: { layout: 'tabs' } },
    ]);
    await expect(stubCalls('paymentElement.mount')).toEqual([
      expect.objectContaining({ elements, inDocument: true }),
    ]);
    await expect(
      canvasElement.querySelector('[data-slot="card-payment"] [data-stripe-stub="payment-element"]'),
    ).not.toBeNull();
    // loadStripe used the Stripe.js already on the page: it added no script of Stripe's.
    await expect(document.querySelectorAll('script[src*="stripe.com"]')).toHaveLength(0);
    await expect(stubCalls('confirmPayment')).toEqual([]);
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    const number = await canvas.findByRole('textbox', { name: 'Número de tarjeta' });
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar 50,00 €' }));
    await waitFor(() =>
      expect(args.onResult).toHaveBeenCalledWith({
        code: 'incomplete',
        message: 'Revisa los datos de la tarjeta',
      }),
    );
    // elements.submit() checked the fields: Stripe's own words under the first one, which has the focus.
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription('El número de tu tarjeta está incompleto.');
    await expect(number).toHaveFocus();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(stubCalls('elements.submit')).toHaveLength(1);
    await expect(stubCalls('confirmPayment')).toEqual([]);
    // The error moves on as the card is fixed.
    await userEvent.type(number, '4242424242424242');
    await expect(number).not.toHaveAttribute('aria-invalid');
    const expiry = canvas.getByRole('textbox', { name: 'Fecha de caducidad' });
    await expect(expiry).toHaveAccessibleDescription('La fecha de caducidad de tu tarjeta está incompleta.');
    await userEvent.type(expiry, '0120');
    await expect(expiry).toHaveValue('01 / 20');
    await expect(expiry).toHaveAccessibleDescription('El año de caducidad de tu tarjeta ya ha pasado.');
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};

export const DeclinedThenPaid: Story = {
  play: async ({ canvas, args }) => {
    await fillCard(canvas, '4000000000000002');
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar 50,00 €' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No se ha podido realizar el pago');
    // Stripe's message, in the page's language, says more than Cepa's "declined".
    await expect(alert).toHaveTextContent('Se ha rechazado tu tarjeta.');
    await expect(args.onResult).toHaveBeenCalledWith({
      code: 'card_declined',
      message: 'Se ha rechazado tu tarjeta.',
    });
    await expect(args.onRedirect).not.toHaveBeenCalled();

    // The form stays as typed and usable: another card pays the same intent.
    const number = canvas.getByRole('textbox', { name: 'Número de tarjeta' });
    await expect(number).toHaveValue('4000 0000 0000 0002');
    await expect(number).toBeEnabled();
    await userEvent.clear(number);
    await userEvent.type(number, '4242424242424242');
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar 50,00 €' }));
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledTimes(1));
    await expect(canvas.queryByRole('alert')).toBeNull();
    const confirms = stubCalls('confirmPayment');
    await expect(confirms).toHaveLength(2);
    await expect(confirms[1]).toEqual({ ...confirms[0], call: 'confirmPayment' });
    await expect(confirms[0]).toMatchObject({
      clientSecret: storySecret,
      returnUrl: absolute(args.returnUrl),
      paymentElement: 'mounted',
    });
    await expect(args.onRedirect).toHaveBeenCalledWith(
      `${absolute(args.returnUrl)}&${paidQuery(storySecret)}`,
    );
  },
};

export const InsufficientFunds: Story = {
  play: async ({ canvas, args }) => {
    await fillCard(canvas, '4000000000009995');
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar 50,00 €' }));
    const alert = await canvas.findByRole('alert');
    // Cepa's words for it: Stripe's ("Tu tarjeta no tiene fondos suficientes.") leave out what to do.
    await expect(alert).toHaveTextContent('Tu tarjeta no tiene fondos suficientes. Prueba con otra tarjeta.');
    await expect(args.onResult).toHaveBeenCalledWith(expect.objectContaining({ code: 'insufficient_funds' }));
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};

export const ThreeDSecure: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await fillCard(canvas, '4000002500003155');
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar 50,00 €' }));
    const page = within(canvasElement.ownerDocument.body);
    const challenge = await page.findByRole('dialog', { name: '3D Secure 2 Test Page' });
    await expect(args.onRedirect).not.toHaveBeenCalled();
    await userEvent.click(within(challenge).getByRole('button', { name: 'Complete' }));
    // Authenticated: Stripe.js sends the browser to return_url with the intent, its secret and the status.
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledTimes(1));
    await expect(args.onRedirect).toHaveBeenCalledWith(
      `${absolute(args.returnUrl)}&${paidQuery(storySecret)}`,
    );
    await expect(stubCalls('confirmPayment')).toEqual([
      {
        call: 'confirmPayment',
        elements: expect.any(Number),
        paymentElement: 'mounted',
        clientSecret: storySecret,
        returnUrl: absolute(args.returnUrl),
        redirect: 'always',
      },
    ]);
    await expect(stubCalls('threeDSecure')).toEqual([{ call: 'threeDSecure', outcome: 'complete' }]);
    await expect(args.onResult).not.toHaveBeenCalled();
  },
};

export const ThreeDSecureFailed: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await fillCard(canvas, '4000002500003155');
    await userEvent.click(canvas.getByRole('button', { name: 'Pagar 50,00 €' }));
    const page = within(canvasElement.ownerDocument.body);
    const challenge = await page.findByRole('dialog', { name: '3D Secure 2 Test Page' });
    await userEvent.click(within(challenge).getByRole('button', { name: 'Fail' }));
    // Stripe's message says to choose another card, which the form still allows.
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'No hemos podido autenticar tu método de pago. Elige otro método de pago y vuelve a intentarlo.',
    );
    await expect(args.onResult).toHaveBeenCalledWith(expect.objectContaining({ code: 'card_declined' }));
    await expect(args.onRedirect).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Número de tarjeta' })).toBeEnabled();
  },
};

export const EnglishIslaBrava: Story = {
  globals: { locale: 'en' },
  parameters: { brand: 'brava' },
  args: { returnUrl: '/en/booking-confirmation' },
  play: async ({ canvas, args }) => {
    const number = await canvas.findByRole('textbox', { name: 'Card number' });
    await expect(stubCalls('elements')).toEqual([
      expect.objectContaining({ options: { mode: 'payment', amount: 5000, currency: 'eur', locale: 'en' } }),
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay €50.00' }));
    await expect(number).toHaveAccessibleDescription('Your card number is incomplete.');
    await fillCard(canvas, '4242424242424242', 'en');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay €50.00' }));
    await waitFor(() => expect(args.onRedirect).toHaveBeenCalledTimes(1));
    await expect(args.onRedirect).toHaveBeenCalledWith(
      `${absolute(args.returnUrl)}?${paidQuery(storySecret)}`,
    );
  },
};
