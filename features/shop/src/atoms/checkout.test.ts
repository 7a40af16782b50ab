import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backend,
  fetchThrough,
  members,
  openSession,
  paymentProvider,
  session,
  sessionCookie,
} from '@cepa/core/backend';
import { cardStandIn, type PaymentError } from '@cepa/core/payment';
import { removeLine } from '../api';
import { checkoutReceived, handlers, postcodePatterns, shopCalls } from '../fake';
import type { CheckoutForms } from '../mappers';
import { addToBasketAtom, basketAtom } from './basket';
import {
  cancelCheckoutSectionAtom,
  checkoutAtom,
  checkoutPreparationAtom,
  continueCheckoutAtom,
  editCheckoutSectionAtom,
  leaveCheckoutAtom,
  payCheckoutAtom,
  saveCheckoutSectionAtom,
  type ContinueInput,
} from './checkout';

/** One browser: its own cookie jar (and a member's session, if given); every call to the embedded backend. */
function browser(cookie = '') {
  vi.stubGlobal(
    'fetch',
    fetchThrough([...handlers, ...session.handlers, ...paymentProvider.handlers], { cookie: () => cookie }),
  );
}

beforeEach(() => {
  backend.reset();
  browser();
});
afterEach(() => vi.unstubAllGlobals());

/** A visitor's checkout page with these products in the basket, as the page shows it. */
async function checkoutWith(
  lines: { productId: number; quantity: number }[] = [{ productId: 1001, quantity: 2 }],
) {
  const store = createStore();
  for (const line of lines) await store.set(addToBasketAtom, { ...line, language: 'es' });
  return store;
}

/** What a visitor typed, with stray spaces and capitals: the intent carries it trimmed, the e-mail lower-cased. */
const visitorForms: CheckoutForms = {
  client: {
    documentType: 'dni',
    documentNumber: '12345678Z',
    name: ' Ana ',
    surname: 'Ruiz Peña',
    email: ' Ana.Ruiz@Example.com ',
    phoneNumber: '600 111 222',
  },
  shippingMode: 'home',
  shipping: {
    company: '',
    name: 'Ana',
    surname: 'Ruiz Peña',
    email: 'ana.ruiz@example.com',
    phoneNumber: '600 111 222',
    address: 'Calle Mayor 3',
    optionalAddress: '2º B',
    country: 'ES',
    region: 'La Rioja',
    postalCode: '26001',
    locality: 'Logroño',
    comments: 'Dejar en portería',
  },
  billing: null,
  flags: {
    isGift: true,
    newsletter: true,
    updateMemberData: false,
    terms: true,
    reuseClientData: true,
    wantsBilling: false,
    reuseBilling: false,
  },
  isMember: false,
};

const input = (forms: Partial<CheckoutForms> = {}): ContinueInput => ({
  forms: { ...visitorForms, ...forms },
  postcodePatterns,
  language: 'es',
  brand: 'solera',
});

/** The card form: valid, and paying with what it is told. */
const card = cardStandIn;

const returnUrl = 'http://localhost/es/tienda/pedido-confirmado';
const statusOf = (id: string) => paymentProvider.find(id)?.status;

/** A checkout past Continue: the intent made, every section in preview. */
async function continued(store = undefined as ReturnType<typeof createStore> | undefined) {
  const page = store ?? (await checkoutWith());
  expect(await page.set(continueCheckoutAtom, input())).toEqual({ ok: true });
  return page;
}

