import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BoundedMap,
  backend,
  fetchThrough,
  memberDataFor,
  members,
  openSession,
  paymentProvider,
  paymentProviderConfirmPath,
  paymentProviderDelayHeader,
  providerTestCards,
  sessionCookie,
  storeCap,
} from '@cepa/core/backend';
import type { ApiError } from '@cepa/core/http';
import {
  addProduct,
  captureOrderPayment,
  createOrderIntent,
  fetchBasket,
  orderIntentKey,
  setLineQuantity,
  updateOrderIntent,
  type Basket,
  type OrderIntentPayload,
} from '../api';
import { storedBasket } from './basket';
import { checkoutReceived, handlers, orders } from './index';

/** One browser: a cookie jar of its own, and the test's own cookie (a member's session) if given. */
function browser(cookie = '') {
  vi.stubGlobal('fetch', fetchThrough([...handlers, ...paymentProvider.handlers], { cookie: () => cookie }));
}

beforeEach(() => {
  backend.reset();
  browser();
});
afterEach(() => vi.unstubAllGlobals());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as ApiError,
  );

const address = {
  company: '',
  first_name: 'Ana',
  last_name: 'Ruiz',
  email: 'ana.ruiz@example.com',
  line1: 'Calle Mayor 1',
  line2: '',
  country_id: 'ES',
  state: 'La Rioja',
  postcode: '26200',
  locality: 'Haro',
};

function orderPayload(overrides: Partial<OrderIntentPayload> = {}): OrderIntentPayload {
  return {
    client_info: {
      document_type: 'dni',
      document_number: '12345678Z',
      name: 'Ana',
      surname: 'Ruiz',
      email: 'ana.ruiz@example.com',
      phone_number: '+34 600 000 000',
    },
    shipping_mode: 'home',
    shipping_address: { ...address, phone_number: '+34 600 000 000', notes: '' },
    billing_address: null,
    is_gift: false,
    newsletter_subscription: false,
    update_member_data: false,
    web_language: 'es',
    web_site: 'solera',
    ...overrides,
  };
}

/** A visitor's basket with two bottles, as the checkout shows it. */
async function basketWithWine(): Promise<Basket> {
  return addProduct({ product_id: 1001, quantity: 2 }, 'es');
}

