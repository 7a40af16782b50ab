import { describe, expect, it } from 'vitest';
import { paymentProviderOf, productionConfigProblem, readConfig } from './config';

describe('the payment configuration fails closed', () => {
  it('uses the embedded test card form only with the embedded backend', () => {
    expect(paymentProviderOf(readConfig({}))).toBe('embedded');
    expect(paymentProviderOf(readConfig({ VITE_API_BASE: '/api' }))).toBe('embedded');
    expect(paymentProviderOf(readConfig({ VITE_API_BASE: 'https://api.example.com/api' }))).toBe(
      'unavailable',
    );
    expect(
      paymentProviderOf(
        readConfig({
          VITE_API_BASE: 'https://api.example.com/api',
          VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
        }),
      ),
    ).toBe('stripe');
    expect(paymentProviderOf(readConfig({ VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_x' }))).toBe('stripe');
  });

  it('refuses a production build against a real backend without a Stripe key', () => {
    expect(productionConfigProblem({})).toBeNull();
    expect(productionConfigProblem({ VITE_API_BASE: '/api' })).toBeNull();
    expect(
      productionConfigProblem({
        VITE_API_BASE: 'https://api.example.com/api',
        VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      }),
    ).toBeNull();
    expect(productionConfigProblem({ VITE_API_BASE: 'https://api.example.com/api' })).toMatch(
      /VITE_STRIPE_PUBLISHABLE_KEY is not set/,
    );
  });
});

describe('readConfig', () => {
  it('defaults to the embedded backend, Casa Solera and Spanish', () => {
    expect(readConfig({})).toEqual({
      brand: 'solera',
      defaultLanguage: 'es',
      apiBase: '/api',
      embeddedBackend: true,
      stripePublishableKey: '',
      captchaSiteKey: '',
      tagManagerId: '',
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
    expect(() => readConfig({ VITE_API_BASE: true })).toThrow(/VITE_API_BASE must be text/);
  });
});
