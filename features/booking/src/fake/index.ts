import { getResponse, HttpResponse } from 'msw';
import { z } from 'zod';
import type { Language } from '@cepa/core/config';
import {
  appendBounded,
  backend,
  BoundedMap,
  callerOf,
  callNames,
  createIdempotencyRecords,
  handlersOf,
  idempotencyKeyOf,
  idempotencyKeyReused,
  integerIds,
  jsonBody,
  knownCallerOf,
  languageOf,
  paymentProvider,
  paymentProviderConfirmPath,
  paymentProviderDelayHeader,
  providerTestCards,
  visitorHeaders,
} from '@cepa/core/backend';
import {
  bookingConfirmationSchema,
  bookingIntentPayloadSchema,
  bookingIntentSchema,
  redeemVoucherPayloadSchema,
  voucherSchema,
  type BookingConfirmation,
  type BookingData,
  type BookingIntentPayload,
  type RedeemVoucherPayload,
  type VisitorGroupData,
  type Voucher,
} from '../api';
import { fromBookingDate } from '../mappers';
import { totalPriceCents, visitorTotal } from '../rules';
import {
  baseCapacity,
  bookingOptionsBody,
  bookingPaths,
  calendarDays,
  daysFromToday,
  existingBookingIntentId,
  experienceBody,
  experienceFixture,
  experienceFixtures,
  fixtureDays,
  idSchema,
  isoDay,
  isTakenAtIntent,
  isTakenAtPayment,
  legacyVoucherCode,
  redeemedRedemptionId,
  sampleBillingAddress,
  sampleVisitorGroup,
  voucherCodes,
  voucherFixtures,
  type ExperienceFixture,
  type VoucherFixture,
  type VoucherStatus,
} from './fixtures';
import { bookingRoutes } from '../routes';

// ---- State ----

type BookingIntentRecord = {
  id: number;
  payload: Omit<BookingIntentPayload, 'captcha_key'>;
  /** The provider's payment intent; null for the fixture intent, which was never paid here. */
  paymentIntentId: string | null;
  captured: boolean;
  /** The capture found the slot taken (answered 409). */
  conflict: boolean;
  tracked: boolean;
  /** The caller who created it (see `callerOf`); the fixture intent has none and is readable by all. */
  owner?: string;
};

type RedemptionRecord = {
  id: number;
  fullCode: string;
  visitorGroup: VisitorGroupData;
  booking: BookingData;
  tracked: boolean;
  /** The caller who redeemed (see `callerOf`); the fixture redemption has none and is readable by all. */
  owner?: string;
};

/**
 * Whether a request's caller may read a record or capture its payment: its creator only (a fixture
 * record: anyone). The visitor's cookie, or the member's session when logged in.
 */
function readableBy(record: { owner?: string }, request: { cookies: Record<string, string> }): boolean {
  return record.owner === undefined || record.owner === knownCallerOf(request)?.key;
}

/** A confirmed booking: it takes places in its slot. */
type BookingRecord = { experienceId: number; date: string; visitors: number; origin: string };

/** Booking intents by id; the fixture intent `existingBookingIntentId` is there from the start. */
export const bookingIntents = backend.store(
  () =>
    new BoundedMap<number, BookingIntentRecord>(
      [
        [
          existingBookingIntentId,
          {
            id: existingBookingIntentId,
            payload: {
              billing_address_data: sampleBillingAddress,
              visitor_group_data: sampleVisitorGroup,
              booking_data: {
                experience_id: 1,
                language: 'es',
                date: `${fixtureDays().takenAtPayment}T17:30`,
                site: 'solera',
              },
            },
            paymentIntentId: null,
            captured: false,
            conflict: true,
            tracked: false,
          },
        ],
      ],
      { exempt: (id) => id === existingBookingIntentId },
    ),
);

/** Voucher redemptions by id; `redeemedRedemptionId` (voucher alreadyRedeemed) is there from the start. */
export const voucherRedemptions = backend.store(
  () =>
    new BoundedMap<number, RedemptionRecord>(
      [
        [
          redeemedRedemptionId,
          {
            id: redeemedRedemptionId,
            fullCode: voucherCodes.alreadyRedeemed,
            visitorGroup: sampleVisitorGroup,
            booking: {
              experience_id: 1,
              language: 'es',
              date: `${fixtureDays().open}T10:00`,
              site: 'solera',
            },
            tracked: false,
          },
        ],
      ],
      { exempt: (id) => id === redeemedRedemptionId },
    ),
);

