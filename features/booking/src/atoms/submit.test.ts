import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackedEvents } from '@cepa/core';
import { backend, fetchThrough, paymentProvider } from '@cepa/core/backend';
import { cardStandIn, type CardPaymentHandle, type PaymentError } from '@cepa/core/payment';
import {
  bookingCalls,
  bookingReceived,
  fixtureDays,
  handlers,
  typedBilling,
  typedVisitor,
  voucherCodes,
} from '../fake';
import { decodeBookingHash, encodeBookingHash, type BookingHashState } from '../hash';
import { bookingHashAtom, createBookingStore } from './hash-state';
import { activeVoucherAtom, bookingFailureAtom, experienceIdAtom, submittingNowAtom } from './queries';
import { payAtom, redeemAtom } from './submit';
import { stateAtom, type BookingContext } from './state';

/** Every call goes to the embedded backend's handlers, as in the browser; faults switch per call. */
beforeEach(() => {
  backend.reset();
  vi.stubGlobal('fetch', fetchThrough([...handlers, ...paymentProvider.handlers]));
});
afterEach(() => vi.unstubAllGlobals());

const days = fixtureDays();
/** Typed with stray spaces and capitals: the payload must carry the validated, trimmed values. */
const visitor = { ...typedVisitor, name: ' Lucía ', email: ' Lucia@Example.com ' };
const billing = typedBilling;

const monthOf = (day: string) => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) });

const context: BookingContext = { brand: 'solera', language: 'es', experienceId: 1, voucherCode: null };

function atStep(step: 3 | 4, day = days.open, extra: Partial<BookingHashState> = {}): BookingHashState {
  return {
    step,
    experienceId: 1,
    firstStep: { language: 'es', adults: 2, children: 0, babies: 0 },
    secondStep: { ...monthOf(day), day, slot: '10:00' },
    thirdStep: visitor,
    ...(step === 4 ? { fourthStep: { subStep: 'payment' as const, billing } } : {}),
    ...extra,
  };
}

/** A booking page's store, once the experience (and the voucher, if any) is known. */
async function storeAt(state: BookingHashState, voucherCode: string | null = null) {
  const store = createBookingStore({ ...context, voucherCode }, `#${encodeBookingHash(state)}`);
  store.sub(experienceIdAtom, () => {});
  store.sub(activeVoucherAtom, () => {});
  await vi.waitFor(() => expect(store.get(experienceIdAtom)).not.toBeNull());
  if (voucherCode) await vi.waitFor(() => expect(store.get(activeVoucherAtom)).not.toBeNull());
  return store;
}

/** The card form: valid, and paying with what it is told. */
const card = cardStandIn;

const returnUrl = 'http://localhost/es/reservar/confirmacion';

