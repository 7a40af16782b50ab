import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backend,
  fetchThrough,
  members,
  openSession,
  paymentProvider,
  sessionCookie,
  storeCap,
} from '@cepa/core/backend';
import {
  bookingIntentKey,
  bookingOptionsSchema,
  captureBookingPayment,
  confirmationPageDataSchema,
  experienceSchema,
  slotTimeSchema,
  voucherPageDataSchema,
  checkRedemption,
  checkVoucher,
  createBookingIntent,
  getBookingIntent,
  getBookingOptions,
  getExperience,
  getExperiences,
  getSlotOptions,
  redeemVoucher,
  type BookingIntentPayload,
  type RedeemVoucherPayload,
} from '../api';
import { bookingConflictOf, bookingErrorKind, voucherCheckOutcome } from '../errors';
import {
  bookingCalls,
  bookingIntents,
  bookingOptionsBody,
  bookingReceived,
  calendarDays,
  confirmationPageFixture,
  experienceBody,
  experienceFixtures,
  seedPaidBookingIntent,
  voucherPageFixture,
  confirmedBookings,
  existingBookingIntentId,
  fixtureDays,
  handlers,
  isoDay,
  legacyVoucherCode,
  payWithTestCard,
  redeemedRedemptionId,
  sampleBillingAddress,
  sampleBookingData,
  sampleVisitorGroup,
  voucherCodes,
  voucherRedemptions,
} from './index';

/** Every call of the client goes to the embedded backend's handlers, as in the browser. */
beforeEach(() => {
  backend.reset();
  vi.stubGlobal('fetch', fetchThrough([...handlers, ...paymentProvider.handlers]));
});
afterEach(() => vi.unstubAllGlobals());

const days = fixtureDays();
const caught = (promise: Promise<unknown>) => promise.then(() => undefined).catch((e: unknown) => e);

function intentPayload(overrides: Partial<BookingIntentPayload> = {}): BookingIntentPayload {
  return {
    captcha_key: 'local-captcha:booking:1',
    billing_address_data: sampleBillingAddress,
    visitor_group_data: { ...sampleVisitorGroup, adults_number: 2, children_number: 1, babies_number: 1 },
    booking_data: sampleBookingData({ date: `${days.open}T10:00` }),
    ...overrides,
  };
}

function redeemPayload(overrides: Partial<RedeemVoucherPayload> = {}): RedeemVoucherPayload {
  return {
    captcha_key: 'local-captcha:redeem:1',
    visitor_group_data: { ...sampleVisitorGroup, adults_number: 2, children_number: 1, babies_number: 0 },
    booking_data: sampleBookingData({ experience_id: 2, date: `${days.open}T09:30` }),
    full_code: voucherCodes.uniqueSolera,
    ...overrides,
  };
}

/** A booking intent post as another client could send it: any headers, the payload as JSON. */
function postIntent(payload: BookingIntentPayload, headers: Record<string, string> = {}) {
  return fetch('/api/booking_intent/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(payload),
  });
}

/** Another browser: a cookie jar of its own (another visitor, unless `cookie` logs it in). */
function otherBrowser(cookie?: () => string) {
  vi.stubGlobal('fetch', fetchThrough([...handlers, ...paymentProvider.handlers], { cookie }));
}

const statusOf = (secret: string) => paymentProvider.find(secret)?.status;