/** Each voucher's status; redeeming one marks it redeemed. */
export const voucherStatuses = backend.store(
  () => new Map<string, VoucherStatus>(voucherFixtures.map((v) => [v.full_code, v.status])),
);

/**
 * Captured bookings and redemptions: they take places in their slots. Not capped: the calendar's
 * places bound it (a full slot takes no more), and dropping one would give its places away twice.
 */
export const confirmedBookings = backend.store<BookingRecord[]>(() => []);

/**
 * What the booking calls received, for tests and stories to assert on: every well-formed booking
 * intent and redeem payload (accepted or not), every capture's payment_intent and every voucher check.
 */
export const bookingReceived = backend.store(() => ({
  intents: [] as BookingIntentPayload[],
  redemptions: [] as RedeemVoucherPayload[],
  captures: [] as string[],
  voucherChecks: [] as { full_code: string; site: string; language: string }[],
}));

/** Random ids over HTTP, so nobody reaches another's booking by counting (see `idsCountUp`). */
const newIntentId = integerIds(101);
const newRedemptionId = integerIds(1001);

/** Each caller's `Idempotency-Key`s and the booking intent (its id) each made. */
const intentKeys = createIdempotencyRecords<number>();

/**
 * What a booking intent books and charges: the payload without the captcha token (one use) and the
 * moment of consent, which differ at every press of pay. A key sent again must come with the same.
 */
function bookedContent(payload: BookingIntentPayload) {
  const { captcha_key: _captcha, visitor_group_data, ...rest } = payload;
  const { consent_date: _consent, ...group } = visitor_group_data;
  return { ...rest, visitor_group_data: group };
}

/**
 * A new booking intent replaces the caller's earlier ones for the same experience (one booking in the
 * making, whatever date or group it now has): each still unpaid is cancelled at the card processor, so
 * a second tab or an old page can no longer pay it, and its keys are forgotten. A paid one stays for
 * its capture (or its conflict).
 */
function supersedeIntentsOf(owner: string, booking: BookingData): void {
  const superseded = new Set<number>();
  for (const record of bookingIntents.get().values()) {
    if (record.owner !== owner || record.captured || !record.paymentIntentId) continue;
    const { experience_id, site } = record.payload.booking_data;
    if (experience_id !== booking.experience_id || site !== booking.site) continue;
    if (paymentProvider.cancel(record.paymentIntentId)) superseded.add(record.id);
  }
  intentKeys.forget((id) => superseded.has(id) || !bookingIntents.get().has(id));
}

// ---- Helpers ----

function badRequest(detail: string) {
  return HttpResponse.json({ detail }, { status: 400 });
}

/** Voucher failures answer a string body (SPEC §8: the text starts with ERROR_VOUCHER_…). */
function voucherError(code: string, status = 400) {
  return HttpResponse.json(code, { status });
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid';
}

function placesLeft(fixture: ExperienceFixture, day: string, time: string): number {
  const date = `${day}T${time}`;
  const taken = confirmedBookings
    .get()
    .filter((b) => b.experienceId === fixture.id && b.date === date)
    .reduce((sum, b) => sum + b.visitors, 0);
  return baseCapacity(fixture, day, time) - taken;
}

function groupSize(group: VisitorGroupData): number {
  return visitorTotal({
    adults: group.adults_number,
    children: group.children_number,
    babies: group.babies_number,
  });
}

/** Checks a booking request against the experience and the calendar: a Response when refused. */
function refuseBooking(
  group: VisitorGroupData,
  booking: BookingData,
  /** A voucher's participants_number, which overrides the experience's max (SPEC §5). */
  maxOverride: number | null = null,
): Response | null {
  const fixture = experienceFixture(booking.experience_id);
  if (!fixture || fixture.brand !== booking.site) return badRequest('EXPERIENCE_NOT_FOUND');
  if (!fixture.languages.includes(booking.language)) return badRequest('INVALID_LANGUAGE');
  const size = groupSize(group);
  const max = maxOverride ?? fixture.max_visitors;
  if (size < Math.min(fixture.min_visitors, max) || size > max) {
    return badRequest('INVALID_VISITOR_NUMBER');
  }
  const { day, time } = fromBookingDate(booking.date);
  if (placesLeft(fixture, day, time) < size || isTakenAtIntent(fixture, day, time)) {
    return HttpResponse.json({ detail: 'SLOT_NOT_AVAILABLE' }, { status: 409 });
  }
  return null;
}

