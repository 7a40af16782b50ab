import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { formatDate, trackedEvents, type Language } from '@cepa/core';
import { backend, paymentProvider } from '@cepa/core/backend';
import { testCards } from '@cepa/core/payment';
import {
  bookingCalls,
  bookingReceived,
  existingBookingIntentId,
  fixtureDays,
  typedBilling as billing,
  typedVisitor as visitor,
  voucherCodes,
} from '../../fake';
import { decodeBookingHash, encodeBookingHash, type BookingHashState } from '../../hash';
import { freshState, navigations, pageFor, setHash, withBookingProviders } from '../../story-decorators';
import { api } from '@cepa/core/http';
import type { BookingSeed } from '../../atoms/state';
import { BookingFlow, preloadFirstStep, preloadLaterSteps } from './booking-flow';
import { contextOf, loadBookingSeed } from './load';

const days = fixtureDays();
const monthOf = (day: string) => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) });

const firstStep = { language: 'es', adults: 2, children: 1, babies: 0 };

/** A booking state written to the hash before the story renders. */
function withHash(state: BookingHashState) {
  return () => setHash(`#${encodeBookingHash(state)}`);
}

/** Everything typed up to the payment, for the taken-at-intent day's last slot (17:30 at experience 1). */
const atPayment = (day: string, slot = '17:30'): BookingHashState => ({
  step: 4,
  firstStep,
  secondStep: { ...monthOf(day), day, slot },
  thirdStep: visitor,
  fourthStep: { subStep: 'payment', billing },
});

const currentHash = () => decodeBookingHash(window.location.hash);

/** The summary of the visit being booked, as steps 3 and 4 show it (English). */
const visitSummaryEnglish = (day: string, time: string, visitors: number) =>
  `Your visit: ${formatDate(day, 'en', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}, at ${time}, ${visitors} visitors.`;

/** Types a value the quick way (one paste), as autofill would; the key-by-key typing is proven elsewhere. */
async function fill(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

const meta = {
  title: 'Booking/Booking page',
  tags: ['responsive'],
  component: BookingFlow,
  // The plays read the Spanish copy: the language is pinned (stories that read English pin English).
  globals: { locale: 'es' },
  decorators: [withBookingProviders],
  // The later steps' code loads apart in the site; here it is in before the story renders.
  loaders: [
    async () => ({
      laterSteps: await Promise.all([preloadFirstStep(), preloadLaterSteps()]).then(() => true),
    }),
  ],
  beforeEach: freshState,
  // The card form pays through the embedded provider's own call. Experience 1, its slots, prices and
  // vouchers are Casa Solera's (Isla Brava would refuse them): the brand is pinned, and the Isla Brava
  // story pins its own experience.
  parameters: {
    msw: paymentProvider.handlers,
    layout: 'fullscreen',
    search: '?experience=1',
    brand: 'solera',
    docs: {
      description: {
        component:
          'The experience booking, started from an experience card’s Book link: booking data (language and visitors), availability (month, day and time), the visitor’s details, then billing and card payment. The step indicator says where the visitor is. The steps already filled in live in the page’s address, so the browser’s Back and Forward move between steps and a reload keeps them. With a voucher the third step ends the booking: no billing, no payment.',
      },
    },
  },
  args: { page: pageFor({ globals: {}, parameters: {} }), search: '', hash: '' },
  render: (_args, context) => (
    <BookingFlow
      page={pageFor(context)}
      search={(context.parameters.search as string | undefined) ?? ''}
      // The story's hash is written before it renders (`withHash`), as an address would carry it.
      hash={window.location.hash}
      onPaymentRedirect={(url) => navigations.push(url)}
    />
  ),
} satisfies Meta<typeof BookingFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

const slotName = (day: string, time: string, language: Language = 'es') =>
  `${formatDate(day, language, { weekday: 'long', day: 'numeric', month: 'long' })}, ${time}`;

async function payWithCard(canvas: ReturnType<typeof within>, language: Language = 'es') {
  const en = language === 'en';
  await userEvent.type(
    await canvas.findByRole('textbox', { name: en ? /Card number/ : /Número de la tarjeta/ }),
    testCards.success,
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: en ? /Expiry date/ : /Fecha de caducidad/ }),
    '1240',
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: en ? /Security code/ : /Código de seguridad/ }),
    '123',
  );
}

