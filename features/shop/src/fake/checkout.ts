import { inLanguage } from '@cepa/core/i18n';
import { HttpResponse } from 'msw';
import type { Language, WrittenLanguage } from '@cepa/core/config';
import {
  appendBounded,
  backend,
  badPayload,
  BoundedMap,
  createIdempotencyRecords,
  currentMember,
  idempotencyKeyOf,
  idempotencyKeyReused,
  jsonBody,
  languageOf,
  members,
  paymentProvider,
  updateProfile,
  type PaymentIntentRecord,
  type WireBillingAddress,
} from '@cepa/core/backend';
import {
  orderIntentPayloadSchema,
  updateOrderIntentPayloadSchema,
  type BillingAddressPayload,
  type OrderIntentPayload,
} from '../api';
import { shopRoutes } from '../routes';
import { maxBasketUnits } from '../rules';
import { basketBody, ownerOf, storedBasket, type StoredBasket } from './basket';

/**
 * The embedded shop's checkout: shipping countries, order intents (each with a payment intent at the
 * embedded card processor, priced on the server from the basket), their updates (a new payment intent
 * each time: the card form is remounted with it), the capture that turns a paid intent into an order
 * (once: a second capture answers the same order without tracking it again), and the order's impression.
 * A member's order with `update_member_data` keeps its billing data as the member's, once placed.
 * Intents and orders are readable only by whoever created them. A caller has one payable intent at a
 * time: the same `Idempotency-Key` answers the same intent, and a new intent (or an update) cancels
 * the caller's earlier unpaid one at the card processor.
 */

export type OrderRecord = {
  /** The record's own id, never shown: intents come and go (updates), the record stays. */
  id: string;
  owner: string;
  memberId?: number;
  paymentIntentId: string;
  payload: OrderIntentPayload;
  /** The basket as it was when the intent was made or last updated. */
  basket: StoredBasket;
  number?: string;
  placedAt?: string;
  tracked: boolean;
};

export const orders = backend.store(() => ({
  records: new BoundedMap<string, OrderRecord>(),
  nextNumber: 100041,
}));

/** Each caller's `Idempotency-Key`s and the order record (its id) each made. */
const orderKeys = createIdempotencyRecords<string>();

/** What the embedded checkout received, for tests that check payloads. */
export const checkoutReceived = backend.store(() => ({
  intents: [] as OrderIntentPayload[],
  updates: [] as Record<string, unknown>[],
  captures: [] as string[],
}));

/** The shipping countries' names, ES first (the club's personal information offers the same). */
export const countryNames: Record<string, Record<WrittenLanguage, string>> = {
  ES: { es: 'España', en: 'Spain' },
  PT: { es: 'Portugal', en: 'Portugal' },
  FR: { es: 'Francia', en: 'France' },
  DE: { es: 'Alemania', en: 'Germany' },
  IT: { es: 'Italia', en: 'Italy' },
};
/** Postcode expressions by country (SPEC §3 `postcode_regex`). */
export const postcodePatterns: Record<string, string> = {
  ES: '^(0[1-9]|[1-4]\\d|5[0-2])\\d{3}$',
  PT: '^\\d{4}-\\d{3}$',
  FR: '^\\d{5}$',
  DE: '^\\d{5}$',
  IT: '^\\d{5}$',
};

const shippingCountries = backend.call(shopRoutes.shippingCountries, ({ request }) => {
  const language = languageOf(new URL(request.url).searchParams.get('language'));
  // SPEC §9: ES first.
  return HttpResponse.json(
    Object.entries(countryNames).map(([code, name]) => ({
      name: inLanguage(name, language),
      iso_code: code,
      postcode_regex: postcodePatterns[code],
    })),
  );
});

function priced(
  basket: StoredBasket,
  payload: Pick<OrderIntentPayload, 'shipping_mode' | 'shipping_address' | 'web_language'>,
) {
  return basketBody(basket, {
    language: payload.web_language,
    shippingMode: payload.shipping_mode,
    shippingCountryCode: payload.shipping_mode === 'shop' ? 'ES' : payload.shipping_address.country_id,
  });
}

function intentFor(record: OrderRecord) {
  const total = priced(record.basket, record.payload).total_price;
  return paymentProvider.createIntent({
    amount: Math.round(Number(total) * 100),
    description: `Order of ${record.owner}`,
  });
}

function intentAnswer(payment: PaymentIntentRecord) {
  return HttpResponse.json({ payment_intent_secret: payment.client_secret, payment_intent_id: payment.id });
}