function confirmation(
  group: VisitorGroupData,
  booking: BookingData,
  track: Record<string, unknown> | null,
): BookingConfirmation {
  const fixture = experienceFixture(booking.experience_id);
  return bookingConfirmationSchema.parse({
    booking: {
      experience_name: fixture?.name[group.web_language] ?? '',
      total_visitors: groupSize(group),
      language: booking.language,
      date: booking.date,
    },
    track_gtm_booking: track,
    newsletter: group.has_newsletter_subscription,
  });
}

function trackData(reference: string, group: VisitorGroupData, booking: BookingData, valueCents: number) {
  return {
    reference,
    experience_id: booking.experience_id,
    experience_name: experienceFixture(booking.experience_id)?.name[group.web_language] ?? '',
    date: booking.date,
    total_visitors: groupSize(group),
    value: valueCents / 100,
    currency: 'EUR',
    site: booking.site,
  };
}

function findVoucher(code: string): VoucherFixture | undefined {
  const wanted = code.trim().toUpperCase();
  return voucherFixtures.find((v) => v.full_code === wanted);
}

/** The voucher's error code, if it cannot be used now on this site. */
function voucherRefusal(voucher: VoucherFixture | undefined, site: string): string | null {
  if (!voucher || (voucher.site !== null && voucher.site !== site)) return 'ERROR_VOUCHER_DOESNT_EXIST';
  const status = voucherStatuses.get().get(voucher.full_code) ?? voucher.status;
  if (status === 'inactive') return 'ERROR_VOUCHER_INACTIVE';
  if (status === 'redeemed') return 'ERROR_VOUCHER_ALREADY_REDEEMED';
  const today = isoDay(new Date());
  if (daysFromToday(voucher.startsIn) > today) return 'ERROR_VOUCHER_TOO_SOON';
  if (daysFromToday(voucher.endsIn) < today) return 'ERROR_VOUCHER_OUTDATED';
  return null;
}

function voucherBody(voucher: VoucherFixture, language: Language): Voucher {
  const experience = voucher.experienceId === null ? undefined : experienceFixture(voucher.experienceId);
  return voucherSchema.parse({
    full_code: voucher.full_code,
    prefix: voucher.prefix,
    experience: experience ? { id: experience.id, title: experience.name[language] } : null,
    participants_number: voucher.participants_number,
    start_date: daysFromToday(voucher.startsIn),
    end_date: daysFromToday(voucher.endsIn),
  });
}

// ---- Calls ----

const experienceList = backend.call(bookingRoutes.experiences, ({ request }) => {
  const query = new URL(request.url).searchParams;
  const language = languageOf(query.get('language'));
  const brand = query.get('brand');
  return HttpResponse.json(
    experienceFixtures
      .filter((e) => !brand || e.brand === brand)
      .map((e) => ({ id: e.id, name: e.name[language] })),
  );
});

const experience = backend.call<{ id: string }>(bookingRoutes.experience, ({ request, params }) => {
  const fixture = experienceFixture(idSchema.catch(0).parse(params.id));
  if (!fixture) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
  const language = languageOf(new URL(request.url).searchParams.get('language'));
  return HttpResponse.json(experienceBody(fixture, language));
});

const bookingOptions = backend.call<{ id: string }>(bookingRoutes.bookingOptions, ({ request, params }) => {
  const fixture = experienceFixture(idSchema.catch(0).parse(params.id));
  if (!fixture) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
  const language = languageOf(new URL(request.url).searchParams.get('language'));
  return HttpResponse.json(bookingOptionsBody(fixture, language));
});

const slotQuerySchema = z.object({
  month: z.coerce.number().int().min(1).max(12),
  year: z.coerce.number().int().min(2000).max(2100),
  visitor_number: z.coerce.number().int().min(1),
});

