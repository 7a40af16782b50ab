import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { backend } from './backend';
import {
  paymentProvider,
  paymentProviderConfirmCall,
  paymentProviderDelayHeader,
  providerTestCards,
} from './payment-provider';

const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

function confirm(
  body: Partial<{ client_secret: string; card_number: string; expiry: string; cvc: string }>,
  headers: Record<string, string> = { [paymentProviderDelayHeader]: '0' },
) {
  return getResponse(
    paymentProvider.handlers,
    new Request('http://127.0.0.1/api/__payment_provider/confirm/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ expiry: `12 / ${nextYear}`, cvc: '123', ...body }),
    }),
  ) as Promise<Response>;
}

afterEach(() => backend.reset());

describe('embedded payment provider', () => {
  it('creates intents found by id or client secret, and forgets them on reset', () => {
    const intent = paymentProvider.createIntent({ amount: 5000, description: 'Visita y cata' });
    expect(intent).toMatchObject({
      amount: 5000,
      currency: 'eur',
      status: 'requires_payment_method',
      last_error: null,
      captured: false,
    });
    expect(intent.id).toMatch(/^pi_\w+$/);
    expect(intent.client_secret.startsWith(`${intent.id}_secret_`)).toBe(true);
    expect(paymentProvider.find(intent.id)).toBe(intent);
    expect(paymentProvider.find(intent.client_secret)).toBe(intent);
    expect(paymentProvider.createIntent({ amount: 1, description: 'x' }).id).not.toBe(intent.id);
    backend.reset();
    expect(paymentProvider.find(intent.id)).toBeUndefined();
  });

  it('gives intents random ids, never counted, so nobody reaches another’s payment by guessing', () => {
    const ids = Array.from(
      { length: 50 },
      () => paymentProvider.createIntent({ amount: 100, description: 'x' }).id,
    );
    for (const id of ids) expect(id).toMatch(/^pi_[0-9a-f]{24}$/);
    expect(new Set(ids).size).toBe(50);
    expect(ids).not.toContain('pi_000001');
  });

  it('cancels an unpaid intent, and then refuses to charge it', async () => {
    const intent = paymentProvider.createIntent({ amount: 2500, description: 'Cata' });
    expect(paymentProvider.cancel(intent.id)).toMatchObject({ status: 'canceled' });
    const refused = await confirm({
      client_secret: intent.client_secret,
      card_number: providerTestCards.success,
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: {
        code: 'payment_intent_unexpected_state',
        payment_intent: { id: intent.id, status: 'canceled' },
      },
    });
    expect(paymentProvider.capture(intent.id)).toBeUndefined();
  });

  it('never cancels an intent that was paid', async () => {
    const intent = paymentProvider.createIntent({ amount: 2500, description: 'Cata' });
    await confirm({ client_secret: intent.client_secret, card_number: providerTestCards.success });
    expect(paymentProvider.cancel(intent.id)).toBeUndefined();
    expect(paymentProvider.capture(intent.id)).toMatchObject({ status: 'succeeded', captured: true });
  });

  it.each([
    [providerTestCards.declined, 'card_declined'],
    [providerTestCards.insufficientFunds, 'insufficient_funds'],
    ['5555555555554444', 'card_declined'],
  ])('declines %s with %s and lets the customer try again', async (card, code) => {
    const intent = paymentProvider.createIntent({ amount: 2500, description: 'Cata' });
    const response = await confirm({ client_secret: intent.client_secret, card_number: card });
    expect(response.status).toBe(402);
    expect(await response.json()).toMatchObject({ error: { code } });
    expect(intent).toMatchObject({ status: 'requires_payment_method', last_error: code });

    const retry = await confirm({
      client_secret: intent.client_secret,
      card_number: '4242 4242 4242 4242',
    });
    expect(retry.status).toBe(200);
    expect(await retry.json()).toEqual({
      payment_intent: { id: intent.id, status: 'succeeded', amount: 2500, currency: 'eur' },
    });
    expect(intent).toMatchObject({ status: 'succeeded', last_error: null });
  });

  it('cannot pay an intent twice, and captures only succeeded intents', async () => {
    const intent = paymentProvider.createIntent({ amount: 2500, description: 'Cata' });
    expect(paymentProvider.capture(intent.id)).toBeUndefined();
    expect(
      (await confirm({ client_secret: intent.client_secret, card_number: providerTestCards.success })).status,
    ).toBe(200);
    const again = await confirm({
      client_secret: intent.client_secret,
      card_number: providerTestCards.success,
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: { code: 'payment_intent_unexpected_state' } });
    expect(paymentProvider.capture(intent.id)).toMatchObject({ captured: true, status: 'succeeded' });
  });

  it('rejects unknown secrets and malformed cards, expiries and CVCs', async () => {
    const intent = paymentProvider.createIntent({ amount: 2500, description: 'Cata' });
    expect(
      (await confirm({ client_secret: 'pi_nope_secret_x', card_number: '4242424242424242' })).status,
    ).toBe(404);
    for (const bad of [
      { card_number: '4242' },
      { card_number: '4242424242424242', expiry: '13 / 30' },
      { card_number: '4242424242424242', expiry: '01 / 20' },
      { card_number: '4242424242424242', cvc: '12' },
    ]) {
      const response = await confirm({ client_secret: intent.client_secret, ...bad });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'incomplete' } });
    }
    expect(intent.status).toBe('requires_payment_method');
  });

  it('takes a card processor’s time unless the request asks otherwise', async () => {
    const intent = paymentProvider.createIntent({ amount: 2500, description: 'Cata' });
    const started = Date.now();
    const response = await confirm(
      { client_secret: intent.client_secret, card_number: providerTestCards.success },
      {},
    );
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(550);
  });

  it('honours faults switched on by the call’s name', async () => {
    expect(paymentProviderConfirmCall).toBe('POST /api/__payment_provider/confirm/');
    backend.faults.set(paymentProviderConfirmCall, { status: 500, times: 1 });
    const intent = paymentProvider.createIntent({ amount: 2500, description: 'Cata' });
    expect(
      (await confirm({ client_secret: intent.client_secret, card_number: providerTestCards.success })).status,
    ).toBe(500);
  });
});
