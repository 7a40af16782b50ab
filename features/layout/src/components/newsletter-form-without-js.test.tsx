// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@cepa/core';
import { PostedFormProvider, type PostedForm } from '@cepa/core/form';
import { NewsletterForm } from './newsletter-form';

/** The footer's form as the server renders it after a post, read as a browser without JavaScript. */
function withoutJavaScript(posted: PostedForm | null): Document {
  const html = renderToString(
    <I18nProvider language="es">
      <PostedFormProvider value={posted}>
        <NewsletterForm brand="solera" brandName="Casa Solera" language="es" privacyPath="/es/privacidad" />
      </PostedFormProvider>
    </I18nProvider>,
  );
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
}

const email = (doc: Document) => doc.querySelector<HTMLInputElement>('input[name="email"]')!;
const consent = (doc: Document) =>
  doc.querySelector<HTMLInputElement>('noscript input[type="checkbox"][name="consent"]')!;

describe('the footer’s newsletter rendered on the server, for a visitor without JavaScript', () => {
  it('is a post to the page, named for the server, with a native consent box', () => {
    const doc = withoutJavaScript(null);
    const form = doc.querySelector('form')!;
    expect([form.getAttribute('method'), form.hasAttribute('action')]).toEqual(['post', false]);
    expect(form.querySelector<HTMLInputElement>('input[name="cepa_form"]')?.value).toBe('newsletter');
    expect(doc.querySelector(`label[for="${consent(doc).id}"]`)?.textContent).toMatch(
      /^Acepto recibir la newsletter de Casa Solera y la política de privacidad/,
    );
    expect(doc.querySelector('[data-slot="alert"][role="status"]')).toBeNull();
  });

  it('says it subscribed in the footer itself, as a status that takes focus, and starts empty again', () => {
    const doc = withoutJavaScript({ name: 'newsletter', values: {}, outcome: { kind: 'sent' } });
    const status = doc.querySelector('[data-slot="alert"][role="status"]')!;
    expect(status.textContent).toContain('¡Gracias por suscribirte!');
    expect(status.textContent).toContain('Te hemos añadido a la newsletter de Casa Solera.');
    expect(status.hasAttribute('autofocus')).toBe(true);
    expect(email(doc).value).toBe('');
    expect(consent(doc).checked).toBe(false);
  });

  it('says an address is already subscribed, keeping what was typed', () => {
    const doc = withoutJavaScript({
      name: 'newsletter',
      values: { email: 'ya.suscrita@example.com', consent: 'true' },
      outcome: { kind: 'failed', reason: 'alreadySubscribed', status: 409 },
    });
    expect(doc.querySelector('[data-slot="alert"][role="status"]')?.textContent).toContain(
      'Ya estás suscrito',
    );
    expect(email(doc).value).toBe('ya.suscrita@example.com');
    expect(consent(doc).checked).toBe(true);
  });

  it('shows the form’s errors after a refused post', () => {
    const doc = withoutJavaScript({
      name: 'newsletter',
      values: { email: 'ana@' },
      outcome: {
        kind: 'invalid',
        errors: { email: 'core.form.invalidEmail', consent: 'core.form.required' },
      },
    });
    expect(email(doc).getAttribute('aria-invalid')).toBe('true');
    expect(doc.body.textContent).toContain('Introduce un correo electrónico válido');
    expect(consent(doc).getAttribute('aria-invalid')).toBe('true');
    expect(doc.querySelector('[data-slot="alert"][role="status"]')).toBeNull();
  });
});
