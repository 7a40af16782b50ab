import { describe, expect, it } from 'vitest';
import { formErrorCode, loginFormSchema, newsletterFormSchema } from './forms';

function errors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('newsletter form (SPEC §5)', () => {
  it.each([
    [
      { email: '', consent: false },
      { email: 'required', consent: 'required' },
    ],
    [{ email: '   ', consent: true }, { email: 'required' }],
    [{ email: 'not-an-email', consent: true }, { email: 'invalidEmail' }],
    [{ email: 'ana@example.com', consent: false }, { consent: 'required' }],
    [{ email: ' ana@example.com ', consent: true }, {}],
  ])('%j → %j', (input, expected) => {
    expect(errors(newsletterFormSchema.safeParse(input))).toEqual(expected);
  });

  it('trims the e-mail', () => {
    expect(newsletterFormSchema.parse({ email: ' ana@example.com ', consent: true }).email).toBe(
      'ana@example.com',
    );
  });
});

describe('login form', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: 'required', password: 'required' },
    ],
    [{ email: 'lucia', password: 'x' }, { email: 'invalidEmail' }],
    [{ email: 'lucia@example.com', password: 'vendimia' }, {}],
  ])('%j → %j', (input, expected) => {
    expect(errors(loginFormSchema.safeParse(input))).toEqual(expected);
  });
});

describe('formErrorCode', () => {
  it('knows the two codes and reads anything else as required', () => {
    expect(formErrorCode(undefined)).toBeUndefined();
    expect(formErrorCode('invalidEmail')).toBe('invalidEmail');
    expect(formErrorCode('required')).toBe('required');
    expect(formErrorCode('Invalid input')).toBe('required');
  });
});
