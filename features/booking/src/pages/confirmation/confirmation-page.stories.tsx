import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { formatDate, trackedEvents } from '@cepa/core';
import { backend, paymentProvider } from '@cepa/core/backend';
import {
  bookingCalls,
  bookingReceived,
  confirmationPageFixture,
  fixtureDays,
  redeemedRedemptionId,
  seedPaidBookingIntent,
} from '../../fake';
import { decodeBookingHash } from '../../hash';
import { brandOf, freshState, languageOf, navigations, withBookingProviders } from '../../story-decorators';
import { BookingConfirmationPage } from './confirmation-page';

/** The query a story's `beforeEach` prepared (a paid booking's return from the payment). */
const prepared = { query: '' };

function resetPrepared() {
  prepared.query = '';
  return freshState();
}

/** A booking paid with the test card: the query the payment returns with. */
function paidBooking(overrides: Parameters<typeof seedPaidBookingIntent>[0] = {}) {
  return async () => {
    const paid = await seedPaidBookingIntent(overrides);
    prepared.query = `?payment_intent=${paid.paymentIntentId}&payment_intent_client_secret=${paid.clientSecret}&redirect_status=succeeded`;
  };
}

const meta = {
  title: 'Booking/Confirmation',
  tags: ['responsive'],
  component: BookingConfirmationPage,
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  decorators: [withBookingProviders],
  beforeEach: resetPrepared,
  args: { page: confirmationPageFixture(), query: '' },
  render: (args, context) => (
    <BookingConfirmationPage
      {...args}
      query={args.query || prepared.query}
      page={confirmationPageFixture(languageOf(context), brandOf(context))}
    />
  ),
} satisfies Meta<typeof BookingConfirmationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const events = (name: string) => trackedEvents().filter((e) => e.event === name);

/** The document's title follows what the page says, as its heading does (not the page content's "Reserva confirmada"). */
const titled = (title: string) => waitFor(() => expect(document.title).toBe(`${title} · Casa Solera`));

export const PaidBooking: Story = {
  beforeEach: paidBooking(),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '¡Reserva confirmada!' }),
    ).toBeVisible();
    await expect(canvas.getByText('Visita y cata en la bodega')).toBeVisible();
    await titled('¡Reserva confirmada!');
    await expect(canvas.getByText('Fecha y hora')).toBeVisible();
    await expect(canvas.getByText(/, a las 10:00 AM$/)).toBeVisible();
    await expect(canvas.getByText('2 personas')).toBeVisible();
    await expect(canvas.getByText('Español')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver más experiencias' })).toHaveAttribute(
      'href',
      '/es/experiencias',
    );
    await expect(canvas.getByRole('link', { name: 'Volver a la página de inicio' })).toHaveAttribute(
      'href',
      '/es/',
    );
    const [captured] = bookingReceived.get().captures;
    await expect(bookingReceived.get().captures).toHaveLength(1);
    await expect(paymentProvider.find(captured ?? '')?.captured).toBe(true);
    await expect(events('booking_completed')).toHaveLength(1);
    await expect(events('booking_completed')[0]).toMatchObject({
      booking: { experience_id: 1, total_visitors: 2, value: 50, currency: 'EUR' },
    });
    await expect(events('subscribe_newsletter')).toEqual([]);
  },
};

/** A visitor who subscribed: subscribe_newsletter is tracked too (SPEC §7). */
export const PaidBookingEnglish: Story = {
  globals: { locale: 'en' },
  parameters: { brand: 'brava' },
  beforeEach: paidBooking({
    booking_data: { experience_id: 5, language: 'de', site: 'brava', date: `${fixtureDays().open}T19:00` },
    visitor_group_data: {
      web_language: 'en',
      site: 'brava',
      adults_number: 2,
      children_number: 1,
      has_newsletter_subscription: true,
    },
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your booking is confirmed' }),
    ).toBeVisible();
    await expect(canvas.getByText('Sunset tasting by the sea')).toBeVisible();
    // The booked day and time stay in sight after paying.
    const day = formatDate(fixtureDays().open, 'en', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    await expect(canvas.getByText(`${day}, at 7:00 PM`)).toBeVisible();
    await expect(canvas.getByText('3 people')).toBeVisible();
    await expect(canvas.getByText('German')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en/');
    await expect(events('booking_completed')).toHaveLength(1);
    await expect(events('subscribe_newsletter')).toEqual([
      { event: 'subscribe_newsletter', origin: 'booking' },
    ]);
  },
};

export const VoucherRedemption: Story = {
  args: { query: `?voucher_redemption=${redeemedRedemptionId}` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '¡Reserva confirmada!' }),
    ).toBeVisible();
    await expect(canvas.getByText('Visita y cata en la bodega')).toBeVisible();
    await expect(canvas.getByText('2 personas')).toBeVisible();
    await expect(bookingReceived.get().captures).toEqual([]);
    await expect(events('booking_completed')).toHaveLength(1);
  },
};