describe('what the checkout needs before it shows (SPEC §6)', () => {
  const ask = async (store: ReturnType<typeof createStore>, member: (typeof members)[number] | null) => {
    const asked = member && {
      name: member.name,
      surname: '',
      email: member.email,
      hasNewsletterSubscription: false,
    };
    await store.set(checkoutPreparationAtom, 'show', { language: 'es', member: asked });
    return store.get(checkoutPreparationAtom);
  };

  it('a visitor: the shipping countries, ES first, and no member data', async () => {
    const prepared = await ask(createStore(), null);
    expect(prepared).toMatchObject({ state: 'hasData', data: { member: null, memberData: null } });
    expect(prepared.state === 'hasData' && prepared.data.countries[0]).toMatchObject({ iso_code: 'ES' });
  });

  it('puts Spain first whatever order the backend gives the countries in (SPEC §9)', async () => {
    const countries = [
      { name: 'Francia', iso_code: 'FR', postcode_regex: '^\\d{5}$' },
      { name: 'Portugal', iso_code: 'PT', postcode_regex: '^\\d{4}-\\d{3}$' },
      { name: 'España', iso_code: 'ES', postcode_regex: '^\\d{5}$' },
    ];
    backend.faults.set(shopCalls.shippingCountries, { status: 200, body: countries });
    const prepared = await ask(createStore(), null);
    expect(prepared.state === 'hasData' && prepared.data.countries.map((c) => c.iso_code)).toEqual([
      'ES',
      'FR',
      'PT',
    ]);
  });

  it('a member: the member’s checkout data; if that call fails, a visitor', async () => {
    browser(`${sessionCookie}=${openSession(members[0]!)}`);
    const prepared = await ask(createStore(), members[0]!);
    expect(prepared.state === 'hasData' && prepared.data.memberData?.personal_information.email).toBe(
      members[0]!.email,
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.faults.set(session.calls.memberData, { status: 500, times: 1 });
    expect(await ask(createStore(), members[0]!)).toMatchObject({
      state: 'hasData',
      data: { member: null, memberData: null },
    });
  });

  it('fails when the shipping countries cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    backend.faults.set(shopCalls.shippingCountries, { network: true, times: 1 });
    expect(await ask(createStore(), null)).toMatchObject({ state: 'hasError' });
  });
});

