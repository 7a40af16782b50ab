import { describe, expect, it } from 'vitest';
import { isBrand, isLanguage, paymentProviderOf, productionConfigProblem, readConfig } from './config';

describe('the payment configuration fails closed', () => {
  it('uses the embedded test card form only while the embedded backend answers', () => {
    expect(paymentProviderOf('', true)).toBe('embedded');
    expect(paymentProviderOf('', false)).toBe('unavailable');
    expect(paymentProviderOf('pk_live_x', false)).toBe('stripe');
    expect(paymentProviderOf('pk_test_x', true)).toBe('stripe');
  });

  it('refuses to serve a real backend without a Stripe key', () => {
    const real = { embeddedBackend: false, backendUrl: 'https://api.example.com/api' };
    expect(productionConfigProblem({ ...real, embeddedBackend: true, stripePublishableKey: '' })).toBeNull();
    expect(productionConfigProblem({ ...real, stripePublishableKey: 'pk_live_x' })).toBeNull();
    expect(productionConfigProblem({ ...real, stripePublishableKey: '' })).toMatch(
      /CEPA_BACKEND_URL names a real backend \(https:\/\/api.example.com\/api\) but this build has no VITE_STRIPE_PUBLISHABLE_KEY/,
    );
  });
});

describe('readConfig', () => {
  it('defaults to Casa Solera and Spanish, the browser calling its own origin', () => {
    expect(readConfig({})).toEqual({
      brand: 'solera',
      defaultLanguage: 'es',
      apiBase: '/api',
      stripePublishableKey: '',
      captchaSiteKey: '',
    });
  });

  it('refuses a brand or a language the site does not have', () => {
    expect(readConfig({ VITE_BRAND: 'brava', VITE_DEFAULT_LANGUAGE: 'en' })).toMatchObject({
      brand: 'brava',
      defaultLanguage: 'en',
    });
    expect(() => readConfig({ VITE_BRAND: 'bodega' })).toThrow(
      /VITE_BRAND=bodega is not one of solera, brava/,
    );
    expect(() => readConfig({ VITE_DEFAULT_LANGUAGE: 'fr' })).toThrow(/VITE_DEFAULT_LANGUAGE=fr/);
    expect(() => readConfig({ VITE_STRIPE_PUBLISHABLE_KEY: true })).toThrow(
      /VITE_STRIPE_PUBLISHABLE_KEY must be text/,
    );
  });
});

describe('the closed lists', () => {
  it.each([
    ['solera', true],
    ['brava', true],
    ['Solera', false],
    ['bodega', false],
    ['', false],
    [null, false],
  ])('isBrand(%j) is %s', (value, known) => {
    expect(isBrand(value)).toBe(known);
  });

  it.each([
    ['es', true],
    ['en', true],
    ['EN', false],
    ['fr', false],
    ['', false],
    [undefined, false],
  ])('isLanguage(%j) is %s', (value, known) => {
    expect(isLanguage(value)).toBe(known);
  });
});