describe('paying once: Idempotency-Key on the booking intent', () => {
  it('answers a retry, a reload or a second tab of the same booking with the very same intent', async () => {
    const first = await createBookingIntent(intentPayload());
    // A new captcha token and a later moment of consent: the same booking all the same.
    const again = intentPayload({ captcha_key: 'local-captcha:booking:2' });
    again.visitor_group_data = { ...again.visitor_group_data, consent_date: '2026-11-22T10:05:00.000Z' };
    expect(bookingIntentKey(again)).toBe(bookingIntentKey(intentPayload()));
    expect(await createBookingIntent(again)).toEqual(first);
    expect(statusOf(first.payment_intent_secret)).toBe('requires_payment_method');
    expect(bookingReceived.get().intents).toHaveLength(2);
  });

  it('makes a new intent for a changed booking and cancels the one before: it can no longer be paid', async () => {
    const before = await createBookingIntent(intentPayload());
    const changed = await createBookingIntent(
      intentPayload({ booking_data: sampleBookingData({ date: `${days.open}T12:00` }) }),
    );
    expect(changed.booking_intent_id).not.toBe(before.booking_intent_id);
    expect(statusOf(before.payment_intent_secret)).toBe('canceled');
    expect(await payWithTestCard(before.payment_intent_secret)).toBe(400);
    expect(await payWithTestCard(changed.payment_intent_secret)).toBe(200);
    // Back to the first choice: its key no longer names a payable intent, so a new one is made.
    const back = await createBookingIntent(intentPayload());
    expect(back.booking_intent_id).not.toBe(before.booking_intent_id);
    expect(statusOf(back.payment_intent_secret)).toBe('requires_payment_method');
    // The changed booking was paid meanwhile: it stays paid, and its capture confirms it.
    expect(statusOf(changed.payment_intent_secret)).toBe('succeeded');
    await expect(
      captureBookingPayment({ payment_intent: changed.payment_intent_secret }, 'es'),
    ).resolves.toMatchObject({ booking: { total_visitors: 4 } });
  });

  it('without the header, makes a new intent at each call, superseding the one before', async () => {
    const first = (await (await postIntent(intentPayload())).json()) as { payment_intent_secret: string };
    const second = (await (await postIntent(intentPayload())).json()) as { payment_intent_secret: string };
    expect(second.payment_intent_secret).not.toBe(first.payment_intent_secret);
    expect(statusOf(first.payment_intent_secret)).toBe('canceled');
    expect(statusOf(second.payment_intent_secret)).toBe('requires_payment_method');
  });

  it('leaves the intent of another experience payable (two bookings in the making)', async () => {
    const tour = await createBookingIntent(intentPayload());
    await createBookingIntent(
      intentPayload({ booking_data: sampleBookingData({ experience_id: 2, date: `${days.open}T09:30` }) }),
    );
    expect(statusOf(tour.payment_intent_secret)).toBe('requires_payment_method');
  });

  it('keeps keys to their caller: another visitor with the same key gets an intent of their own', async () => {
    const mine = await createBookingIntent(intentPayload());
    otherBrowser();
    const theirs = await createBookingIntent(intentPayload());
    expect(theirs.booking_intent_id).not.toBe(mine.booking_intent_id);
    expect(theirs.payment_intent_secret).not.toBe(mine.payment_intent_secret);
    expect(statusOf(mine.payment_intent_secret)).toBe('requires_payment_method');
  });

  it('answers a member with the same intent in each of their browsers', async () => {
    const token = openSession(members[0]!);
    otherBrowser(() => `${sessionCookie}=${token}`);
    const onPhone = await createBookingIntent(intentPayload());
    otherBrowser(() => `${sessionCookie}=${token}`);
    expect(await createBookingIntent(intentPayload())).toEqual(onPhone);
    await payWithTestCard(onPhone.payment_intent_secret);
    otherBrowser();
    expect(
      await caught(captureBookingPayment({ payment_intent: onPhone.payment_intent_secret }, 'es')),
    ).toMatchObject({ status: 404 });
    otherBrowser(() => `${sessionCookie}=${token}`);
    await expect(
      captureBookingPayment({ payment_intent: onPhone.payment_intent_secret }, 'es'),
    ).resolves.toMatchObject({ booking: { total_visitors: 4 } });
  });

  it('answers 422 to a key sent again with another booking, and 400 to a malformed key', async () => {
    const key = { 'Idempotency-Key': 'booking-fixed' };
    expect((await postIntent(intentPayload(), key)).status).toBe(200);
    const other = intentPayload({ booking_data: sampleBookingData({ date: `${days.open}T17:30` }) });
    const reused = await postIntent(other, key);
    expect(reused.status).toBe(422);
    expect(await reused.json()).toEqual({ detail: 'IDEMPOTENCY_KEY_REUSED' });
    const malformed = await postIntent(intentPayload(), { 'Idempotency-Key': 'k'.repeat(256) });
    expect(malformed.status).toBe(400);
  });
});