describe('Continue (SPEC §4: the order intent)', () => {
  it('creates one intent from the forms, for the basket shown, and shows every section in preview', async () => {
    const store = await continued();
    expect(checkoutReceived.get().intents).toHaveLength(1);
    expect(checkoutReceived.get().intents[0]).toMatchObject({
      client_info: { name: 'Ana', email: 'ana.ruiz@example.com' },
      shipping_mode: 'home',
      shipping_address: { line1: 'Calle Mayor 3', country_id: 'ES', notes: 'Dejar en portería' },
      billing_address: null,
      is_gift: true,
      newsletter_subscription: true,
      web_language: 'es',
      web_site: 'solera',
    });
    const checkout = store.get(checkoutAtom);
    expect(checkout).toMatchObject({
      intent: { id: expect.stringMatching(/^pi_/), secret: expect.stringMatching(/_secret_/) },
      sections: { client: 'preview', shipping: 'preview', billing: 'preview' },
      busy: null,
      problem: null,
      continued: true,
      editing: false,
    });
    expect(statusOf(checkout.intent!.id)).toBe('requires_payment_method');
  });

  it('sends nothing while a form shown refuses what it holds, and counts each attempt', async () => {
    const store = await checkoutWith();
    const wrongPostcode = { ...visitorForms.shipping, postalCode: '2600' };
    expect(await store.set(continueCheckoutAtom, input({ shipping: wrongPostcode }))).toEqual({
      ok: false,
      kind: 'invalid',
    });
    expect(store.get(checkoutAtom).problem).toEqual({ kind: 'fields', at: 1 });
    await store.set(continueCheckoutAtom, input({ client: { ...visitorForms.client, documentNumber: '1' } }));
    expect(store.get(checkoutAtom).problem).toEqual({ kind: 'fields', at: 2 });
    expect(store.get(checkoutAtom)).toMatchObject({ intent: null, busy: null, continued: true });
    expect(checkoutReceived.get().intents).toEqual([]);
  });

  it('asks a visitor for the terms, never a member (SPEC §5, §6)', async () => {
    const store = await checkoutWith();
    const noTerms = { ...visitorForms.flags, terms: false };
    expect(await store.set(continueCheckoutAtom, input({ flags: noTerms }))).toMatchObject({
      kind: 'invalid',
    });
    expect(
      await store.set(continueCheckoutAtom, input({ flags: noTerms, isMember: true, shippingMode: 'shop' })),
    ).toEqual({ ok: true });
    // Collected at the shop: the shipping form is not asked for, the shop's address is sent.
    expect(checkoutReceived.get().intents[0]).toMatchObject({
      shipping_mode: 'shop',
      shipping_address: { line1: 'Avenida de Vizcaya 5', country_id: 'ES', notes: '' },
    });
  });

  it('checks the billing form only when it shows, and sends the reused address otherwise', async () => {
    const store = await checkoutWith();
    const ownBilling = { ...visitorForms.flags, wantsBilling: true };
    const emptyBilling = {
      documentType: 'dni' as const,
      documentNumber: '',
      company: '',
      name: '',
      surname: '',
      email: '',
      address: '',
      optionalAddress: '',
      country: 'ES',
      region: '',
      postalCode: '',
      locality: '',
    };
    expect(
      await store.set(continueCheckoutAtom, input({ flags: ownBilling, billing: emptyBilling })),
    ).toMatchObject({ kind: 'invalid' });
    const reused = { ...ownBilling, reuseBilling: true };
    const shippingAsBilling = { ...emptyBilling, ...visitorForms.shipping, documentNumber: '12345678Z' };
    expect(
      await store.set(continueCheckoutAtom, input({ flags: reused, billing: shippingAsBilling })),
    ).toEqual({ ok: true });
    expect(checkoutReceived.get().intents[0]?.billing_address).toMatchObject({
      line1: 'Calle Mayor 3',
      document_number: '12345678Z',
    });
  });

  it.each([
    ['an error status', { status: 500 }],
    ['no answer (network down)', { network: true }],
  ] as const)(
    'says failed on %s: logged, nothing in preview, everything kept for another try',
    async (_, fault) => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const store = await checkoutWith();
      backend.faults.set(shopCalls.orderIntent, { ...fault, times: 1 });
      expect(await store.set(continueCheckoutAtom, input())).toEqual({ ok: false, kind: 'failed' });
      expect(store.get(checkoutAtom)).toMatchObject({
        intent: null,
        sections: { client: 'edit', shipping: 'edit', billing: 'edit' },
        busy: null,
        problem: { kind: 'intent', at: 1 },
      });
      // SPEC §8: logged.
      expect(errors.mock.calls.map(([line]) => String(line))).toContainEqual(
        expect.stringContaining('[cepa] shop: creating the order intent'),
      );
      expect(await store.set(continueCheckoutAtom, input())).toEqual({ ok: true });
      expect(store.get(checkoutAtom).problem).toBeNull();
    },
  );

  it('keeps how long to wait when the intent was refused for being sent too often (429)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = await checkoutWith();
    backend.faults.set(shopCalls.orderIntent, {
      status: 429,
      body: { detail: 'TOO_MANY_REQUESTS' },
      times: 1,
    });
    expect(await store.set(continueCheckoutAtom, input())).toEqual({ ok: false, kind: 'failed' });
    // The embedded backend's answer names no Retry-After: a minute, as the client reads it then.
    expect(store.get(checkoutAtom).problem).toEqual({ kind: 'intent', at: 1, retryAfterSeconds: 60 });
  });

  it('says failed when the basket was emptied meanwhile (the backend refuses an empty basket)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = await checkoutWith();
    const basket = store.get(basketAtom);
    // Emptied in another tab: the page still shows the line.
    for (const line of basket.state === 'hasData' ? basket.data.lines : []) await removeLine(line.id, 'es');
    expect(await store.set(continueCheckoutAtom, input())).toEqual({ ok: false, kind: 'failed' });
    expect(store.get(checkoutAtom).problem?.kind).toBe('intent');
  });

  it('stops before the intent when the basket holds more than 18 units (SPEC §5, §9), as the basket does', async () => {
    const store = await checkoutWith([
      { productId: 1001, quantity: 10 },
      { productId: 1005, quantity: 9 },
    ]);
    expect(await store.set(continueCheckoutAtom, input())).toEqual({ ok: false, kind: 'tooMany' });
    expect(checkoutReceived.get().intents).toEqual([]);
    expect(store.get(checkoutAtom)).toMatchObject({ intent: null, busy: null, problem: null });
  });

  it('sends one intent for a double press; the second press is busy', async () => {
    const store = await checkoutWith();
    const [first, second] = await Promise.all([
      store.set(continueCheckoutAtom, input()),
      store.set(continueCheckoutAtom, input()),
    ]);
    expect(first).toEqual({ ok: true });
    expect(second).toEqual({ ok: false, kind: 'busy' });
    expect(checkoutReceived.get().intents).toHaveLength(1);
  });

  it('a second tab with the same basket and forms gets the same intent; a changed basket a new one', async () => {
    const first = (await continued()).get(checkoutAtom).intent!;
    // The same visitor (cookie jar) in another tab: the basket as the server has it.
    const otherTab = createStore();
    await otherTab.set(basketAtom, 'show', { language: 'es' });
    expect((await continued(otherTab)).get(checkoutAtom).intent!.id).toBe(first.id);
    const changed = await checkoutWith([{ productId: 1002, quantity: 1 }]);
    const second = (await continued(changed)).get(checkoutAtom).intent!;
    expect(second.id).not.toBe(first.id);
    // One basket, one intent to pay: the earlier one can no longer be paid.
    expect(statusOf(first.id)).toBe('canceled');
    expect(statusOf(second.id)).toBe('requires_payment_method');
  });

  it('forgets what a call brings once the visitor has left the checkout', async () => {
    const store = await checkoutWith();
    const pending = store.set(continueCheckoutAtom, input());
    store.set(leaveCheckoutAtom);
    expect(await pending).toEqual({ ok: true });
    expect(store.get(checkoutAtom)).toMatchObject({ intent: null, busy: null, continued: false });
  });
});