const slotOptions = backend.call<{ id: string }>(bookingRoutes.slotOptions, ({ request, params }) => {
  const fixture = experienceFixture(idSchema.catch(0).parse(params.id));
  if (!fixture) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
  const query = slotQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return badRequest(`Invalid query: ${firstIssue(query.error)}`);
  const { month, year, visitor_number } = query.data;
  return HttpResponse.json(
    calendarDays(year, month).map((day) => ({
      day,
      slots: fixture.times.filter((time) => placesLeft(fixture, day, time) >= visitor_number),
    })),
  );
});

const bookingIntent = backend.call<{ id: string }>(bookingRoutes.bookingIntent, ({ params, cookies }) => {
  const record = bookingIntents.get().get(idSchema.catch(0).parse(params.id));
  // Another visitor's intent answers as one that does not exist: ids can be guessed, personal data not.
  if (!record || !readableBy(record, { cookies })) {
    return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
  }
  const { visitor_group_data: group, booking_data: booking, billing_address_data } = record.payload;
  return HttpResponse.json(
    bookingIntentSchema.parse({
      id: record.id,
      experience_id: booking.experience_id,
      language: booking.language,
      date: booking.date,
      visitor_group: {
        adults_number: group.adults_number,
        children_number: group.children_number,
        babies_number: group.babies_number,
        document_type: group.document_type,
        document_number: group.document_number,
        name: group.name,
        surname: group.surname,
        email: group.email,
        phone_number: group.phone_number,
        country: group.country,
        region: group.region ?? null,
        comment: group.comment,
        has_newsletter_subscription: group.has_newsletter_subscription,
        billing_address: billing_address_data,
      },
    }),
  );
});

const createBookingIntent = backend.call(bookingRoutes.createBookingIntent, async ({ request, cookies }) => {
  const key = idempotencyKeyOf(request);
  if (key instanceof Response) return key;
  const parsed = bookingIntentPayloadSchema.safeParse(await jsonBody(request));
  if (!parsed.success) return badRequest(`Invalid payload: ${firstIssue(parsed.error)}`);
  const payload = parsed.data;
  appendBounded(bookingReceived.get().intents, payload);
  if (!payload.captcha_key.trim()) return badRequest('INVALID_CAPTCHA');
  const caller = callerOf({ cookies, request });
  if (key) {
    const earlier = intentKeys.lookup(caller.key, key, bookedContent(payload));
    if (earlier.kind === 'reused') return idempotencyKeyReused();
    const record = earlier.kind === 'replay' ? bookingIntents.get().get(earlier.value) : undefined;
    const payment = record?.paymentIntentId ? paymentProvider.find(record.paymentIntentId) : undefined;
    if (record && payment && payment.status !== 'canceled') {
      return HttpResponse.json({
        booking_intent_id: record.id,
        payment_intent_secret: payment.client_secret,
      });
    }
  }
  const refusal = refuseBooking(payload.visitor_group_data, payload.booking_data);
  if (refusal) return refusal;

  const group = payload.visitor_group_data;
  const booking = payload.booking_data;
  const fixture = experienceFixture(booking.experience_id) as ExperienceFixture;
  const amount = totalPriceCents(fixture, {
    adults: group.adults_number,
    children: group.children_number,
    babies: group.babies_number,
  });
  supersedeIntentsOf(caller.key, booking);
  const payment = paymentProvider.createIntent({
    amount,
    description: `${fixture.name[group.web_language]} · ${booking.date} · ${groupSize(group)}`,
  });
  const id = newIntentId((taken) => bookingIntents.get().has(taken));
  const { captcha_key: _captcha, ...kept } = payload;
  bookingIntents.get().set(id, {
    id,
    payload: kept,
    paymentIntentId: payment.id,
    captured: false,
    conflict: false,
    tracked: false,
    owner: caller.key,
  });
  if (key) intentKeys.remember(caller.key, key, bookedContent(payload), id);
  return HttpResponse.json(
    { booking_intent_id: id, payment_intent_secret: payment.client_secret },
    { headers: visitorHeaders(caller.visitor) },
  );
});