describe('the booking capture checks who captures', () => {
  it("answers another visitor's capture of a paid intent as a payment that does not exist (404)", async () => {
    const created = await createBookingIntent(intentPayload());
    await payWithTestCard(created.payment_intent_secret);
    const paymentIntent = paymentProvider.find(created.payment_intent_secret)!.id;
    otherBrowser();
    expect(await caught(captureBookingPayment({ payment_intent: paymentIntent }, 'es'))).toMatchObject({
      status: 404,
      detail: 'BOOKING_INTENT_NOT_FOUND',
    });
    expect(paymentProvider.find(paymentIntent)?.captured).toBe(false);
    expect(confirmedBookings.get()).toEqual([]);
  });
});

describe('ids a caller could guess', () => {
  it('are random: booking intents, voucher redemptions and payment intents', async () => {
    const intents = [
      await createBookingIntent(intentPayload()),
      await createBookingIntent(
        intentPayload({ booking_data: sampleBookingData({ experience_id: 2, date: `${days.open}T09:30` }) }),
      ),
    ];
    const [a, b] = intents.map((intent) => intent.booking_intent_id);
    expect(Math.abs(a! - b!)).toBeGreaterThan(1);
    expect(Math.min(a!, b!)).toBeGreaterThanOrEqual(1e9);
    for (const intent of intents) {
      expect(paymentProvider.find(intent.payment_intent_secret)?.id).toMatch(/^pi_[0-9a-f]{24}$/);
    }
    const { voucher_redemption_id } = await redeemVoucher(redeemPayload());
    expect(voucher_redemption_id).toBeGreaterThanOrEqual(1e9);
    expect(Number.isSafeInteger(voucher_redemption_id)).toBe(true);
    await expect(checkRedemption(String(voucher_redemption_id), 'es')).resolves.toMatchObject({
      booking: { total_visitors: 3 },
    });
  });
});

describe('the booking stores are bounded', () => {
  it('forget the oldest intents and redemptions beyond the cap, never the fixture ones', async () => {
    const { booking_intent_id } = await createBookingIntent(intentPayload());
    const { voucher_redemption_id } = await redeemVoucher(redeemPayload());
    const intent = bookingIntents.get().get(booking_intent_id)!;
    const redemption = voucherRedemptions.get().get(voucher_redemption_id)!;
    for (let i = 1; i <= storeCap; i++) {
      bookingIntents.get().set(-i, { ...intent, id: -i });
      voucherRedemptions.get().set(-i, { ...redemption, id: -i });
    }
    expect(await caught(getBookingIntent(booking_intent_id))).toMatchObject({ status: 404 });
    expect(await caught(checkRedemption(voucher_redemption_id, 'es'))).toMatchObject({ status: 404 });
    await expect(getBookingIntent(existingBookingIntentId)).resolves.toMatchObject({
      id: existingBookingIntentId,
    });
    await expect(checkRedemption(redeemedRedemptionId, 'es')).resolves.toBeDefined();
  });
});

describe('experiences', () => {
  it('answers an experience in the asked language, with its three prices', async () => {
    await expect(getExperience(1, { brand: 'solera', language: 'es' })).resolves.toEqual({
      id: 1,
      name: 'Visita y cata en la bodega',
      price_adult: 25,
      price_child: 12.5,
      price_baby: 0,
    });
    await expect(getExperience(6, { brand: 'brava', language: 'en' })).resolves.toMatchObject({
      name: 'Lunch on the estate',
      price_baby: 5,
    });
  });

  it('lists the experiences of a brand', async () => {
    await expect(getExperiences({ brand: 'brava', language: 'en' })).resolves.toEqual([
      { id: 4, name: 'Walk through the volcanic vineyard' },
      { id: 5, name: 'Sunset tasting by the sea' },
      { id: 6, name: 'Lunch on the estate' },
    ]);
    expect((await getExperiences({ brand: 'solera', language: 'es' })).map((e) => e.id)).toEqual([1, 2, 3]);
  });

  it('answers 404 for an unknown experience', async () => {
    expect(await caught(getExperience(99, { brand: 'solera', language: 'es' }))).toMatchObject({
      kind: 'http',
      status: 404,
    });
  });
});