describe('Edit and Save (SPEC §4: only what changed, as an intent update)', () => {
  it('sends only the section’s changes; the new intent replaces the old one', async () => {
    const store = await continued();
    const before = store.get(checkoutAtom).intent!;
    store.set(editCheckoutSectionAtom, 'client');
    expect(store.get(checkoutAtom)).toMatchObject({ sections: { client: 'edit' }, editing: true });
    const forms = { ...visitorForms, client: { ...visitorForms.client, phoneNumber: '611 222 333' } };
    expect(await store.set(saveCheckoutSectionAtom, { section: 'client', forms, postcodePatterns })).toEqual({
      ok: true,
    });
    expect(checkoutReceived.get().updates).toEqual([
      { payment_intent: before.id, client_info: expect.objectContaining({ phone_number: '611 222 333' }) },
    ]);
    const after = store.get(checkoutAtom);
    expect(after).toMatchObject({ sections: { client: 'preview' }, editing: false, saved: 'client' });
    expect(after.intent!.id).not.toBe(before.id);
    expect(statusOf(before.id)).toBe('canceled');
  });

  it('sends nothing but the payment intent when nothing changed, and only what changed since the last save', async () => {
    const store = await continued();
    store.set(editCheckoutSectionAtom, 'shipping');
    await store.set(saveCheckoutSectionAtom, { section: 'shipping', forms: visitorForms, postcodePatterns });
    const gift = { ...visitorForms, flags: { ...visitorForms.flags, isGift: false } };
    await store.set(saveCheckoutSectionAtom, { section: 'shipping', forms: gift, postcodePatterns });
    await store.set(saveCheckoutSectionAtom, { section: 'shipping', forms: gift, postcodePatterns });
    expect(checkoutReceived.get().updates.map((update) => Object.keys(update).sort())).toEqual([
      ['payment_intent'],
      ['is_gift', 'payment_intent'],
      ['payment_intent'],
    ]);
  });

  it('cancels back to the preview without sending anything', async () => {
    const store = await continued();
    store.set(editCheckoutSectionAtom, 'billing');
    store.set(cancelCheckoutSectionAtom, 'billing');
    expect(store.get(checkoutAtom)).toMatchObject({ sections: { billing: 'preview' }, editing: false });
    expect(checkoutReceived.get().updates).toEqual([]);
  });

  it('sends nothing before the intent exists, or while the section’s form refuses what it holds', async () => {
    const store = await checkoutWith();
    store.set(editCheckoutSectionAtom, 'client');
    expect(store.get(checkoutAtom).sections.client).toBe('edit');
    expect(
      await store.set(saveCheckoutSectionAtom, { section: 'client', forms: visitorForms, postcodePatterns }),
    ).toEqual({ ok: false, kind: 'invalid' });
    await continued(store);
    const forms = { ...visitorForms, shipping: { ...visitorForms.shipping, locality: ' ' } };
    expect(
      await store.set(saveCheckoutSectionAtom, { section: 'shipping', forms, postcodePatterns }),
    ).toEqual({
      ok: false,
      kind: 'invalid',
    });
    expect(checkoutReceived.get().updates).toEqual([]);
  });

  it.each([
    ['an intent already paid (409)', { status: 409 }],
    ['an error status', { status: 500 }],
    ['no answer (network down)', { network: true }],
  ] as const)('says failed on %s: the section stays in edit, the intent stays', async (_, fault) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = await continued();
    const before = store.get(checkoutAtom).intent;
    store.set(editCheckoutSectionAtom, 'client');
    backend.faults.set(shopCalls.updateOrderIntent, { ...fault, times: 1 });
    expect(
      await store.set(saveCheckoutSectionAtom, { section: 'client', forms: visitorForms, postcodePatterns }),
    ).toEqual({ ok: false, kind: 'failed' });
    expect(store.get(checkoutAtom)).toMatchObject({
      intent: before,
      sections: { client: 'edit' },
      busy: null,
      problem: { kind: 'save', at: 1 },
      editing: true,
    });
  });

  it('sends one update for a double press; the second press is busy', async () => {
    const store = await continued();
    store.set(editCheckoutSectionAtom, 'client');
    const save = () =>
      store.set(saveCheckoutSectionAtom, { section: 'client', forms: visitorForms, postcodePatterns });
    const [first, second] = await Promise.all([save(), save()]);
    expect(first).toEqual({ ok: true });
    expect(second).toEqual({ ok: false, kind: 'busy' });
    expect(checkoutReceived.get().updates).toHaveLength(1);
  });
});

