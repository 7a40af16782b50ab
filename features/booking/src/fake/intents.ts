import { inLanguage } from '@cepa/core/i18n';
import { getResponse, HttpResponse } from 'msw';
import { z } from 'zod';
import {
  appendBounded,
  backend,
  BoundedMap,
  callerOf,
  createIdempotencyRecords,
  idempotencyKeyOf,
  idempotencyKeyReused,
  integerIds,
  jsonBody,
  languageOf,
  paymentProvider,
  paymentProviderConfirmPath,
  paymentProviderDelayHeader,
  providerTestCards,
  visitorHeaders,
} from '@cepa/core/backend';
import {
  bookingIntentPayloadSchema,
  bookingIntentSchema,
  type BookingData,
  type BookingIntentPayload,
  type VisitorGroupData,
} from '../api';
import { fromBookingDate } from '../mappers';
import { totalPriceCents } from '../rules';
import { bookingRoutes } from '../routes';
import { badRequest, firstIssue, readableBy } from './answers';
import {
  bookingReceived,
  confirmation,
  confirmedBookings,
  groupSize,
  placesLeft,
  refuseBooking,
  trackData,
} from './bookings';
import {
  bookingPaths,
  existingBookingIntentId,
  experienceFixture,
  fixtureDays,
  idSchema,
  isTakenAtPayment,
  sampleBillingAddress,
  sampleVisitorGroup,
  type ExperienceFixture,
} from './fixtures';

/**
 * Paid bookings: a booking intent (with a payment intent at the embedded card processor, priced on
 * the server), read back by its creator only, and the capture that confirms it once the card paid,
 * or answers 409 when the slot went in the meantime. A caller has one payable intent per experience:
 * the same `Idempotency-Key` answers the same intent, and a new one cancels the earlier unpaid one.
 */

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

/** Random ids over HTTP, so nobody reaches another's booking by counting (see `idsCountUp`). */
const newIntentId = integerIds(101);

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
    description: `${inLanguage(fixture.name, group.web_language)} · ${booking.date} · ${groupSize(group)}`,
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
          experience_page_url: `${inLanguage(bookingPaths, group.web_language)}?experience=${fixture.id}`,
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
  return HttpResponse.json(confirmation(group, booking, track, askedLanguage(request)));
});

/** The language a confirmation is asked in (`?language=`), or none. */
export function askedLanguage(request: Request) {
  const asked = new URL(request.url).searchParams.get('language');
  return asked ? languageOf(asked) : null;
}

export const intentCalls = { bookingIntent, createBookingIntent, capture: captureBookingPayment };

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