export const VisitorsStepSpanish: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reserva tu visita' })).toBeVisible();
    await expect(await canvas.findByText('Experiencia: Visita y cata en la bodega')).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Elegir fecha' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('combobox', { name: /Idioma de la visita/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inglés' }));
    await userEvent.click(canvas.getByRole('spinbutton', { name: 'Niños (de 5 a 17 años)' }));
    await userEvent.keyboard('{ArrowUp}');
    // 1 adult × 25 € + 1 child × 12,50 €
    await expect(canvas.getByText('37,50 €')).toBeVisible();
    await userEvent.click(next);
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Disponibilidad' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() =>
      expect(currentHash()).toMatchObject({
        step: 2,
        experienceId: 1,
        firstStep: { language: 'en', adults: 1, children: 1, babies: 0 },
      }),
    );
  },
};

export const DateStepChoosingSlot: Story = {
  beforeEach: withHash({ step: 2, firstStep, secondStep: { ...monthOf(days.open), day: null, slot: null } }),
  play: async ({ canvas }) => {
    const slot = await canvas.findByRole('radio', { name: slotName(days.open, '10:00 AM') });
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(slot);
    // The address is written at most every 300 ms (WebKit's limit on address writes): waited for.
    await waitFor(() => expect(currentHash().secondStep).toMatchObject({ day: days.open, slot: '10:00' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Datos del cliente' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Back keeps the choice.
    await userEvent.click(canvas.getByRole('button', { name: 'Atrás' }));
    await expect(await canvas.findByRole('radio', { name: slotName(days.open, '10:00 AM') })).toBeChecked();
  },
};

const monthNames = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
];

/** SPEC §4: changing the month reloads the slots and clears the chosen slot (Next is disabled again). */
export const MonthChangeClearsSlot: Story = {
  beforeEach: withHash({ step: 2, firstStep, secondStep: { ...monthOf(days.open), day: null, slot: null } }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: slotName(days.open, '10:00 AM') }));
    await waitFor(() => expect(currentHash().secondStep).toMatchObject({ day: days.open, slot: '10:00' }));
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // Another month the calendar offers: the one after the chosen day's (never one already past).
    const other = monthNames[monthOf(days.open).month % 12]!;
    await userEvent.click(canvas.getByRole('combobox', { name: 'Mes' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: other }));
    await waitFor(() => expect(currentHash().secondStep).toMatchObject({ day: null, slot: null }));
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryAllByRole('radio', { checked: true })).toEqual([]);
  },
};