/**
 * A new intent replaces the caller's earlier ones (one basket, one intent to pay): each still unpaid
 * is cancelled at the card processor, so a second tab or an old page can no longer pay it, and its
 * record and keys are forgotten. One paid, or being paid, stays for its capture.
 */
function supersedeIntentsOf(owner: string): void {
  const records = orders.get().records;
  for (const record of [...records.values()]) {
    if (record.owner !== owner || record.number) continue;
    const status = paymentProvider.find(record.paymentIntentId)?.status;
    if (status === 'succeeded' || status === 'processing') continue;
    paymentProvider.cancel(record.paymentIntentId);
    records.delete(record.id);
  }
  orderKeys.forget((id) => !records.has(id));
}

const orderIntent = backend.call(shopRoutes.orderIntent, async ({ request, cookies }) => {
  const key = idempotencyKeyOf(request);
  if (key instanceof Response) return key;
  const parsed = orderIntentPayloadSchema.safeParse(await jsonBody(request));
  if (!parsed.success) return badPayload(parsed.error);
  appendBounded(checkoutReceived.get().intents, parsed.data);
  const owner = ownerOf({ cookies }, false);
  const basket = storedBasket(owner);
  if (!owner || basket.lines.length === 0)
    return HttpResponse.json({ detail: 'BASKET_EMPTY' }, { status: 400 });
  const units = basket.lines.reduce((sum, line) => sum + line.quantity, 0);
  if (units > maxBasketUnits) return HttpResponse.json({ detail: 'TOO_MANY_UNITS' }, { status: 400 });
  if (key) {
    const earlier = orderKeys.lookup(owner.key, key, parsed.data);
    if (earlier.kind === 'reused') return idempotencyKeyReused();
    if (earlier.kind === 'replay') {
      const record = orders.get().records.get(earlier.value);
      const payment = record && paymentProvider.find(record.paymentIntentId);
      if (payment && payment.status !== 'canceled') return intentAnswer(payment);
    }
  }
  supersedeIntentsOf(owner.key);
  const member = currentMember({ cookies });
  const record: OrderRecord = {
    id: crypto.randomUUID(),
    owner: owner.key,
    memberId: member?.id,
    paymentIntentId: '',
    payload: parsed.data,
    basket: structuredClone(basket),
    tracked: false,
  };
  const payment = intentFor(record);
  record.paymentIntentId = payment.id;
  orders.get().records.set(record.id, record);
  if (key) orderKeys.remember(owner.key, key, parsed.data, record.id);
  return intentAnswer(payment);
});

/** The order record of a payment intent, for its owner only. */
function recordOf(cookies: Record<string, string>, paymentIntent: string): OrderRecord | undefined {
  const owner = ownerOf({ cookies }, false);
  const payment = paymentProvider.find(paymentIntent);
  if (!owner || !payment) return undefined;
  for (const record of orders.get().records.values()) {
    if (record.owner === owner.key && record.paymentIntentId === payment.id) return record;
  }
  return undefined;
}

const updateOrderIntent = backend.call(shopRoutes.updateOrderIntent, async ({ request, cookies }) => {
  const parsed = updateOrderIntentPayloadSchema.safeParse(await jsonBody(request));
  if (!parsed.success) return badPayload(parsed.error);
  const { payment_intent: paymentIntent, ...changes } = parsed.data;
  appendBounded(checkoutReceived.get().updates, parsed.data);
  const record = recordOf(cookies, paymentIntent);
  if (!record || record.number) return HttpResponse.json({ detail: 'INTENT_NOT_FOUND' }, { status: 404 });
  // A paid intent's order is made at its capture, from this record: changing it now would leave the
  // payment without its order.
  const status = paymentProvider.find(record.paymentIntentId)?.status;
  if (status === 'succeeded' || status === 'processing') {
    return HttpResponse.json({ detail: 'INTENT_ALREADY_PAID' }, { status: 409 });
  }
  // The replaced intent must not stay payable beside the new one.
  paymentProvider.cancel(record.paymentIntentId);
  record.payload = { ...record.payload, ...changes };
  record.basket = structuredClone(storedBasket(ownerOf({ cookies }, false)));
  const payment = intentFor(record);
  record.paymentIntentId = payment.id;
  // The record no longer is what its key asked for: the key, sent again, makes a new intent.
  orderKeys.forget((id) => id === record.id);
  return intentAnswer(payment);
});