describe('booking options', () => {
  it('lists Spain first, twelve months, the visit languages and the default limits', async () => {
    const options = await getBookingOptions(1, { language: 'en' });
    expect(options.country_options[0]).toEqual({ value: 'ES', text: 'Spain' });
    expect(options.country_options.length).toBeGreaterThan(5);
    expect(options.months_options).toHaveLength(12);
    expect(options.months_options[0]).toEqual({ text: 'January', value: '1' });
    expect(options.languages_options.map((o) => o.value)).toEqual(['es', 'en', 'fr']);
    expect(options.region_options.some((o) => o.text === 'La Rioja')).toBe(true);
    expect(options).toMatchObject({ min_visitors: 1, max_visitors: 20 });
  });

  it('gives the vintage tasting other limits (2 to 8)', async () => {
    expect(await getBookingOptions(3, { language: 'es' })).toMatchObject({
      min_visitors: 2,
      max_visitors: 8,
    });
    expect(
      bookingOptionsSchema.parse(await getBookingOptions(3, { language: 'es' })).country_options[0],
    ).toEqual({
      value: 'ES',
      text: 'España',
    });
  });
});

describe('slot options', () => {
  const monthOf = (day: string) => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) });
  const slotsFor = (day: string, visitor_number = 2, id = 1) =>
    getSlotOptions(id, { ...monthOf(day), language: 'es', visitor_number, site: 'solera' }).then((options) =>
      options.find((o) => o.day === day),
    );

  it('offers morning and afternoon slots on an open day', async () => {
    expect(await slotsFor(days.open)).toEqual({ day: days.open, slots: ['10:00', '12:00', '17:30'] });
  });

  it('leaves closed days out and lists the full day with no slots', async () => {
    expect(await slotsFor(days.closed)).toBeUndefined();
    expect(await slotsFor(days.full)).toEqual({ day: days.full, slots: [] });
  });

  it('leaves the first slot of the few-places day out for a group above 4', async () => {
    expect((await slotsFor(days.fewPlaces, 4))?.slots).toEqual(['10:00', '12:00', '17:30']);
    expect((await slotsFor(days.fewPlaces, 5))?.slots).toEqual(['12:00', '17:30']);
  });

  it('offers the slots that will be taken later', async () => {
    expect((await slotsFor(days.takenAtPayment))?.slots).toContain('17:30');
    expect((await slotsFor(days.takenAtIntent))?.slots).toContain('17:30');
  });

  it('lists only days after today', async () => {
    const today = new Date();
    const options = await getSlotOptions(1, {
      year: today.getFullYear(),
      month: today.getMonth() + 1,
      language: 'es',
      visitor_number: 1,
      site: 'solera',
    });
    expect(options.every((o) => o.day > isoDay(today))).toBe(true);
  });

  it('has no slots for a past month or past the six-month horizon', async () => {
    const today = new Date();
    const past = new Date(today.getFullYear(), today.getMonth() - 1, 1);
    const far = new Date(today.getFullYear(), today.getMonth() + 6, 1);
    for (const date of [past, far]) {
      await expect(
        getSlotOptions(1, {
          year: date.getFullYear(),
          month: date.getMonth() + 1,
          language: 'es',
          visitor_number: 1,
          site: 'solera',
        }),
      ).resolves.toEqual([]);
    }
    const next = new Date(today.getFullYear(), today.getMonth() + 1, 1);
    expect(calendarDays(next.getFullYear(), next.getMonth() + 1).length).toBeGreaterThan(20);
  });

  it('answers 400 to a bad query', async () => {
    const response = await fetch('/api/experience/1/slot_options/?month=13&year=2027&visitor_number=1');
    expect(response.status).toBe(400);
  });
});

