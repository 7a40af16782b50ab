import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { config } from '../config/config';
import { rules } from './rules';
import { fieldErrorsOf, postedCaptchaToken, postedInput, typedValues } from './posted-action';
import { valuesFromPosted, type PostedForm } from './posted';

const empty = { email: '', consent: false, message: '' };

describe('a form sent without JavaScript, read on the server', () => {
  it('takes the form’s own fields, a box ticked when it was sent', () => {
    expect(postedInput({ email: ' ana@example.com ', consent: 'true', other: 'x' }, empty)).toEqual({
      email: ' ana@example.com ',
      consent: true,
      message: '',
    });
    // An unticked box sends nothing; a tampered one that says false is not ticked.
    expect(postedInput({}, empty).consent).toBe(false);
    expect(postedInput({ consent: 'false' }, empty).consent).toBe(false);
    expect(postedInput({ consent: 'on' }, empty).consent).toBe(true);
  });

  it('gives back what was typed, never a password', () => {
    expect(typedValues({ email: 'ana@example.com', consent: true, password: 'x', newPassword: 'y' })).toEqual(
      {
        email: 'ana@example.com',
        consent: 'true',
      },
    );
    expect(typedValues({ consent: false, people: 3 })).toEqual({ people: '3' });
  });

  it('names each refused field with its first rule’s message id', () => {
    const schema = z.object({ email: rules.email(), consent: rules.ticked() });
    const parsed = schema.safeParse({ email: 'no-es-un-correo', consent: false });
    expect(parsed.success).toBe(false);
    expect(fieldErrorsOf(parsed.error!.issues)).toEqual({
      email: 'core.form.invalidEmail',
      consent: 'core.form.required',
    });
    expect(fieldErrorsOf(schema.safeParse({ email: '', consent: true }).error!.issues)).toEqual({
      email: 'core.form.required',
    });
  });

  describe('its captcha', () => {
    const siteKey = config.captchaSiteKey;
    afterEach(() => {
      config.captchaSiteKey = siteKey;
    });

    it('is the adapter’s local token without a site key', async () => {
      config.captchaSiteKey = '';
      expect(await postedCaptchaToken('contact')).toMatch(/^local-captcha:contact:\d+$/);
    });

    it('cannot be had with one: only the provider’s script in the page makes a token', async () => {
      config.captchaSiteKey = 'site-key';
      expect(await postedCaptchaToken('experience_request')).toBeNull();
    });
  });
});

describe('the form, rendered in answer to its post', () => {
  const posted = (outcome: PostedForm['outcome']): PostedForm => ({
    name: 'newsletter',
    values: { email: 'ana@example.com', consent: 'true' },
    outcome,
  });

  it('starts with what was typed after a refusal or a failure', () => {
    const typed = { email: 'ana@example.com', consent: true, message: '' };
    expect(valuesFromPosted(empty, posted({ kind: 'invalid', errors: {} }))).toEqual(typed);
    expect(valuesFromPosted(empty, posted({ kind: 'failed', reason: 'x', status: 502 }))).toEqual(typed);
  });

  it('starts empty once it was sent, or when nothing was posted', () => {
    expect(valuesFromPosted(empty, posted({ kind: 'sent' }))).toEqual(empty);
    expect(valuesFromPosted(empty, null)).toEqual(empty);
  });
});
