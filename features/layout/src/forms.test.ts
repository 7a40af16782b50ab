import { describe, expect, it } from 'vitest';
import { loginFormSchema, newsletterFormSchema } from './forms';

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
      { email: 'core.form.required', consent: 'core.form.required' },
    ],
    [{ email: '   ', consent: true }, { email: 'core.form.required' }],
    [{ email: 'not-an-email', consent: true }, { email: 'core.form.invalidEmail' }],
    [{ email: 'ana@example.com', consent: false }, { consent: 'core.form.required' }],
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
      { email: 'core.form.required', password: 'core.form.required' },
    ],
    [{ email: 'lucia', password: 'x' }, { email: 'core.form.invalidEmail' }],
    [{ email: 'lucia@example.com', password: 'vendimia' }, {}],
  ])('%j → %j', (input, expected) => {
    expect(errors(loginFormSchema.safeParse(input))).toEqual(expected);
  });
});