/** A slot kept in the hash that is no longer offered (the full day). */
export const DateNoLongerAvailable: Story = {
  beforeEach: withHash({
    step: 2,
    firstStep,
    secondStep: { ...monthOf(days.full), day: days.full, slot: '10:00' },
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/no es posible reservar esta experiencia en la fecha seleccionada/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Siguiente' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const SlotsNetworkDown: Story = {
  beforeEach: () => {
    setHash(`#${encodeBookingHash({ step: 2, firstStep })}`);
    backend.faults.set(bookingCalls.slotOptions, { network: true, times: 1 });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/No hemos podido cargar la disponibilidad/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(canvas.queryByText(/No hemos podido cargar la disponibilidad/)).toBeNull());
    // The story's clock stands on 22 November 2026: the rest of November has seven open days.
    await expect(await canvas.findByText('7 días disponibles')).toBeInTheDocument();
  },
};

export const ClientDataEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach: withHash({
    step: 3,
    firstStep,
    secondStep: { ...monthOf(days.open), day: days.open, slot: '10:00' },
  }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Client data' });
    // The chosen experience, date and time stay in sight while the visitor types.
    await expect(canvas.getByText('Your visit:').parentElement).toHaveTextContent(
      visitSummaryEnglish(days.open, '10:00 AM', 3),
    );
    await fill(canvas.getByRole('textbox', { name: /Document number/ }), 'X123');
    await fill(canvas.getByRole('textbox', { name: /^Name/ }), 'Lu');
    await fill(canvas.getByRole('textbox', { name: /^Surname/ }), 'Li');
    await fill(canvas.getByRole('textbox', { name: /E-mail/ }), 'l@x.es');
    await fill(canvas.getByRole('textbox', { name: /Phone/ }), '600000000');
    // A DNI needs 8 digits and a letter; a passport takes any number.
    await userEvent.click(canvas.getByRole('combobox', { name: /Document type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Passport' }));
    // The consent links to the privacy policy page, in a new tab so nothing typed is left behind.
    const privacy = canvas.getByRole('link', { name: 'privacy policy (opens in a new tab)' });
    await expect(privacy).toHaveAttribute('href', '/en/privacy');
    await expect(privacy).toHaveAttribute('target', '_blank');
    await userEvent.click(canvas.getByRole('checkbox', { name: /privacy policy/ }));
    // Typed values are in the hash, so a reload keeps them.
    await waitFor(() =>
      expect(currentHash().thirdStep).toMatchObject({ name: 'Lu', documentType: 'passport', consent: true }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Billing and payment' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('heading', { level: 3, name: 'Billing address' })).toBeVisible();
    // The billing-address sub-step is not written to the hash (SPEC §4).
    await waitFor(() => expect(currentHash()).toMatchObject({ step: 4 }));
    await waitFor(() => expect(currentHash().fourthStep).toBeUndefined());
  },
};

export const BillingToPaymentEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach: withHash({
    step: 4,
    firstStep,
    secondStep: { ...monthOf(days.open), day: days.open, slot: '10:00' },
    thirdStep: visitor,
  }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 3, name: 'Billing address' });
    await fill(canvas.getByRole('textbox', { name: /Document number/ }), '12345678Z');
    await fill(canvas.getByRole('textbox', { name: /^Name/ }), 'Lu');
    await fill(canvas.getByRole('textbox', { name: /^Surname/ }), 'Li');
    await fill(canvas.getByRole('textbox', { name: /E-mail/ }), 'l@x.es');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Address \(/ }), 'Mayor 1');
    await fill(canvas.getByRole('textbox', { name: /Postal code/ }), '26200');
    await fill(canvas.getByRole('textbox', { name: /Town or city/ }), 'Haro');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to payment' }));
    const payment = await canvas.findByRole('heading', { level: 3, name: 'Payment' });
    await waitFor(() => expect(payment).toHaveFocus());
    await waitFor(() =>
      expect(currentHash().fourthStep).toMatchObject({
        subStep: 'payment',
        billing: { address: 'Mayor 1' },
      }),
    );
    // 2 adults × 25 € + 1 child × 12,50 €
    await expect(canvas.getByRole('button', { name: /^Pay 62,50/ })).toBeVisible();
    // What is being paid for stays in sight.
    await expect(canvas.getByText('Your visit:').parentElement).toHaveTextContent(
      visitSummaryEnglish(days.open, '10:00 AM', 3),
    );
    // Back to the billing address keeps what was typed.
    await userEvent.click(canvas.getByRole('button', { name: 'Change the billing address' }));
    await expect(await canvas.findByRole('textbox', { name: /^Address \(/ })).toHaveValue('Mayor 1');
  },
};

export const PaySucceeds: Story = {
  beforeEach: withHash(atPayment(days.open, '10:00')),
  play: async ({ canvas }) => {
    await payWithCard(canvas);
    const pay = canvas.getByRole('button', { name: /^Pagar 62,50/ });
    // A double press creates one booking intent only.
    await userEvent.dblClick(pay);
    await waitFor(() => expect(navigations).toHaveLength(1), { timeout: 5000 });
    await expect(navigations[0]).toMatch(
      /\/es\/reserva-confirmada\?payment_intent=pi_.+&redirect_status=succeeded/,
    );
    await expect(bookingReceived.get().intents).toHaveLength(1);
    await expect(bookingReceived.get().intents[0]).toMatchObject({
      captcha_key: expect.stringMatching(/^local-captcha:booking:/),
      booking_data: { experience_id: 1, language: 'es', date: `${days.open}T10:00`, site: 'solera' },
      visitor_group_data: { email: 'lucia@example.com', adults_number: 2, children_number: 1 },
      billing_address_data: { line1: 'Calle Mayor 1', postcode: '26200' },
    });
    // Paid: the page's address keeps no booking, so Back from the confirmation cannot pay it again.
    await waitFor(() => expect(window.location.hash).toBe(''));
  },
};

/** SPEC §8: the slot went between the choice and the payment; the intent answers 409. */
export const SlotTakenConflict: Story = {
  beforeEach: withHash(atPayment(days.takenAtIntent)),
  play: async ({ canvas }) => {
    await payWithCard(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /^Pagar 62,50/ }));
    const title = await canvas.findByRole('heading', { level: 2, name: 'Se ha producido un error' });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(
      canvas.getByText('Lo sentimos, ya no es posible hacer la reserva para la fecha seleccionada'),
    ).toBeVisible();
    await expect(canvas.getByText(/^Alguien ha reservado las últimas plazas/)).toBeVisible();
    await expect(trackedEvents()).toContainEqual({ event: 'slot_taken', experience_id: 1 });
    await waitFor(() => expect(window.location.hash).toBe(''));
    await expect(canvas.getByRole('link', { name: 'Reservar de nuevo' })).toHaveAttribute(
      'href',
      '/es/experiencias',
    );
    await expect(canvas.getByRole('link', { name: 'Volver a la página de inicio' })).toHaveAttribute(
      'href',
      '/es/',
    );
    // Back returns to the date choice, the taken slot cleared and the rest kept.
    await userEvent.click(canvas.getByRole('button', { name: 'Volver a elegir fecha' }));
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Disponibilidad' });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() =>
      expect(currentHash()).toMatchObject({ step: 2, firstStep, secondStep: { day: null, slot: null } }),
    );
  },
};