describe('booking intent and capture', () => {
  it('creates a payment intent for the total and records what it received', async () => {
    const created = await createBookingIntent(intentPayload());
    expect(created.booking_intent_id).toBeGreaterThan(existingBookingIntentId);
    const payment = paymentProvider.find(created.payment_intent_secret);
    // 2 adults × 25 € + 1 child × 12.50 € + 1 baby × 0 €
    expect(payment).toMatchObject({ amount: 6250, currency: 'eur', status: 'requires_payment_method' });
    expect(bookingReceived.get().intents).toEqual([intentPayload()]);
  });

  it('reads an intent back', async () => {
    const { booking_intent_id } = await createBookingIntent(intentPayload());
    const intent = await getBookingIntent(booking_intent_id);
    expect(intent).toMatchObject({
      id: booking_intent_id,
      experience_id: 1,
      language: 'es',
      date: `${days.open}T10:00`,
      visitor_group: { adults_number: 2, children_number: 1, babies_number: 1, name: 'Carmen' },
    });
    expect(intent.visitor_group.billing_address).toEqual(sampleBillingAddress);
    await expect(getBookingIntent(existingBookingIntentId)).resolves.toMatchObject({
      date: `${days.takenAtPayment}T17:30`,
    });
  });

  it("answers another visitor's read, or a guessed id, as an intent that does not exist (404)", async () => {
    const { booking_intent_id } = await createBookingIntent(intentPayload());
    await expect(getBookingIntent(booking_intent_id)).resolves.toMatchObject({ id: booking_intent_id });
    // Another browser: a cookie jar of its own, so another visitor.
    vi.stubGlobal('fetch', fetchThrough([...handlers, ...paymentProvider.handlers]));
    expect(await caught(getBookingIntent(booking_intent_id))).toMatchObject({ status: 404 });
    expect(await caught(getBookingIntent(booking_intent_id + 1))).toMatchObject({ status: 404 });
    // The fixture intent belongs to nobody: stories and the README's walkthrough read it.
    await expect(getBookingIntent(existingBookingIntentId)).resolves.toMatchObject({
      id: existingBookingIntentId,
    });
  });

  it('answers 400 with a detail to a bad payload and to an empty captcha', async () => {
    const bad = await caught(
      createBookingIntent({ ...intentPayload(), booking_data: { experience_id: 1 } } as never),
    );
    expect(bad).toMatchObject({ status: 400 });
    expect((bad as { detail: string }).detail).toMatch(/^Invalid payload: booking_data/);
    expect(await caught(createBookingIntent(intentPayload({ captcha_key: ' ' })))).toMatchObject({
      status: 400,
      detail: 'INVALID_CAPTCHA',
    });
  });

  it.each([
    ['taken between the choice and the submit', () => `${days.takenAtIntent}T17:30`],
    ['a full day', () => `${days.full}T10:00`],
    ['a closed day', () => `${days.closed}T10:00`],
    ['a time the experience does not have', () => `${days.open}T11:15`],
  ])('answers 409 for a slot %s', async (_, date) => {
    const error = await caught(
      createBookingIntent(intentPayload({ booking_data: sampleBookingData({ date: date() }) })),
    );
    expect(bookingErrorKind(error)).toBe('conflict');
  });

  it('refuses a group outside the limits', async () => {
    const group = { ...sampleVisitorGroup, adults_number: 1 };
    const error = await caught(
      createBookingIntent(
        intentPayload({
          visitor_group_data: group,
          booking_data: sampleBookingData({ experience_id: 3, date: `${days.open}T11:00` }),
        }),
      ),
    );
    expect(error).toMatchObject({ status: 400, detail: 'INVALID_VISITOR_NUMBER' });
  });

  it('captures only a paid intent, answers the confirmation, and tracks it once', async () => {
    const created = await createBookingIntent(
      intentPayload({
        visitor_group_data: {
          ...intentPayload().visitor_group_data,
          has_newsletter_subscription: true,
          web_language: 'en',
        },
      }),
    );
    const paymentIntent = paymentProvider.find(created.payment_intent_secret)?.id ?? '';
    expect(await caught(captureBookingPayment({ payment_intent: paymentIntent }, 'es'))).toMatchObject({
      status: 400,
      detail: 'PAYMENT_NOT_SUCCEEDED',
    });

    expect(await payWithTestCard(created.payment_intent_secret)).toBe(200);
    const confirmation = await captureBookingPayment({ payment_intent: paymentIntent }, 'en');
    expect(confirmation).toMatchObject({
      booking: { experience_name: 'Winery tour and tasting', total_visitors: 4, language: 'es' },
      newsletter: true,
      track_gtm_booking: { experience_id: 1, total_visitors: 4, value: 62.5, currency: 'EUR' },
    });
    expect(paymentProvider.find(paymentIntent)?.captured).toBe(true);
    expect(confirmedBookings.get()).toHaveLength(1);

    // Asked again from the page in Spanish (a language switch): the experience is named in Spanish.
    const again = await captureBookingPayment({ payment_intent: paymentIntent }, 'es');
    expect(again.booking.experience_name).toBe('Visita y cata en la bodega');
    expect(again.track_gtm_booking).toBeNull();
    expect(confirmedBookings.get()).toHaveLength(1);
    expect(bookingReceived.get().captures).toEqual([paymentIntent, paymentIntent, paymentIntent]);
  });

  it('takes the places of a captured booking', async () => {
    const group = { ...sampleVisitorGroup, adults_number: 18 };
    const created = await createBookingIntent(intentPayload({ visitor_group_data: group }));
    await payWithTestCard(created.payment_intent_secret);
    await captureBookingPayment({ payment_intent: created.payment_intent_secret }, 'es');
    const { year, month } = { year: Number(days.open.slice(0, 4)), month: Number(days.open.slice(5, 7)) };
    const options = await getSlotOptions(1, {
      year,
      month,
      language: 'es',
      visitor_number: 3,
      site: 'solera',
    });
    expect(options.find((o) => o.day === days.open)?.slots).toEqual(['12:00', '17:30']);
    expect(bookingErrorKind(await caught(createBookingIntent(intentPayload())))).toBe('conflict');
  });

  it('answers 409 with the conflict data when the slot went while paying', async () => {
    const created = await createBookingIntent(
      intentPayload({ booking_data: sampleBookingData({ date: `${days.takenAtPayment}T17:30` }) }),
    );
    await payWithTestCard(created.payment_intent_secret);
    const error = await caught(
      captureBookingPayment({ payment_intent: created.payment_intent_secret }, 'es'),
    );
    expect(bookingConflictOf(error)).toEqual({
      booking_intent_id: created.booking_intent_id,
      experience_page_url: '/es/reservar?experience=1',
    });
  });

  it('answers 404 to an unknown payment intent and 400 to a bad body', async () => {
    expect(await caught(captureBookingPayment({ payment_intent: 'pi_unknown' }, 'es'))).toMatchObject({
      status: 404,
    });
    expect(await caught(captureBookingPayment({} as never, 'es'))).toMatchObject({ status: 400 });
  });

  it('honours a fault switched on by name', async () => {
    backend.faults.set(bookingCalls.createBookingIntent, { status: 500, times: 1 });
    expect(bookingErrorKind(await caught(createBookingIntent(intentPayload())))).toBe('default');
    await expect(createBookingIntent(intentPayload())).resolves.toBeDefined();
  });
});