export const VoucherRedemptionEnglish: Story = {
  globals: { locale: 'en' },
  args: { query: `?voucher_redemption=${redeemedRedemptionId}` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your booking is confirmed' }),
    ).toBeVisible();
    await expect(canvas.getByText('Spanish')).toBeVisible();
    await expect(canvas.getByText('2 people')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { query: `?voucher_redemption=${redeemedRedemptionId}` },
  beforeEach: () => {
    backend.faults.set(bookingCalls.checkRedemption, { delay: 60_000 });
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Estamos confirmando tu reserva' }),
    ).toBeVisible();
    await titled('Estamos confirmando tu reserva');
    const spinner = canvas.getAllByRole('status').find((el) => el.dataset.slot === 'spinner');
    await expect(spinner).toHaveTextContent('Estamos confirmando tu reserva');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** SPEC §4, §8: the slot went while paying; back to the date choice with the booking intent id. */
export const SlotTaken: Story = {
  beforeEach: paidBooking({ booking_data: { date: `${fixtureDays().takenAtPayment}T17:30` } }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Lo sentimos, ya no es posible hacer la reserva para la fecha seleccionada',
      }),
    ).toBeVisible();
    await expect(canvas.getByText(/No te hemos cobrado nada/)).toBeVisible();
    await titled('Lo sentimos, ya no es posible hacer la reserva para la fecha seleccionada');
    await expect(events('slot_taken')).toEqual([{ event: 'slot_taken', experience_id: 1 }]);
    await expect(events('booking_completed')).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Elegir otra fecha' }));
    const [to = ''] = navigations;
    const [path, hash] = to.split('#');
    await expect(path).toBe('/es/reservar?experience=1');
    await expect(decodeBookingHash(hash)).toMatchObject({ step: 2, experienceId: 1 });
    await expect(decodeBookingHash(hash).bookingIntentId).toBeGreaterThan(100);
  },
};

export const SlotTakenEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach: paidBooking({
    booking_data: { date: `${fixtureDays().takenAtPayment}T17:30` },
    visitor_group_data: { web_language: 'en' },
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: "We're sorry, it's not possible to make the reservation for the selected date anymore",
      }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose another date' }));
    await expect(navigations[0]?.startsWith('/en/book?experience=1#')).toBe(true);
  },
};

/**
 * The card paid but the capture failed: the visitor is told not to pay again, with the payment's
 * reference, and a retry captures the same payment (once it works, booking_completed fires once).
 */
export const CaptureFails: Story = {
  beforeEach: async () => {
    await paidBooking()();
    backend.faults.set(bookingCalls.capture, { status: 500, times: 1 });
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Hemos recibido tu pago' }),
    ).toBeVisible();
    await titled('Hemos recibido tu pago');
    await expect(canvas.getByText(/Tu tarjeta ya está cobrada/)).toBeVisible();
    const paymentIntent = new URLSearchParams(prepared.query).get('payment_intent') ?? '';
    await expect(canvas.getByText(paymentIntent)).toBeVisible();
    await expect(events('booking_completed')).toEqual([]);
    await expect(bookingReceived.get().captures).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar de nuevo' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '¡Reserva confirmada!' }),
    ).toBeVisible();
    await expect(bookingReceived.get().captures).toEqual([paymentIntent]);
    await expect(events('booking_completed')).toHaveLength(1);
  },
};

export const NetworkDownEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach: async () => {
    await paidBooking()();
    backend.faults.set(bookingCalls.capture, { network: true });
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'We have received your payment' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Your card has been charged/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Confirm again' })).toBeVisible();
  },
};

/** A 409 whose experience address cannot be read still ends on the conflict, never a lasting spinner. */
export const SlotTakenUnreadableAddress: Story = {
  beforeEach: async () => {
    await paidBooking()();
    backend.faults.set(bookingCalls.capture, {
      status: 409,
      body: { booking_intent_id: 101, experience_page_url: 'http://[not-an-address' },
    });
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Lo sentimos, ya no es posible hacer la reserva para la fecha seleccionada',
      }),
    ).toBeVisible();
    await expect(events('slot_taken')).toEqual([{ event: 'slot_taken' }]);
  },
};

/** SPEC §4: no capture unless redirect_status is succeeded. */
export const PaymentNotCompleted: Story = {
  args: { query: '?payment_intent=pi_0001abc&redirect_status=failed' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Se ha producido un error' }),
    ).toBeVisible();
    await expect(canvas.getByText(/El pago no se ha completado/)).toBeVisible();
    await titled('Se ha producido un error');
    // The capture must not happen: give it time to (a fixed settle), then check it never came.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(bookingReceived.get().captures).toEqual([]);
  },
};

export const NothingToConfirm: Story = {
  args: { query: '' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Se ha producido un error' }),
    ).toBeVisible();
  },
};

export const UnknownRedemption: Story = {
  args: { query: '?voucher_redemption=424242' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Se ha producido un error' }),
    ).toBeVisible();
    await expect(events('booking_completed')).toEqual([]);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { query: `?voucher_redemption=${redeemedRedemptionId}` },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '¡Reserva confirmada!' }),
    ).toBeVisible();
  },
};