// Cepa's own: SPEC §7 names a booking capture call by payment_intent but not its shape.
const captureBookingPayment = backend.call(bookingRoutes.captureBookingPayment, async (call) => {
  const { request } = call;
  const parsed = z.object({ payment_intent: z.string().min(1) }).safeParse(await jsonBody(request));
  if (!parsed.success) return badRequest(`Invalid payload: ${firstIssue(parsed.error)}`);
  appendBounded(bookingReceived.get().captures, parsed.data.payment_intent);
  const payment = paymentProvider.find(parsed.data.payment_intent);
  const record = payment
    ? [...bookingIntents.get().values()].find((r) => r.paymentIntentId === payment.id)
    : undefined;
  // Another's payment answers as one that does not exist: its confirmation carries their booking.
  if (!payment || !record || !readableBy(record, call)) {
    return HttpResponse.json({ detail: 'BOOKING_INTENT_NOT_FOUND' }, { status: 404 });
  }
  if (payment.status !== 'succeeded') return badRequest('PAYMENT_NOT_SUCCEEDED');

  const group = record.payload.visitor_group_data;
  const booking = record.payload.booking_data;
  const fixture = experienceFixture(booking.experience_id) as ExperienceFixture;
  const { day, time } = fromBookingDate(booking.date);
  if (!record.captured) {
    if (isTakenAtPayment(fixture, day, time) || placesLeft(fixture, day, time) < groupSize(group)) {
      record.conflict = true;
      return HttpResponse.json(
        {
          booking_intent_id: record.id,
          experience_page_url: `${bookingPaths[group.web_language]}?experience=${fixture.id}`,
        },
        { status: 409 },
      );
    }
    paymentProvider.capture(payment.id);
    record.captured = true;
    confirmedBookings.get().push({
      experienceId: fixture.id,
      date: booking.date,
      visitors: groupSize(group),
      origin: `booking_intent:${record.id}`,
    });
  }
  const track = record.tracked ? null : trackData(`B${record.id}`, group, booking, payment.amount);
  record.tracked = true;
  return HttpResponse.json(confirmation(group, booking, track));
});

const checkVoucher = backend.call(bookingRoutes.checkVoucher, ({ request }) => {
  const query = new URL(request.url).searchParams;
  const fullCode = query.get('full_code') ?? '';
  const site = query.get('site') ?? '';
  const language = languageOf(query.get('language'));
  appendBounded(bookingReceived.get().voucherChecks, { full_code: fullCode, site, language });
  if (fullCode.trim().toUpperCase() === legacyVoucherCode) return voucherError('Invalid voucher format');
  const voucher = findVoucher(fullCode);
  const refusal = voucherRefusal(voucher, site);
  if (refusal || !voucher) {
    return voucherError(
      refusal ?? 'ERROR_VOUCHER_DOESNT_EXIST',
      refusal === 'ERROR_VOUCHER_DOESNT_EXIST' ? 404 : 400,
    );
  }
  return HttpResponse.json(voucherBody(voucher, language));
});

const redeemVoucher = backend.call(bookingRoutes.redeemVoucher, async ({ request, cookies }) => {
  const parsed = redeemVoucherPayloadSchema.safeParse(await jsonBody(request));
  if (!parsed.success) return badRequest(`Invalid payload: ${firstIssue(parsed.error)}`);
  const payload = parsed.data;
  appendBounded(bookingReceived.get().redemptions, payload);
  if (!payload.captcha_key.trim()) return badRequest('INVALID_CAPTCHA');
  const group = payload.visitor_group_data;
  const booking = payload.booking_data;
  const voucher = findVoucher(payload.full_code);
  const refusal = voucherRefusal(voucher, booking.site);
  if (refusal || !voucher) return voucherError(refusal ?? 'ERROR_VOUCHER_DOESNT_EXIST');
  if (voucher.experienceId !== null && voucher.experienceId !== booking.experience_id) {
    return voucherError('ERROR_VOUCHER_EXPERIENCE');
  }
  if (voucher.participants_number !== null && groupSize(group) > voucher.participants_number) {
    return voucherError('ERROR_VOUCHER_PARTICIPANTS');
  }
  const refused = refuseBooking(group, booking, voucher.participants_number);
  if (refused) return refused;
  const id = newRedemptionId((taken) => voucherRedemptions.get().has(taken));
  const caller = callerOf({ cookies, request });
  voucherRedemptions.get().set(id, {
    id,
    fullCode: voucher.full_code,
    visitorGroup: group,
    booking,
    tracked: false,
    owner: caller.key,
  });
  voucherStatuses.get().set(voucher.full_code, 'redeemed');
  confirmedBookings.get().push({
    experienceId: booking.experience_id,
    date: booking.date,
    visitors: groupSize(group),
    origin: `voucher_redemption:${id}`,
  });
  return HttpResponse.json({ voucher_redemption_id: id }, { headers: visitorHeaders(caller.visitor) });
});