describe('vouchers', () => {
  const check = (full_code: string, site: 'solera' | 'brava' = 'solera', language: 'es' | 'en' = 'es') =>
    checkVoucher({ full_code, site, language });

  it('answers a unique voucher with its experience, participants and validity', async () => {
    const voucher = await check(voucherCodes.uniqueSolera, 'solera', 'en');
    expect(voucher).toMatchObject({
      full_code: 'U-SOLERA-2024',
      prefix: 'U',
      experience: { id: 2, title: 'Family harvest day' },
      participants_number: 4,
    });
    expect(voucher.start_date < isoDay(new Date())).toBe(true);
    expect(voucher.end_date > isoDay(new Date())).toBe(true);
    expect(await check(voucherCodes.uniqueBrava, 'brava')).toMatchObject({
      experience: { id: 5 },
      participants_number: 2,
    });
  });

  it('answers a voucher without a fixed experience', async () => {
    expect(await check(voucherCodes.openSolera)).toMatchObject({
      prefix: 'R',
      experience: null,
      participants_number: 6,
    });
    expect(await check(` ${voucherCodes.openBrava.toLowerCase()} `, 'brava')).toMatchObject({
      experience: null,
    });
  });

  it.each([
    [voucherCodes.notFound, 'not_found'],
    [voucherCodes.tooSoon, 'too_soon'],
    [voucherCodes.outdated, 'outdated'],
    [voucherCodes.inactive, 'inactive'],
    [voucherCodes.alreadyRedeemed, 'already_redeemed'],
    [legacyVoucherCode, 'not_found'],
    ['', 'not_found'],
  ])('%s → %s', async (code, outcome) => {
    for (const site of ['solera', 'brava'] as const) {
      expect(voucherCheckOutcome(await caught(check(code, site)))).toBe(outcome);
    }
  });

  it("does not know another brand's voucher", async () => {
    expect(voucherCheckOutcome(await caught(check(voucherCodes.uniqueSolera, 'brava')))).toBe('not_found');
  });

  it('is silent when the connection drops', async () => {
    backend.faults.set(bookingCalls.checkVoucher, { network: true });
    expect(voucherCheckOutcome(await caught(check(voucherCodes.uniqueSolera)))).toBe('silent');
    expect(bookingReceived.get().voucherChecks).toEqual([]);
  });

  it('redeems, confirms the redemption later, and then the voucher is used', async () => {
    const { voucher_redemption_id } = await redeemVoucher(redeemPayload());
    expect(bookingReceived.get().redemptions).toEqual([redeemPayload()]);
    await expect(checkRedemption(voucher_redemption_id, 'es')).resolves.toEqual({
      booking: {
        experience_name: 'Vendimia en familia',
        total_visitors: 3,
        language: 'es',
        date: `${days.open}T09:30`,
      },
      newsletter: false,
      track_gtm_booking: expect.objectContaining({ experience_id: 2, total_visitors: 3, value: 0 }),
    });
    expect((await checkRedemption(String(voucher_redemption_id), 'es')).track_gtm_booking).toBeNull();
    // Another visitor cannot read the redemption (its visitor's personal data).
    vi.stubGlobal('fetch', fetchThrough([...handlers, ...paymentProvider.handlers]));
    expect(await caught(checkRedemption(voucher_redemption_id, 'es'))).toMatchObject({ status: 404 });
    expect(voucherCheckOutcome(await caught(check(voucherCodes.uniqueSolera)))).toBe('already_redeemed');
    expect(voucherCheckOutcome(await caught(redeemVoucher(redeemPayload())))).toBe('already_redeemed');
  });

  it('redeems an open voucher for any experience of its brand, up to its participants', async () => {
    const payload = redeemPayload({
      full_code: voucherCodes.openSolera,
      visitor_group_data: { ...sampleVisitorGroup, adults_number: 6 },
      booking_data: sampleBookingData({ experience_id: 3, date: `${days.open}T11:00` }),
    });
    await expect(redeemVoucher(payload)).resolves.toMatchObject({
      voucher_redemption_id: expect.any(Number),
    });
  });

  it.each<[string, Partial<RedeemVoucherPayload>, number, string]>([
    ['an empty captcha', { captcha_key: '' }, 400, 'INVALID_CAPTCHA'],
    [
      'another experience than the fixed one',
      { booking_data: sampleBookingData({ experience_id: 1 }) },
      400,
      'ERROR_VOUCHER_EXPERIENCE',
    ],
    [
      'more visitors than participants',
      { visitor_group_data: { ...sampleVisitorGroup, adults_number: 5 } },
      400,
      'ERROR_VOUCHER_PARTICIPANTS',
    ],
    [
      'a taken slot',
      { booking_data: sampleBookingData({ experience_id: 2, date: `${days.takenAtIntent}T16:00` }) },
      409,
      'SLOT_NOT_AVAILABLE',
    ],
    ['an outdated voucher', { full_code: voucherCodes.outdated }, 400, 'ERROR_VOUCHER_OUTDATED'],
  ])('refuses %s', async (_, overrides, status, detail) => {
    expect(await caught(redeemVoucher(redeemPayload(overrides)))).toMatchObject({ status, detail });
  });

  it('confirms the fixture redemption and answers 404 to an unknown one', async () => {
    await expect(checkRedemption(redeemedRedemptionId, 'es')).resolves.toMatchObject({
      booking: { experience_name: 'Visita y cata en la bodega', total_visitors: 2, language: 'es' },
    });
    expect(await caught(checkRedemption(123456, 'es'))).toMatchObject({ status: 404 });
  });
});

