import { describe, expect, it } from 'vitest';
import { paymentIntentIdOf, paymentReturnUrl, toConfirmPayload, validateCardFields } from './card-input';
import { paymentErrorCodeOf } from './embedded-api';
import { stripeErrorCode } from './stripe-errors';
import { testCards } from './test-cards';
import { ApiError } from '../http';
import es from './messages/es.json';
import en from './messages/en.json';

const now = new Date(2026, 10, 22);
const valid = { cardNumber: testCards.success, expiry: '11 / 26', cvc: '123' };

describe('embedded card form rules', () => {
  it('accepts a complete card that has not expired (valid to the end of its month)', () => {
    expect(validateCardFields(valid, now)).toEqual({});
    expect(validateCardFields({ ...valid, cvc: '1234' }, now)).toEqual({});
  });

  it.each([
    [{ cardNumber: '' }, { cardNumber: 'core.payment.errors.cardNumberRequired' }],
    [{ cardNumber: '4242 4242 4242' }, { cardNumber: 'core.payment.errors.cardNumberIncomplete' }],
    [{ expiry: '' }, { expiry: 'core.payment.errors.expiryRequired' }],
    [{ expiry: '1' }, { expiry: 'core.payment.errors.expiryInvalid' }],
    [{ expiry: '13 / 27' }, { expiry: 'core.payment.errors.expiryInvalid' }],
    [{ expiry: '00 / 27' }, { expiry: 'core.payment.errors.expiryInvalid' }],
    [{ expiry: '10 / 26' }, { expiry: 'core.payment.errors.expiryPast' }],
    [{ cvc: '' }, { cvc: 'core.payment.errors.cvcRequired' }],
    [{ cvc: '12' }, { cvc: 'core.payment.errors.cvcIncomplete' }],
  ])('%o → %o', (change, errors) => {
    expect(validateCardFields({ ...valid, ...change }, now)).toEqual(errors);
  });

  it('sends digits to the provider', () => {
    expect(toConfirmPayload('pi_1_secret_2', valid)).toEqual({
      client_secret: 'pi_1_secret_2',
      card_number: '4242424242424242',
      expiry: '11/26',
      cvc: '123',
    });
  });
});

describe('return URL after a successful payment', () => {
  const intent = { id: 'pi_1', clientSecret: 'pi_1_secret_2' };
  const query = 'payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded';
  it.each([
    ['/es/reserva-confirmada', `/es/reserva-confirmada?${query}`],
    ['/en/booking-confirmation?booking=7', `/en/booking-confirmation?booking=7&${query}`],
    ['https://cepa.test/es/ok?', `https://cepa.test/es/ok?${query}`],
    ['/es/ok#top', `/es/ok?${query}#top`],
  ])('%s → %s', (returnUrl, expected) => {
    expect(paymentReturnUrl(returnUrl, intent)).toBe(expected);
  });
});

describe('payment error codes', () => {
  const http = (status: number, code?: string, intentStatus?: string) =>
    new ApiError('http', 'POST /__payment_provider/confirm/', {
      status,
      body: code
        ? { error: { code, payment_intent: intentStatus ? { id: 'pi_1', status: intentStatus } : null } }
        : {},
    });
  it.each([
    [http(402, 'card_declined'), 'card_declined'],
    [http(402, 'insufficient_funds'), 'insufficient_funds'],
    [http(400, 'incomplete'), 'incomplete'],
    [http(400, 'payment_intent_unexpected_state'), 'processing_error'],
    [http(400, 'payment_intent_unexpected_state', 'canceled'), 'processing_error'],
    [http(400, 'payment_intent_unexpected_state', 'succeeded'), 'already_paid'],
    [http(500), 'processing_error'],
    [new ApiError('network', 'x'), 'processing_error'],
    [new Error('boom'), 'processing_error'],
  ])('embedded provider %#', (error, code) => {
    expect(paymentErrorCodeOf(error)).toBe(code);
  });

  it.each([
    [{ type: 'validation_error', code: 'incomplete_number' }, 'incomplete'],
    [{ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' }, 'card_declined'],
    [{ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' }, 'insufficient_funds'],
    [{ type: 'card_error', code: 'expired_card' }, 'card_declined'],
    [{ type: 'invalid_request_error', code: 'payment_intent_authentication_failure' }, 'card_declined'],
    [{ type: 'api_connection_error' }, 'processing_error'],
    [{ type: 'invalid_request_error', code: 'payment_intent_unexpected_state' }, 'processing_error'],
    [
      {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        payment_intent: { status: 'succeeded' },
      },
      'already_paid',
    ],
  ])('Stripe %o → %s', (error, code) => {
    expect(stripeErrorCode(error)).toBe(code);
  });
});

describe('paymentIntentIdOf', () => {
  it('reads the id at the head of a client secret', () => {
    expect(paymentIntentIdOf('pi_3Nabc_secret_XyZ')).toBe('pi_3Nabc');
    expect(paymentIntentIdOf('pi_0001abc')).toBe('pi_0001abc');
  });
});

describe('payment messages', () => {
  it('have the same ids in both languages, all scoped by core.payment.', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
    for (const id of Object.keys(es)) expect(id.startsWith('core.payment.')).toBe(true);
  });
});
