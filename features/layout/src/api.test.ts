import { describe, expect, it } from 'vitest';
import { ApiError, pageContentSchema } from '@cepa/core';
import {
  bannerEndpoint,
  loginErrorOutcome,
  newsletterErrorOutcome,
  newsletterPayloadSchema,
  toLoginPayload,
  toNewsletterPayload,
} from './api';
import { bannerEndpointPath } from './routes';
import { initialSubscribers } from './fake/fixtures';
import { layoutPage } from './fake/page-fixtures';

const httpError = (status: number, detail?: string, body: unknown = detail ? { detail } : undefined) =>
  new ApiError('http', 'POST /api/newsletter/', { status, detail, body });

describe('toNewsletterPayload', () => {
  it('sends the trimmed e-mail, the brand as site, the language and the footer origin (SPEC §3, §7)', () => {
    expect(toNewsletterPayload({ email: '  ana@example.com ', consent: true }, 'brava', 'en')).toEqual({
      email: 'ana@example.com',
      site: 'brava',
      language: 'en',
      origin: 'footer',
    });
  });
});

describe('newsletterErrorOutcome (SPEC §8)', () => {
  it.each([
    [httpError(400, 'Already registered'), 'alreadySubscribed'],
    [httpError(409, 'conflict'), 'alreadySubscribed'],
    [httpError(400, 'conflict', 'conflict'), 'alreadySubscribed'],
    [httpError(500), 'unknownError'],
    [httpError(429, 'TOO_MANY_REQUESTS'), 'tooManyAttempts'],
    [httpError(400, 'Invalid payload'), 'unknownError'],
    [new ApiError('network', 'POST /api/newsletter/'), 'unknownError'],
    [new ApiError('contract', 'POST /api/newsletter/'), 'unknownError'],
    [new Error('boom'), 'unknownError'],
  ])('%s → %s', (error, outcome) => {
    expect(newsletterErrorOutcome(error)).toBe(outcome);
  });
});

describe('login', () => {
  it('lower-cases and trims the e-mail, keeps the password as typed', () => {
    expect(toLoginPayload({ email: ' Lucia@Example.COM ', password: ' Vendimia ' })).toEqual({
      email: 'lucia@example.com',
      password: ' Vendimia ',
    });
  });

  it.each([
    [new ApiError('http', 'x', { status: 401, detail: 'INVALID_CREDENTIALS' }), 'invalidCredentials'],
    [new ApiError('http', 'x', { status: 429, detail: 'TOO_MANY_ATTEMPTS' }), 'tooManyAttempts'],
    [new ApiError('http', 'x', { status: 500 }), 'unknownError'],
    [new ApiError('network', 'x'), 'unknownError'],
  ])('maps %s to %s', (error, outcome) => {
    expect(loginErrorOutcome(error)).toBe(outcome);
  });
});

describe('banner endpoint', () => {
  it('keeps the content endpoint inside /api', () => {
    expect(bannerEndpointPath('funding_banner')).toBe('funding_banner');
    expect(bannerEndpointPath('/funding_banner/')).toBe('funding_banner');
    expect(bannerEndpointPath('../../evil.example/x')).toBe('x');
    expect(bannerEndpointPath('https://evil.example/x')).toBe('x');
    expect(bannerEndpoint('funding_banner')).toBe('GET /api/funding_banner/');
  });
});

describe('fixtures parse with the client schemas', () => {
  it('newsletter subscribers', () => {
    for (const subscriber of initialSubscribers)
      expect(newsletterPayloadSchema.parse(subscriber)).toEqual(subscriber);
  });

  it.each([
    ['solera', 'es'],
    ['brava', 'en'],
  ] as const)('layout page %s/%s', (brand, language) => {
    const page = pageContentSchema.parse(layoutPage({ brand, language }));
    expect(page.layout.banner?.endpoint).toBe('funding_banner');
    expect(page.layout.login_path).toBe('/login');
    expect(page.alternates[0]?.language).not.toBe(language);
    for (const logo of page.layout.footer.logos)
      expect(logo.src.startsWith('data:image/svg+xml,')).toBe(true);
  });
});