describe('fixtures parse with the client schemas', () => {
  it('every experience and its options, in both languages', () => {
    for (const fixture of experienceFixtures) {
      for (const language of ['es', 'en'] as const) {
        expect(experienceSchema.parse(experienceBody(fixture, language)).id).toBe(fixture.id);
        const options = bookingOptionsSchema.parse(bookingOptionsBody(fixture, language));
        expect(options.country_options[0]?.value).toBe('ES');
        expect(options.min_visitors).toBeLessThanOrEqual(options.max_visitors);
      }
      expect(fixture.times.every((time) => slotTimeSchema.safeParse(time).success)).toBe(true);
    }
  });

  it('reads the countries with Spain first whatever the backend’s order (SPEC §9)', () => {
    const body = bookingOptionsBody(experienceFixtures[0]!, 'en');
    const reversed = { ...body, country_options: [...body.country_options].reverse() };
    const countries = bookingOptionsSchema.parse(reversed).country_options;
    expect(countries[0]).toEqual({ value: 'ES', text: 'Spain' });
    expect(countries.slice(1)).toEqual(reversed.country_options.filter((c) => c.value !== 'ES'));
  });

  it('has morning and afternoon slots on the winery tour', () => {
    const tour = experienceFixtures.find((e) => e.id === 1);
    expect(tour?.times.some((t) => t < '12:00')).toBe(true);
    expect(tour?.times.some((t) => t >= '12:00')).toBe(true);
  });

  it('has one experience with other limits than 1..20', () => {
    expect(
      experienceFixtures.filter((e) => e.min_visitors !== 1 || e.max_visitors !== 20).map((e) => e.id),
    ).toEqual([3]);
  });

  it('pages for the voucher and confirmation pages, in both languages and brands', () => {
    for (const language of ['es', 'en'] as const) {
      for (const brand of ['solera', 'brava'] as const) {
        expect(voucherPageDataSchema.parse(voucherPageFixture(language, brand).data).booking_path).toBe(
          language === 'es' ? '/es/reservar' : '/en/book',
        );
        expect(
          confirmationPageDataSchema.parse(confirmationPageFixture(language, brand).data).home_path,
        ).toBe(`/${language}/`);
      }
    }
  });
});

describe('seedPaidBookingIntent', () => {
  it('leaves a paid, uncaptured intent and records nothing as received', async () => {
    const paid = await seedPaidBookingIntent();
    expect(paymentProvider.find(paid.paymentIntentId)).toMatchObject({
      status: 'succeeded',
      captured: false,
    });
    expect(bookingReceived.get().intents).toEqual([]);
    await expect(
      captureBookingPayment({ payment_intent: paid.paymentIntentId }, 'es'),
    ).resolves.toMatchObject({
      booking: { total_visitors: 2 },
    });
  });
});