describe('Pay (SPEC §4: one charge per press)', () => {
  it('has the card form pay the current intent; paid, the press stays taken while the browser leaves', async () => {
    const store = await continued();
    const handle = card();
    expect(await store.set(payCheckoutAtom, { card: handle, returnUrl })).toEqual({ ok: true });
    expect(handle.confirmed).toEqual([store.get(checkoutAtom).intent!.secret]);
    expect(store.get(checkoutAtom).busy).toBe('pay');
  });

  it('charges nothing before the intent exists or while a section is being edited', async () => {
    const store = await checkoutWith();
    const handle = card();
    expect(await store.set(payCheckoutAtom, { card: handle, returnUrl })).toEqual({
      ok: false,
      kind: 'notReady',
    });
    await continued(store);
    store.set(editCheckoutSectionAtom, 'shipping');
    expect(await store.set(payCheckoutAtom, { card: handle, returnUrl })).toEqual({
      ok: false,
      kind: 'notReady',
    });
    expect(handle.confirmed).toEqual([]);
  });

  it('a refused card lets the visitor try again with the same intent', async () => {
    const store = await continued();
    const refusal: PaymentError = { code: 'card_declined', message: 'Declined' };
    const declined = card(refusal);
    expect(await store.set(payCheckoutAtom, { card: declined, returnUrl })).toEqual({
      ok: false,
      kind: 'card',
      error: refusal,
    });
    expect(store.get(checkoutAtom).busy).toBeNull();
    const retry = card();
    expect((await store.set(payCheckoutAtom, { card: retry, returnUrl })).ok).toBe(true);
    expect(retry.confirmed).toEqual(declined.confirmed);
  });

  it('charges once for a double press', async () => {
    const store = await continued();
    const handle = card();
    const [first, second] = await Promise.all([
      store.set(payCheckoutAtom, { card: handle, returnUrl }),
      store.set(payCheckoutAtom, { card: handle, returnUrl }),
    ]);
    expect(first).toEqual({ ok: true });
    expect(second).toEqual({ ok: false, kind: 'busy' });
    expect(handle.confirmed).toHaveLength(1);
  });

  it('pays the intent a save made, never the one it replaced', async () => {
    const store = await continued();
    const first = store.get(checkoutAtom).intent!.secret;
    store.set(editCheckoutSectionAtom, 'client');
    await store.set(saveCheckoutSectionAtom, { section: 'client', forms: visitorForms, postcodePatterns });
    const handle = card();
    await store.set(payCheckoutAtom, { card: handle, returnUrl });
    expect(handle.confirmed).toEqual([store.get(checkoutAtom).intent!.secret]);
    expect(handle.confirmed).not.toEqual([first]);
  });
});