describe('pay (SPEC §4 pay flow)', () => {
  it('creates one booking intent from the validated step 3 and billing values, then pays it', async () => {
    const store = await storeAt(atStep(4));
    const handle = card();
    const outcome = await store.set(payAtom, { card: handle, returnUrl });
    expect(outcome).toEqual({ ok: true, bookingIntentId: expect.any(Number) });
    const [intent] = bookingReceived.get().intents;
    // The schema's output, not the raw input: trimmed, the e-mail lower-cased.
    expect(intent?.visitor_group_data).toMatchObject({ name: 'Lucía', email: 'lucia@example.com' });
    expect(intent?.billing_address_data).toMatchObject({ first_name: 'Lucía', line1: 'Calle Mayor 1' });
    expect(handle.confirmed).toHaveLength(1);
    expect(store.get(bookingFailureAtom)).toBeNull();
    // Paid: the page leaves for the confirmation and its history entry keeps no booking to pay again.
    expect(store.get(bookingHashAtom)).toBe('');
  });

  it('says conflict on a 409, shows the conflict screen and fires slot_taken', async () => {
    const store = await storeAt(atStep(4));
    backend.faults.set(bookingCalls.createBookingIntent, { status: 409, times: 1 });
    const handle = card();
    expect(await store.set(payAtom, { card: handle, returnUrl })).toEqual({ ok: false, kind: 'conflict' });
    expect(store.get(bookingFailureAtom)).toBe('conflict');
    expect(trackedEvents()).toContainEqual(
      expect.objectContaining({ event: 'slot_taken', experience_id: 1 }),
    );
    expect(handle.confirmed).toEqual([]);
  });

  it('says default on any other error status', async () => {
    const store = await storeAt(atStep(4));
    backend.faults.set(bookingCalls.createBookingIntent, { status: 500, times: 1 });
    expect(await store.set(payAtom, { card: card(), returnUrl })).toEqual({ ok: false, kind: 'default' });
    expect(store.get(bookingFailureAtom)).toBe('default');
  });

  it('says default when the network is down', async () => {
    const store = await storeAt(atStep(4));
    backend.faults.set(bookingCalls.createBookingIntent, { network: true, times: 1 });
    expect(await store.set(payAtom, { card: card(), returnUrl })).toEqual({ ok: false, kind: 'default' });
    expect(store.get(bookingFailureAtom)).toBe('default');
  });

  it('stays on the step with everything kept when the site’s limits refuse the intent (429)', async () => {
    const store = await storeAt(atStep(4));
    const hash = store.get(bookingHashAtom);
    backend.faults.set(bookingCalls.createBookingIntent, { status: 429, times: 1 });
    const handle = card();
    expect(await store.set(payAtom, { card: handle, returnUrl })).toEqual({
      ok: false,
      kind: 'tooManyAttempts',
      retryAfterSeconds: 60,
    });
    expect(store.get(bookingFailureAtom)).toBeNull();
    expect(store.get(bookingHashAtom)).toBe(hash);
    expect(handle.confirmed).toEqual([]);
    // Pressed again once the limit lets it through: the booking is paid.
    expect(await store.set(payAtom, { card: handle, returnUrl })).toMatchObject({ ok: true });
  });

  it('sends one booking intent for a double press; the second press is busy', async () => {
    const store = await storeAt(atStep(4));
    const handle = card();
    const [first, second] = await Promise.all([
      store.set(payAtom, { card: handle, returnUrl }),
      store.set(payAtom, { card: handle, returnUrl }),
    ]);
    expect(first.ok).toBe(true);
    expect(second).toEqual({ ok: false, kind: 'busy' });
    expect(bookingReceived.get().intents).toHaveLength(1);
    expect(store.get(submittingNowAtom)).toBe(false);
  });

  it('keeps the booking intent when the card is refused, so a retry pays the same one', async () => {
    const store = await storeAt(atStep(4));
    const refusal: PaymentError = { code: 'card_declined', message: 'Declined' };
    const declined = card(refusal);
    expect(await store.set(payAtom, { card: declined, returnUrl })).toEqual({
      ok: false,
      kind: 'card',
      error: refusal,
    });
    const retry = card();
    expect((await store.set(payAtom, { card: retry, returnUrl })).ok).toBe(true);
    expect(bookingReceived.get().intents).toHaveLength(1);
    expect(retry.confirmed).toEqual(declined.confirmed);
  });

  it('pays the same booking intent after a reload or in a second tab (its Idempotency-Key)', async () => {
    const declined = card({ code: 'card_declined', message: 'Declined' });
    await (await storeAt(atStep(4))).set(payAtom, { card: declined, returnUrl });
    // Another page with the same booking: a new captcha token and moment of consent, the same key.
    const retry = card();
    expect((await (await storeAt(atStep(4))).set(payAtom, { card: retry, returnUrl })).ok).toBe(true);
    expect(bookingReceived.get().intents).toHaveLength(2);
    expect(retry.confirmed).toEqual(declined.confirmed);
  });

  it('pays a new booking intent when the visitors changed after a refused card (never a stale amount)', async () => {
    const store = await storeAt(atStep(4));
    const declined = card({ code: 'card_declined', message: 'Declined' });
    await store.set(payAtom, { card: declined, returnUrl });
    store.set(stateAtom, (state) => ({
      ...state,
      firstStep: { language: 'es', adults: 3, children: 0, babies: 0 },
    }));
    const retry = card();
    expect((await store.set(payAtom, { card: retry, returnUrl })).ok).toBe(true);
    const intents = bookingReceived.get().intents;
    expect(intents).toHaveLength(2);
    expect(intents[1]?.visitor_group_data.adults_number).toBe(3);
    expect(retry.confirmed).not.toEqual(declined.confirmed);
  });

  it('clears the hash while paying, and writes it back when the card is refused', async () => {
    const store = await storeAt(atStep(4));
    const before = store.get(bookingHashAtom);
    expect(before).not.toBe('');
    const seen: string[] = [];
    const refusing: CardPaymentHandle = {
      validate: async () => null,
      confirm: async () => {
        seen.push(store.get(bookingHashAtom));
        return { code: 'card_declined', message: 'Declined' };
      },
    };
    await store.set(payAtom, { card: refusing, returnUrl });
    // While the card processor works, the page's history entry holds no booking to pay again.
    expect(seen).toEqual(['']);
    expect(decodeBookingHash(store.get(bookingHashAtom))).toMatchObject({
      step: 4,
      bookingIntentId: expect.any(Number),
    });
  });

  it('says paid, with the confirmation’s address, when the processor refuses to charge a paid intent again', async () => {
    const store = await storeAt(atStep(4));
    expect((await store.set(payAtom, { card: card(), returnUrl })).ok).toBe(true);
    const again = card({ code: 'already_paid', message: 'Already paid' });
    const outcome = await store.set(payAtom, { card: again, returnUrl });
    expect(outcome).toEqual({
      ok: false,
      kind: 'paid',
      confirmationUrl: expect.stringMatching(
        /^http:\/\/localhost\/es\/reservar\/confirmacion\?payment_intent=pi_\w+&payment_intent_client_secret=pi_\w+_secret_\w+&redirect_status=succeeded$/,
      ),
    });
    expect(bookingReceived.get().intents).toHaveLength(1);
  });

  it('sends nothing while the card fields are incomplete', async () => {
    const store = await storeAt(atStep(4));
    const incomplete: PaymentError = { code: 'incomplete', message: 'Incomplete' };
    const outcome = await store.set(payAtom, {
      card: { ...card(), validate: async () => incomplete },
      returnUrl,
    });
    expect(outcome).toEqual({ ok: false, kind: 'card', error: incomplete });
    expect(bookingReceived.get().intents).toEqual([]);
  });

  it('sends nothing when the billing kept in the hash does not pass its schema', async () => {
    const store = await storeAt(
      atStep(4, days.open, { fourthStep: { subStep: 'payment', billing: { ...billing, postalCode: '' } } }),
    );
    expect(await store.set(payAtom, { card: card(), returnUrl })).toEqual({ ok: false, kind: 'invalid' });
    expect(bookingReceived.get().intents).toEqual([]);
  });
});