export const ServerError: Story = {
  beforeEach: () => {
    setHash(`#${encodeBookingHash(atPayment(days.open, '10:00'))}`);
    backend.faults.set(bookingCalls.createBookingIntent, { status: 500 });
  },
  play: async ({ canvas }) => {
    await payWithCard(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /^Pagar 62,50/ }));
    await canvas.findByRole('heading', { level: 2, name: 'Se ha producido un error' });
    await expect(canvas.getByText('Por favor, inténtalo de nuevo más tarde')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Volver a elegir fecha' })).toBeNull();
    await expect(trackedEvents()).not.toContainEqual(expect.objectContaining({ event: 'slot_taken' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Reservar de nuevo' }));
    await expect(navigations).toEqual(['/es/experiencias']);
  },
};

export const NetworkDownEnglish: Story = {
  globals: { locale: 'en' },
  beforeEach: () => {
    setHash(
      `#${encodeBookingHash({ ...atPayment(days.open, '10:00'), firstStep: { ...firstStep, language: 'en' } })}`,
    );
    backend.faults.set(bookingCalls.createBookingIntent, { network: true });
  },
  play: async ({ canvas }) => {
    await payWithCard(canvas, 'en');
    await userEvent.click(canvas.getByRole('button', { name: /^Pay 62,50/ }));
    await canvas.findByRole('heading', { level: 2, name: 'An error has occurred' });
    await expect(canvas.getByText('Please, try again later')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Back to home page' }));
    await expect(navigations).toEqual(['/en/']);
  },
};

/** A voucher booking ends at step 3: finish redeems it and goes to the confirmation. */
export const VoucherFinish: Story = {
  parameters: { search: `?voucher=${voucherCodes.uniqueSolera}` },
  beforeEach: withHash({
    step: 3,
    firstStep: { language: 'es', adults: 2, children: 0, babies: 0 },
    secondStep: { ...monthOf(days.open), day: days.open, slot: '09:30' },
    thirdStep: visitor,
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Experiencia: Vendimia en familia')).toBeVisible();
    const finish = await canvas.findByRole('button', { name: 'Finalizar' });
    await userEvent.click(finish);
    await waitFor(() => expect(navigations).toEqual(['/es/reserva-confirmada?voucher_redemption=1001']));
    await expect(bookingReceived.get().redemptions[0]).toMatchObject({
      full_code: voucherCodes.uniqueSolera,
      captcha_key: expect.stringMatching(/^local-captcha:redeem:/),
      booking_data: { experience_id: 2, date: `${days.open}T09:30` },
    });
  },
};

/** The voucher's participants cap the group (4 for this one). */
export const VoucherLimitsVisitors: Story = {
  parameters: { search: `?voucher=${voucherCodes.uniqueSolera}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Bono U-SOLERA-2024: hasta 4 visitantes')).toBeVisible();
    await expect(canvas.getByText('Entre 1 y 4 visitantes en total.')).toBeVisible();
    // The voucher pays the visit: no price anywhere.
    await expect(canvas.queryByText('Precio total')).toBeNull();
    await expect(canvas.queryByText(/€/)).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: () => {
    backend.faults.set(bookingCalls.experience, { delay: 60_000 });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Cargando la reserva');
  },
};

/**
 * The page as the site renders it on the server and hydrates it: the voucher's check and the experience
 * with its options come with the page (`load`), so the first step shows without asking again. Every
 * experience call fails here: the step shows all the same, from the server's data.
 */
export const FromTheServersData: Story = {
  // no-visual: the same screen as Visitors Step Spanish; this story proves the step needs no call of its own.
  tags: ['no-visual'],
  loaders: [
    async (context) => ({
      seed: await loadBookingSeed(contextOf(pageFor(context), '?experience=1'), api),
    }),
  ],
  beforeEach: () => {
    backend.faults.set(bookingCalls.experience, { status: 500 });
    backend.faults.set(bookingCalls.bookingOptions, { status: 500 });
  },
  render: (_args, context) => (
    <BookingFlow
      page={pageFor(context)}
      search="?experience=1"
      hash=""
      seed={(context.loaded as { seed: BookingSeed | null }).seed}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Experiencia: Visita y cata en la bodega')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Datos de la reserva' })).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Adultos' })).toHaveValue('1');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ExperienceLoadFailed: Story = {
  beforeEach: () => {
    backend.faults.set(bookingCalls.experience, { status: 500, times: 1 });
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No hemos podido cargar la experiencia');
    await userEvent.click(canvas.getByRole('button', { name: 'Reintentar' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Datos de la reserva' })).toBeVisible();
  },
};

export const NoExperienceChosen: Story = {
  parameters: { search: '' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Elige una experiencia')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver las experiencias' })).toHaveAttribute(
      'href',
      '/es/experiencias',
    );
  },
};

export const MalformedHash: Story = {
  beforeEach: () => setHash('#%7Bnot-json'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Datos de la reserva' })).toBeVisible();
  },
};

/** Changing the hash (a link, the address bar) moves the page to that step. */
export const HashChangeMovesStep: Story = {
  beforeEach: withHash({ step: 1, firstStep }),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Datos de la reserva' });
    window.location.hash = encodeBookingHash({ step: 2, firstStep });
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Disponibilidad' });
    await waitFor(() => expect(heading).toHaveFocus());
    window.location.hash = '';
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Datos de la reserva' })).toBeVisible();
    // What was chosen survives the empty hash.
    await expect(canvas.getByRole('spinbutton', { name: 'Niños (de 5 a 17 años)' })).toHaveValue('1');
  },
};

/** The redeem answers 409 too when the slot went: the same conflict screen, no payment involved. */
export const VoucherSlotTaken: Story = {
  parameters: { search: `?voucher=${voucherCodes.uniqueSolera}` },
  beforeEach: withHash({
    step: 3,
    firstStep: { language: 'es', adults: 2, children: 0, babies: 0 },
    secondStep: { ...monthOf(days.takenAtIntent), day: days.takenAtIntent, slot: '16:00' },
    thirdStep: visitor,
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Finalizar' }));
    await expect(
      await canvas.findByText('Lo sentimos, ya no es posible hacer la reserva para la fecha seleccionada'),
    ).toBeVisible();
    await expect(trackedEvents()).toContainEqual({ event: 'slot_taken', experience_id: 2 });
    await expect(navigations).toEqual([]);
  },
};

export const IslaBravaEnglishPhone: Story = {
  globals: { locale: 'en', viewport: { value: 'phone' } },
  parameters: { brand: 'brava', search: '?experience=4' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Book your visit' })).toBeVisible();
    await expect(await canvas.findByText('Experience: Walk through the volcanic vineyard')).toBeVisible();
    await expect(canvas.getByText('Step 1 of 4')).toBeVisible();
    await expect(canvas.getByRole('spinbutton', { name: 'Adults' })).toHaveValue('1');
    await expect(canvas.getByText('22,00 €')).toBeVisible();
  },
};

/** A voucher that does not check out: the visitor is told and books without it (paid). */
export const VoucherNotValid: Story = {
  parameters: { search: `?experience=1&voucher=${voucherCodes.notFound}` },
  play: async ({ canvas }) => {
    // Why, as the voucher page says it (SPEC §8).
    await expect(
      await canvas.findByText(
        'No podemos usar el bono NO-EXISTE-0000. El código del bono no existe. Puedes reservar sin él.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Entre 1 y 20 visitantes en total.')).toBeVisible();
    // Without a valid voucher the visit is paid: its price shows.
    await expect(canvas.getByText('Precio total')).toBeVisible();
  },
};

/** Keyboard only: next after the choices, focus on each new step's heading, arrows choose a slot. */
export const KeyboardOnly: Story = {
  beforeEach: withHash({ step: 1, firstStep, secondStep: { ...monthOf(days.open), day: null, slot: null } }),
  play: async ({ canvas }) => {
    const babies = await canvas.findByRole('spinbutton', { name: 'Bebés (hasta 4 años)' });
    babies.focus();
    await userEvent.tab();
    const chooseDate = canvas.getByRole('button', { name: 'Elegir fecha' });
    await expect(chooseDate).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Disponibilidad' });
    await waitFor(() => expect(heading).toHaveFocus());
    const first = await canvas.findByRole('radio', { name: slotName(days.open, '10:00 AM') });
    first.focus();
    await userEvent.keyboard(' ');
    await expect(first).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: slotName(days.open, '12:00 PM') })).toBeChecked();
    await waitFor(() => expect(currentHash().secondStep).toMatchObject({ day: days.open, slot: '12:00' }));
  },
};

/**
 * SPEC §4: after a conflict at capture, the confirmation page sends the visitor back with the
 * booking intent's id in the hash; its data fill the steps again and the date is chosen anew.
 */
export const BackFromConflictAtCapture: Story = {
  beforeEach: withHash({ step: 2, bookingIntentId: existingBookingIntentId, experienceId: 1 }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Disponibilidad' })).toBeVisible();
    await waitFor(() =>
      expect(currentHash()).toMatchObject({
        step: 2,
        bookingIntentId: existingBookingIntentId,
        experienceId: 1,
        firstStep: { language: 'es', adults: 2, children: 0, babies: 0 },
        secondStep: { ...monthOf(days.takenAtPayment), day: null, slot: null },
        thirdStep: { name: 'Carmen', email: 'carmen.ruiz@example.com', consent: false },
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Atrás' }));
    await expect(await canvas.findByRole('spinbutton', { name: 'Adultos' })).toHaveValue('2');
  },
};

/** Each step has its own history entry: the browser's back and forward move between steps. */
export const BrowserBackAndForward: Story = {
  beforeEach: withHash({ step: 1, firstStep, secondStep: { ...monthOf(days.open), day: null, slot: null } }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Elegir fecha' }));
    await userEvent.click(await canvas.findByRole('radio', { name: slotName(days.open, '10:00 AM') }));
    await userEvent.click(canvas.getByRole('button', { name: 'Siguiente' }));
    await canvas.findByRole('heading', { level: 2, name: 'Datos del cliente' });
    window.history.back();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Disponibilidad' })).toBeVisible();
    await expect(await canvas.findByRole('radio', { name: slotName(days.open, '10:00 AM') })).toBeChecked();
    window.history.back();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Datos de la reserva' })).toBeVisible();
    window.history.forward();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Disponibilidad' })).toBeVisible();
  },
};