function describe(record: OrderRecord): string {
  const body = priced(record.basket, record.payload);
  return body.lines.map((line) => `${line.product.title} × ${line.quantity}`).join(', ');
}

/** An order's billing data as the member's stored billing address (the club's and member_data's shape). */
function memberBillingOf(billing: BillingAddressPayload): WireBillingAddress {
  const orNull = (value: string) => value.trim() || null;
  return {
    document_type: billing.document_type,
    document_number: billing.document_number,
    company: orNull(billing.company),
    first_name: orNull(billing.first_name),
    last_name: orNull(billing.last_name),
    email: billing.email,
    line1: billing.line1,
    line2: orNull(billing.line2),
    country: billing.country_id,
    state: orNull(billing.state),
    postcode: billing.postcode,
    locality: billing.locality,
  };
}

/**
 * SPEC §3, §6 `update_member_data`: a member's order that asks for it keeps its billing data as the
 * member's billing address once it is placed (an intent never paid changes nothing); the next
 * checkout's member data and the club's personal information show it.
 */
function applyMemberData(record: OrderRecord): void {
  const member = members.find((m) => m.id === record.memberId);
  const billing = record.payload.billing_address;
  if (!member || !record.payload.update_member_data || !billing) return;
  updateProfile(member, { billing_address: memberBillingOf(billing) });
}

/** Cepa's own capture: a paid intent becomes an order (once); the basket is emptied. */
const captureOrderPayment = backend.call(shopRoutes.captureOrderPayment, async ({ request, cookies }) => {
  const body = (await jsonBody(request)) as { payment_intent?: unknown } | null;
  const paymentIntent = typeof body?.payment_intent === 'string' ? body.payment_intent : '';
  if (!paymentIntent) return HttpResponse.json({ detail: 'payment_intent is required' }, { status: 400 });
  appendBounded(checkoutReceived.get().captures, paymentIntent);
  const record = recordOf(cookies, paymentIntent);
  if (!record) return HttpResponse.json({ detail: 'ORDER_NOT_FOUND' }, { status: 404 });
  const payment = paymentProvider.find(paymentIntent)!;
  if (payment.status !== 'succeeded' && !record.number) {
    return HttpResponse.json({ detail: 'PAYMENT_NOT_SUCCEEDED' }, { status: 400 });
  }
  if (!record.number) {
    paymentProvider.capture(payment.id);
    const state = orders.get();
    record.number = `${record.payload.web_site === 'brava' ? 'IB' : 'CS'}-${state.nextNumber++}`;
    record.placedAt = new Date().toISOString().slice(0, 10);
    applyMemberData(record);
    const basket = storedBasket(ownerOf({ cookies }, false));
    basket.lines = [];
    basket.voucherCode = null;
  }
  const track = !record.tracked;
  record.tracked = true;
  return HttpResponse.json({
    order: {
      number: record.number,
      email: record.payload.client_info.email,
      description: describe(record),
      track_gtm_purchase: track,
    },
  });
});

const orderImpression = backend.call(shopRoutes.orderImpression, ({ request, cookies }) => {
  const number = new URL(request.url).searchParams.get('order_number');
  const owner = ownerOf({ cookies }, false);
  const record = [...orders.get().records.values()].find(
    (r) => r.number === number && r.owner === owner?.key,
  );
  if (!record) return HttpResponse.json({ detail: 'ORDER_NOT_FOUND' }, { status: 404 });
  const body = priced(record.basket, record.payload);
  return HttpResponse.json({
    order: {
      number: record.number,
      email: record.payload.client_info.email,
      description: describe(record),
      total: body.total_price,
    },
    basket: body,
    additional: {
      is_gift: record.payload.is_gift,
      newsletter_subscription: record.payload.newsletter_subscription,
    },
  });
});

/**
 * A member's paid orders (captured intents), priced as when they were paid, in a language: the
 * club's orders page lists them (SPEC §3 membership orders).
 */
export function paidOrdersOf(memberId: number, language: Language) {
  return [...orders.get().records.values()]
    .filter((r) => r.memberId === memberId && r.number && r.placedAt)
    .map((record) => ({
      number: record.number!,
      placedAt: record.placedAt!,
      basket: priced(record.basket, { ...record.payload, web_language: language }),
    }));
}

export const checkoutCalls = {
  shippingCountries,
  orderIntent,
  updateOrderIntent,
  captureOrderPayment,
  orderImpression,
};