describe('redeem (SPEC §4 voucher flow)', () => {
  const values = { ...visitor, name: 'Lucía', email: 'lucia@example.com' };

  it('redeems the checked voucher with step 3’s values and returns the redemption', async () => {
    const store = await storeAt(atStep(3), voucherCodes.openSolera);
    const outcome = await store.set(redeemAtom, values);
    expect(outcome).toEqual({ ok: true, redemptionId: expect.any(Number) });
    expect(bookingReceived.get().redemptions).toHaveLength(1);
    expect(bookingReceived.get().redemptions[0]?.full_code).toBe(voucherCodes.openSolera);
    expect(store.get(bookingHashAtom)).toBe('');
  });

  it.each([
    [{ status: 409 }, 'conflict'],
    [{ status: 500 }, 'default'],
    [{ network: true }, 'default'],
  ] as const)('with the fault %j says %s and shows the error screen', async (fault, kind) => {
    const store = await storeAt(atStep(3), voucherCodes.openSolera);
    backend.faults.set(bookingCalls.redeemVoucher, { ...fault, times: 1 });
    expect(await store.set(redeemAtom, values)).toEqual({ ok: false, kind });
    expect(store.get(bookingFailureAtom)).toBe(kind);
  });

  it('stays on step 3 when the site’s limits refuse the redemption (429)', async () => {
    const store = await storeAt(atStep(3), voucherCodes.openSolera);
    backend.faults.set(bookingCalls.redeemVoucher, { status: 429, times: 1 });
    expect(await store.set(redeemAtom, values)).toEqual({
      ok: false,
      kind: 'tooManyAttempts',
      retryAfterSeconds: 60,
    });
    expect(store.get(bookingFailureAtom)).toBeNull();
    expect(store.get(stateAtom).step).toBe(3);
    expect(bookingReceived.get().redemptions).toEqual([]);
  });

  it('sends one redemption for a double press; the second press is busy', async () => {
    const store = await storeAt(atStep(3), voucherCodes.openSolera);
    const [first, second] = await Promise.all([store.set(redeemAtom, values), store.set(redeemAtom, values)]);
    expect(first.ok).toBe(true);
    expect(second).toEqual({ ok: false, kind: 'busy' });
    expect(bookingReceived.get().redemptions).toHaveLength(1);
  });

  it('shares the in-flight guard with pay', async () => {
    const store = await storeAt(atStep(3), voucherCodes.openSolera);
    const [redeemed, paid] = await Promise.all([
      store.set(redeemAtom, values),
      store.set(payAtom, { card: card(), returnUrl }),
    ]);
    expect(redeemed.ok).toBe(true);
    expect(paid).toEqual({ ok: false, kind: 'busy' });
  });
});
