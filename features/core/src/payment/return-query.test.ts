import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressAfterPayment, paymentReturnOf, replacePaymentReturn } from './return-query';

describe('paymentReturnOf (SPEC §4)', () => {
  it.each([
    [
      '?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded',
      { paid: true, paymentIntent: 'pi_1' },
    ],
    ['payment_intent=pi_1&redirect_status=succeeded', { paid: true, paymentIntent: 'pi_1' }],
    ['?payment_intent=pi_1&redirect_status=failed', { paid: false }],
    ['?payment_intent=pi_1&redirect_status=processing', { paid: false }],
    ['?payment_intent=pi_1', { paid: false }],
    ['?redirect_status=succeeded', { paid: false }],
    ['?redirect_status=succeeded&payment_intent=', { paid: false }],
    ['?redirect_status=succeeded&payment_intent=%20', { paid: false }],
    ['', null],
    ['?order=100041', null],
  ])('%s → %o', (query, expected) => {
    expect(paymentReturnOf(query)).toEqual(expected);
  });
});

const paidAddress =
  'https://www.casasolera.example/es/tienda/pedido-confirmado?payment_intent=pi_1' +
  '&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded';

describe('the address once a payment is confirmed', () => {
  it('names what was confirmed instead of the payment, its client secret gone', () => {
    expect(addressAfterPayment(paidAddress, { order: '100041' })).toBe(
      'https://www.casasolera.example/es/tienda/pedido-confirmado?order=100041',
    );
  });

  it('keeps the rest of the query and the hash', () => {
    expect(
      addressAfterPayment(
        'http://localhost/en/order-confirmation?utm_source=mail&payment_intent=pi_1&redirect_status=succeeded#top',
        { order: '7' },
      ),
    ).toBe('http://localhost/en/order-confirmation?utm_source=mail&order=7#top');
  });
});

describe('replacePaymentReturn', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('replaces the current history entry, keeping its state, without a new one', () => {
    const history = { state: { vike: 1 }, replaceState: vi.fn(), pushState: vi.fn() };
    vi.stubGlobal('window', { location: { href: paidAddress }, history });
    replacePaymentReturn({ order: '100041' });
    expect(history.replaceState).toHaveBeenCalledWith(
      { vike: 1 },
      '',
      'https://www.casasolera.example/es/tienda/pedido-confirmado?order=100041',
    );
    expect(history.pushState).not.toHaveBeenCalled();
  });
});
