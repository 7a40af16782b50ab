import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend, fetchThrough } from '@cepa/core/backend';
import { createClient } from '@cepa/core/http';
import { handlers, layoutCalls, layoutPage, newsletterSubscribers } from './fake';
import { newsletterAction } from './newsletter-action';

/** The action's calls go to the embedded backend's handlers in-process, as the server's would over HTTP. */
beforeEach(() => {
  backend.reset();
  vi.stubGlobal('fetch', fetchThrough(handlers));
});
afterEach(() => vi.unstubAllGlobals());

const page = layoutPage({ brand: 'solera', language: 'es' });
const subscribe = (fields: Record<string, string>, language: 'es' | 'en' = 'es') =>
  newsletterAction({ fields, client: createClient('/api'), page, language, brand: 'solera' });

describe('the footer’s newsletter sent without JavaScript (SPEC §5, §7, §8)', () => {
  it('subscribes the trimmed e-mail with the brand as site, the page’s language and the footer as origin', async () => {
    expect(await subscribe({ email: '  nueva@example.com ', consent: 'true' }, 'en')).toEqual({
      name: 'newsletter',
      values: {},
      outcome: { kind: 'sent' },
    });
    expect(newsletterSubscribers.get().at(-1)).toEqual({
      email: 'nueva@example.com',
      site: 'solera',
      language: 'en',
      origin: 'footer',
    });
  });

  it.each([
    ['an empty e-mail', { email: '  ', consent: 'true' }, { email: 'core.form.required' }],
    ['no e-mail at all', { consent: 'true' }, { email: 'core.form.required' }],
    [
      'a malformed e-mail',
      { email: 'no-es-un-correo', consent: 'true' },
      { email: 'core.form.invalidEmail' },
    ],
    ['no consent', { email: 'ana@example.com' }, { consent: 'core.form.required' }],
    ['nothing', {}, { email: 'core.form.required', consent: 'core.form.required' }],
  ])(
    'refuses %s with the form’s errors, keeping what was typed; nothing is sent',
    async (_, fields, errors) => {
      const before = newsletterSubscribers.get().length;
      const posted = await subscribe(fields);
      expect(posted.outcome).toEqual({ kind: 'invalid', errors });
      expect(posted.values).toEqual(fields);
      expect(newsletterSubscribers.get()).toHaveLength(before);
    },
  );

  it('says an address already on the list is already subscribed (a refusal the form explains)', async () => {
    const posted = await subscribe({ email: 'ya.suscrita@example.com', consent: 'true' });
    expect(posted).toEqual({
      name: 'newsletter',
      values: { email: 'ya.suscrita@example.com', consent: 'true' },
      outcome: { kind: 'failed', reason: 'alreadySubscribed', status: 409 },
    });
  });

  it.each([
    ['a server error', { status: 500 }, 502],
    ['a body that breaks the contract', { status: 200, body: { status: 'maybe' } }, 502],
    ['no response', { network: true }, 503],
  ])('answers %s with the unknown error, keeping what was typed', async (_, fault, status) => {
    backend.faults.set(layoutCalls.newsletter, fault);
    const posted = await subscribe({ email: 'ana@example.com', consent: 'true' });
    expect(posted.outcome).toEqual({ kind: 'failed', reason: 'unknownError', status });
    expect(posted.values).toEqual({ email: 'ana@example.com', consent: 'true' });
  });
});
