// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { Provider as JotaiProvider } from 'jotai';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider, NavigationProvider } from '@cepa/core';
import { backend, fetchThrough, session } from '@cepa/core/backend';
import { PostedFormProvider, type PostedForm } from '@cepa/core/form';
import { createClient } from '@cepa/core/http';
import { requestHandlers, requestPage } from '../../fake';
import ContactPage, { load } from './contact-page';

const contactPage = requestPage('solera', 'es', 'contact');

/** The page as the server renders it (its loader's data, a form's post), read as a browser without JavaScript. */
function withoutJavaScript(page: React.ReactNode, posted: PostedForm | null = null): Document {
  const html = renderToString(
    <JotaiProvider>
      <I18nProvider language="es">
        <NavigationProvider navigate={() => {}}>
          <PostedFormProvider value={posted}>{page}</PostedFormProvider>
        </NavigationProvider>
      </I18nProvider>
    </JotaiProvider>,
  );
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
}

const typed = {
  subject: 'Tienda y pedidos',
  name: 'Ana',
  email: 'ana@',
  message: '¿Enviáis a Portugal?',
  consent: 'true',
};

describe('the contact page rendered on the server, for a visitor without JavaScript', () => {
  beforeAll(() => vi.stubGlobal('fetch', fetchThrough([...requestHandlers, ...session.handlers])));
  beforeEach(() => backend.reset());
  afterAll(() => vi.unstubAllGlobals());

  const loaded = () => load({ page: contactPage, query: '', client: createClient('/api') });

  it('arrives with its form, the subjects in a native select, named for the server', async () => {
    const doc = withoutJavaScript(<ContactPage page={contactPage} loaded={await loaded()} />);
    const form = doc.querySelector('main form, form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.hasAttribute('action')).toBe(false);
    expect(form.querySelector<HTMLInputElement>('input[name="cepa_form"]')?.value).toBe('contact');
    const subject = form.querySelector<HTMLSelectElement>('noscript select[name="subject"]')!;
    expect([...subject.options].map((option) => option.text)).toEqual([
      'Elige una opción',
      'Visitas y catas',
      'Tienda y pedidos',
      'Club de socios',
      'Prensa',
      'Otras consultas',
    ]);
    expect(form.querySelector(`label[for="${subject.id}"]`)?.textContent).toMatch(/^Asunto/);
    expect(form.querySelector('noscript input[type="checkbox"][name="consent"]')).not.toBeNull();
    expect(doc.body.textContent).not.toContain('Cargando el formulario');
  });

  it('comes back from a refused post with everything typed and each error', async () => {
    const doc = withoutJavaScript(<ContactPage page={contactPage} loaded={await loaded()} />, {
      name: 'contact',
      values: typed,
      outcome: {
        kind: 'invalid',
        errors: {
          surname: 'core.form.required',
          email: 'core.form.invalidEmail',
          phoneNumber: 'core.form.required',
        },
      },
    });
    expect(doc.querySelector<HTMLSelectElement>('select[name="subject"]')?.value).toBe('Tienda y pedidos');
    expect(doc.querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe('Ana');
    expect(doc.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe('ana@');
    expect(doc.querySelector<HTMLTextAreaElement>('textarea[name="message"]')?.value).toBe(
      '¿Enviáis a Portugal?',
    );
    expect(doc.querySelector<HTMLInputElement>('input[type="checkbox"][name="consent"]')?.checked).toBe(true);
    const summary = doc.querySelector('[data-slot="error-summary"]')!;
    expect(summary.hasAttribute('autofocus')).toBe(true);
    expect([...summary.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Apellidos: Este campo es obligatorio',
      'Correo electrónico: Introduce un correo electrónico válido',
      'Teléfono: Este campo es obligatorio',
    ]);
  });

  it('says plainly when the form needs JavaScript (a captcha), keeping what was typed', async () => {
    const doc = withoutJavaScript(<ContactPage page={contactPage} loaded={await loaded()} />, {
      name: 'contact',
      values: typed,
      outcome: { kind: 'failed', reason: 'needsJavaScript', status: 400 },
    });
    const alert = doc.querySelector('[role="alert"]')!;
    expect(alert.textContent).toContain('Este formulario necesita JavaScript.');
    expect(alert.hasAttribute('autofocus')).toBe(true);
    expect(doc.querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe('Ana');
  });

  it('comes back from a sent message with the confirmation, which takes focus, and a link to send another', async () => {
    const doc = withoutJavaScript(<ContactPage page={contactPage} loaded={await loaded()} />, {
      name: 'contact',
      values: { name: 'Ana', email: 'ana@example.com' },
      outcome: { kind: 'sent' },
    });
    const heading = doc.querySelector('h2#request-sent-title')!;
    expect(heading.textContent).toBe('Mensaje enviado');
    expect(heading.hasAttribute('autofocus')).toBe(true);
    expect(doc.body.textContent).toContain('te responderemos en ana@example.com');
    expect(doc.querySelector('form')).toBeNull();
    const again = doc.querySelector('noscript a')!;
    expect([again.getAttribute('href'), again.textContent]).toEqual([
      contactPage.path,
      'Enviar otro mensaje',
    ]);
  });
});