/** Pays an intent at the embedded card processor, as the card form does. */
async function pay(secret: string): Promise<number> {
  const response = await getResponse(
    paymentProvider.handlers,
    new Request(`http://localhost${paymentProviderConfirmPath}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [paymentProviderDelayHeader]: '0' },
      body: JSON.stringify({
        client_secret: secret,
        card_number: providerTestCards.success,
        expiry: '12/40',
        cvc: '123',
      }),
    }),
  );
  return response?.status ?? 0;
}

function postIntent(payload: OrderIntentPayload, headers: Record<string, string> = {}) {
  return fetch('/api/ecom_order/order/intent/', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(payload),
  });
}

const statusOf = (id: string) => paymentProvider.find(id)?.status;

describe('the order intent’s key', () => {
  it('is the same for the same basket and payload, whatever the key order', async () => {
    const basket = await basketWithWine();
    const { client_info, ...rest } = orderPayload();
    const reordered = { ...rest, client_info: { ...client_info } } as OrderIntentPayload;
    expect(orderIntentKey(reordered, basket)).toBe(orderIntentKey(orderPayload(), basket));
    expect(orderIntentKey(orderPayload(), basket)).toMatch(/^order-[0-9a-z]{22}$/);
  });

  it('changes with the basket’s content and with the payload', async () => {
    const basket = await basketWithWine();
    const key = orderIntentKey(orderPayload(), basket);
    const more = await setLineQuantity(basket.lines[0]!.id, 3, 'es');
    expect(orderIntentKey(orderPayload(), more)).not.toBe(key);
    expect(orderIntentKey(orderPayload({ is_gift: true }), basket)).not.toBe(key);
    expect(orderIntentKey(orderPayload(), { ...basket, voucher_code: 'BIENVENIDA10' })).not.toBe(key);
  });
});

describe('paying once: Idempotency-Key on the order intent', () => {
  it('answers a retry, a reload or a second tab of the same order with the very same intent', async () => {
    const basket = await basketWithWine();
    const first = await createOrderIntent(orderPayload(), basket);
    const again = await createOrderIntent(orderPayload(), await fetchBasket({ language: 'es' }));
    expect(again).toEqual(first);
    expect(statusOf(first.payment_intent_id)).toBe('requires_payment_method');
    expect(checkoutReceived.get().intents).toHaveLength(2);
  });

  it('makes a new intent for a changed basket and cancels the one before: it can no longer be paid', async () => {
    const basket = await basketWithWine();
    const before = await createOrderIntent(orderPayload(), basket);
    const more = await setLineQuantity(basket.lines[0]!.id, 3, 'es');
    const after = await createOrderIntent(orderPayload(), more);
    expect(after.payment_intent_id).not.toBe(before.payment_intent_id);
    expect(statusOf(before.payment_intent_id)).toBe('canceled');
    expect(await pay(before.payment_intent_secret)).toBe(400);
    expect(await pay(after.payment_intent_secret)).toBe(200);
    expect(await captureOrderPayment(after.payment_intent_id)).toMatchObject({
      order: { description: 'Solera Crianza 2020 × 3' },
    });
  });

  it('without the header, makes a new intent at each call, superseding the one before', async () => {
    await basketWithWine();
    const first = (await (await postIntent(orderPayload())).json()) as { payment_intent_id: string };
    const second = (await (await postIntent(orderPayload())).json()) as { payment_intent_id: string };
    expect(second.payment_intent_id).not.toBe(first.payment_intent_id);
    expect(statusOf(first.payment_intent_id)).toBe('canceled');
    expect(statusOf(second.payment_intent_id)).toBe('requires_payment_method');
    expect(await failure(captureOrderPayment(first.payment_intent_id))).toMatchObject({ status: 404 });
  });

  it('keeps keys to their caller: another visitor with the same key gets an intent of their own', async () => {
    const key = { 'Idempotency-Key': 'order-fixed' };
    await basketWithWine();
    const mine = (await (await postIntent(orderPayload(), key)).json()) as { payment_intent_id: string };
    browser();
    await basketWithWine();
    const theirs = (await (await postIntent(orderPayload(), key)).json()) as { payment_intent_id: string };
    expect(theirs.payment_intent_id).not.toBe(mine.payment_intent_id);
    expect(statusOf(mine.payment_intent_id)).toBe('requires_payment_method');
  });

  it('answers a member with the same intent in each of their browsers', async () => {
    const session = `${sessionCookie}=${openSession(members[0]!)}`;
    browser(session);
    const basket = await fetchBasket({ language: 'es' });
    const first = await createOrderIntent(orderPayload(), basket);
    browser(session);
    expect(await createOrderIntent(orderPayload(), basket)).toEqual(first);
  });

  it('answers 422 to a key sent again with another order, and 400 to a malformed key', async () => {
    await basketWithWine();
    const key = { 'Idempotency-Key': 'order-fixed' };
    expect((await postIntent(orderPayload(), key)).status).toBe(200);
    const reused = await postIntent(orderPayload({ is_gift: true }), key);
    expect(reused.status).toBe(422);
    expect(await reused.json()).toEqual({ detail: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await postIntent(orderPayload(), { 'Idempotency-Key': '' })).status).toBe(400);
  });

  it('cancels the intent an update replaces, and refuses to update one already paid', async () => {
    const basket = await basketWithWine();
    const created = await createOrderIntent(orderPayload(), basket);
    const updated = await updateOrderIntent({ payment_intent: created.payment_intent_id, is_gift: true });
    expect(statusOf(created.payment_intent_id)).toBe('canceled');
    expect(await pay(created.payment_intent_secret)).toBe(400);
    // The update changed what the key named: the key, sent again, makes a new intent.
    const again = await createOrderIntent(orderPayload(), basket);
    expect(again.payment_intent_id).not.toBe(updated.payment_intent_id);
    expect(statusOf(updated.payment_intent_id)).toBe('canceled');
    expect(await pay(again.payment_intent_secret)).toBe(200);
    expect(
      await failure(updateOrderIntent({ payment_intent: again.payment_intent_id, is_gift: true })),
    ).toMatchObject({ status: 409, detail: 'INTENT_ALREADY_PAID' });
  });
});

describe('the order capture checks who captures', () => {
  it("answers another visitor's or member's capture of a paid intent as an order that does not exist (404)", async () => {
    const basket = await basketWithWine();
    const created = await createOrderIntent(orderPayload(), basket);
    await pay(created.payment_intent_secret);
    const buyer = globalThis.fetch;
    browser();
    expect(await failure(captureOrderPayment(created.payment_intent_id))).toMatchObject({ status: 404 });
    browser(`${sessionCookie}=${openSession(members[1]!)}`);
    expect(await failure(captureOrderPayment(created.payment_intent_id))).toMatchObject({ status: 404 });
    expect(paymentProvider.find(created.payment_intent_id)?.captured).toBe(false);
    vi.stubGlobal('fetch', buyer);
    expect(await captureOrderPayment(created.payment_intent_id)).toMatchObject({
      order: { track_gtm_purchase: true },
    });
  });
});

describe('the checkout’s and the baskets’ stores are bounded', () => {
  it('keep at most 10 000 order records, the oldest going first', async () => {
    const records = orders.get().records;
    expect(records).toBeInstanceOf(BoundedMap);
    const basket = await basketWithWine();
    const created = await createOrderIntent(orderPayload(), basket);
    const [record] = [...records.values()];
    for (let i = 0; i < storeCap; i++) {
      const id = `filler-${i}`;
      records.set(id, { ...record!, id, owner: `visitor:${id}`, paymentIntentId: `pi_${id}` });
    }
    expect(await failure(captureOrderPayment(created.payment_intent_id))).toMatchObject({ status: 404 });
  });

  it('keep at most 10 000 visitors’ baskets, the oldest going first; a member’s stays', async () => {
    await basketWithWine();
    for (let i = 0; i < storeCap; i++) storedBasket({ key: `visitor:filler-${i}` });
    expect((await fetchBasket({ language: 'es' })).lines).toEqual([]);
    browser(`${sessionCookie}=${openSession(members[0]!)}`);
    expect((await fetchBasket({ language: 'es' })).lines).toHaveLength(2);
  });
});

describe('update my data (SPEC §3, §6 update_member_data)', () => {
  const billing = {
    ...address,
    first_name: 'Jon',
    last_name: 'Etxeberria',
    email: 'jon@example.com',
    line1: 'Calle Nueva 8',
    line2: '',
    company: '',
    state: 'Gipuzkoa',
    postcode: '20001',
    locality: 'Donostia',
    document_type: 'dni',
    document_number: '12345678Z',
  };
  const jon = members.find((m) => m.email === 'jon@example.com')!;

  /** Jon orders one wine with this billing data and flag, pays and, if asked, has it captured. */
  async function order(update: boolean, { capture = true } = {}) {
    browser(`${sessionCookie}=${openSession(jon)}`);
    const basket = await addProduct({ product_id: 1006, quantity: 1 }, 'es');
    const created = await createOrderIntent(
      orderPayload({ billing_address: billing, update_member_data: update }),
      basket,
    );
    expect(await pay(created.payment_intent_secret)).toBe(200);
    if (capture) await captureOrderPayment(created.payment_intent_id);
  }

  it('keeps a placed order’s billing data as the member’s billing address', async () => {
    expect(memberDataFor(jon).billing_address).toBeNull();
    await order(true);
    expect(checkoutReceived.get().intents.at(-1)?.update_member_data).toBe(true);
    expect(memberDataFor(jon).billing_address).toEqual({
      document_type: 'dni',
      document_number: '12345678Z',
      company: null,
      first_name: 'Jon',
      last_name: 'Etxeberria',
      email: 'jon@example.com',
      line1: 'Calle Nueva 8',
      line2: null,
      country: 'ES',
      state: 'Gipuzkoa',
      postcode: '20001',
      locality: 'Donostia',
    });
  });

  it('changes nothing without the flag, nor for an order not yet placed', async () => {
    await order(false);
    expect(memberDataFor(jon).billing_address).toBeNull();
    await order(true, { capture: false });
    expect(memberDataFor(jon).billing_address).toBeNull();
  });
});