const checkRedemption = backend.call(bookingRoutes.checkRedemption, ({ request, cookies }) => {
  const id = idSchema.catch(0).parse(new URL(request.url).searchParams.get('voucher_redemption_id'));
  const record = voucherRedemptions.get().get(id);
  if (!record || !readableBy(record, { cookies })) {
    return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
  }
  const track = record.tracked ? null : trackData(`V${record.id}`, record.visitorGroup, record.booking, 0);
  record.tracked = true;
  return HttpResponse.json(confirmation(record.visitorGroup, record.booking, track));
});

const calls = {
  experiences: experienceList,
  experience,
  bookingOptions,
  slotOptions,
  bookingIntent,
  createBookingIntent,
  capture: captureBookingPayment,
  checkVoucher,
  redeemVoucher,
  checkRedemption,
};

/** The booking slice's calls, by name, for faults: `backend.faults.set(bookingCalls.capture, …)`. */
export const bookingCalls = callNames(calls);

/** The booking slice's calls in the embedded backend. */
export const handlers = handlersOf(calls);

/**
 * Pays a payment intent with the provider's success card, as the embedded card form does, without
 * a network (works in Node tests and in stories). Resolves with the provider's status code.
 */
export async function payWithTestCard(clientSecret: string, card: string = providerTestCards.success) {
  const response = await getResponse(
    paymentProvider.handlers,
    new Request(`http://localhost${paymentProviderConfirmPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [paymentProviderDelayHeader]: '0' },
      body: JSON.stringify({ client_secret: clientSecret, card_number: card, expiry: '12/40', cvc: '123' }),
    }),
  );
  return response?.status ?? 0;
}

/**
 * A booking intent created through the backend's own call and paid with the provider's test card,
 * without a network: what the confirmation page finds after a successful payment. Pass a `date` on
 * `fixtureDays().takenAtPayment` at the experience's last time for a capture that answers 409.
 */
export async function seedPaidBookingIntent(
  overrides: { booking_data?: Partial<BookingData>; visitor_group_data?: Partial<VisitorGroupData> } = {},
) {
  const payload: BookingIntentPayload = {
    captcha_key: 'local-captcha:booking:seed',
    billing_address_data: sampleBillingAddress,
    visitor_group_data: { ...sampleVisitorGroup, ...overrides.visitor_group_data },
    booking_data: {
      experience_id: 1,
      language: 'es',
      date: `${fixtureDays().open}T10:00`,
      site: 'solera',
      ...overrides.booking_data,
    },
  };
  const response = await getResponse(
    [createBookingIntent.handler],
    new Request('http://localhost/api/booking_intent/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    }),
  );
  if (!response?.ok)
    throw new Error(`Could not seed a booking intent (${response?.status ?? 'no response'})`);
  const created = (await response.json()) as { booking_intent_id: number; payment_intent_secret: string };
  await payWithTestCard(created.payment_intent_secret);
  // The seeding call is not something a test asserts on as received, and its intent, like the
  // fixture intent, belongs to no visitor (a story's browser reads it with cookies of its own).
  bookingReceived.get().intents.pop();
  const record = bookingIntents.get().get(created.booking_intent_id);
  if (record) delete record.owner;
  const payment = paymentProvider.find(created.payment_intent_secret);
  return {
    bookingIntentId: created.booking_intent_id,
    paymentIntentId: payment?.id ?? '',
    clientSecret: created.payment_intent_secret,
  };
}

export * from './fixtures';
export * from './page-fixtures';
