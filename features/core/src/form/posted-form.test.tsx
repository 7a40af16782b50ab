// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { useForm } from 'react-hook-form';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n';
import { reactInJsdom, unexpectedErrors } from '../testing';
import { FormErrorSummary } from './form-error-summary';
import { FormCheckbox, FormSelect, FormTextField } from './form-fields';
import { FormScope } from './form-scope';
import { NeedsJavaScript } from './needs-javascript';
import {
  PostedFormName,
  PostedFormProvider,
  usePostedForm,
  valuesFromPosted,
  type PostedForm,
} from './posted';

type Values = { email: string; topic: string; consent: boolean };
const empty: Values = { email: '', topic: '', consent: false };
const order = ['email', 'topic', 'consent'];
const nativeTwins = ['topic', 'consent'];
const labels: Record<string, string> = { email: 'Correo', topic: 'Asunto', consent: 'Acepto' };

/** A form that works without JavaScript, as the slices write one. */
function PostableForm({ posted = true }: { posted?: boolean }) {
  const sent = usePostedForm('test');
  const form = useForm<Values>({ defaultValues: valuesFromPosted(empty, sent) });
  return (
    <FormScope
      form={form}
      id="t"
      order={order}
      label={(name) => labels[name]!}
      posted={posted ? { form: sent, nativeTwins } : undefined}
    >
      <form method="post" noValidate>
        {posted && <PostedFormName name="test" />}
        <FormErrorSummary />
        <FormTextField name="email" type="email" required />
        <FormSelect
          name="topic"
          required
          options={[
            { value: 'visit', text: 'Visitas' },
            { value: 'shop', text: 'Tienda' },
          ]}
        />
        <FormCheckbox name="consent" required />
      </form>
    </FormScope>
  );
}

const refused: PostedForm = {
  name: 'test',
  values: { email: 'ana@', topic: 'shop' },
  outcome: { kind: 'invalid', errors: { email: 'core.form.invalidEmail', consent: 'core.form.required' } },
};

const page = (posted: PostedForm | null, withScope = true) => (
  <I18nProvider language="es">
    <PostedFormProvider value={posted}>
      <PostableForm posted={withScope} />
    </PostedFormProvider>
  </I18nProvider>
);

/** The server's HTML as a browser without JavaScript reads it (`<noscript>` content is markup then). */
function withoutJavaScript(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
}

reactInJsdom();
let autofocusAdded = false;

beforeAll(() => {
  // jsdom lacks the `autofocus` property browsers have; React compares it while hydrating.
  if (!('autofocus' in HTMLElement.prototype)) {
    autofocusAdded = true;
    Object.defineProperty(HTMLElement.prototype, 'autofocus', {
      configurable: true,
      get(this: HTMLElement) {
        return this.hasAttribute('autofocus');
      },
    });
  }
});

afterAll(() => {
  if (autofocusAdded) delete (HTMLElement.prototype as { autofocus?: boolean }).autofocus;
});

let unmount = () => {};
afterEach(() => {
  act(() => unmount());
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('a kit form rendered in answer to a post a rule refused', () => {
  it('names itself, keeps what was typed and shows each error, in the native twins of the Radix controls', () => {
    const doc = withoutJavaScript(renderToString(page(refused)));
    expect(doc.querySelector<HTMLInputElement>('input[type="hidden"][name="cepa_form"]')?.value).toBe('test');

    const email = doc.querySelector<HTMLInputElement>('#t-email')!;
    expect(email.value).toBe('ana@');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(doc.getElementById(email.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe(
      'Introduce un correo electrónico válido',
    );

    // The Radix controls are hidden without scripting and send nothing; their twins are the ones sent.
    expect(doc.querySelector('[data-slot="field"]:has(#t-topic)')?.className).toContain('noscript:hidden');
    expect(doc.querySelector('#t-topic')?.hasAttribute('name')).toBe(false);
    expect(doc.querySelectorAll('[name="topic"]')).toHaveLength(1);
    const topic = doc.querySelector<HTMLSelectElement>('noscript select[name="topic"]')!;
    expect(topic.id).toBe('t-topic-native');
    expect(topic.value).toBe('shop');
    expect(doc.querySelector(`label[for="${topic.id}"]`)?.textContent).toMatch(/^Asunto/);

    const consent = doc.querySelector<HTMLInputElement>('noscript input[type="checkbox"][name="consent"]')!;
    expect(consent).toMatchObject({ id: 't-consent-native', value: 'true', checked: false });
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(doc.querySelector(`label[for="${consent.id}"]`)?.textContent).toMatch(/^Acepto/);
    expect(doc.getElementById(consent.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Este campo es obligatorio',
    );

    // The summary takes the browser's focus and points to the controls a visitor without JavaScript has.
    const summary = doc.querySelector('[data-slot="error-summary"]')!;
    expect(summary.hasAttribute('autofocus')).toBe(true);
    expect([...summary.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['#t-email', 'Correo: Introduce un correo electrónico válido'],
      ['#t-consent-native', 'Acepto: Este campo es obligatorio'],
    ]);
  });

  it('hydrates as rendered, then points the summary to the controls the page’s code shows', async () => {
    const errors = vi.spyOn(console, 'error');
    const html = renderToString(page(refused));
    document.body.innerHTML = `<div id="root">${html}</div>`;
    await act(async () => {
      const root = hydrateRoot(document.getElementById('root')!, page(refused));
      unmount = () => root.unmount();
    });
    expect(unexpectedErrors(errors.mock.calls)).toEqual([]);
    expect(
      [...document.querySelectorAll('[data-slot="error-summary"] a')].map((a) => a.getAttribute('href')),
    ).toEqual(['#t-email', '#t-consent']);
    expect(document.querySelector<HTMLInputElement>('#t-email')?.value).toBe('ana@');
  });

  it('starts empty and shows nothing of the post once it was sent', () => {
    const doc = withoutJavaScript(
      renderToString(page({ name: 'test', values: { email: 'ana@example.com' }, outcome: { kind: 'sent' } })),
    );
    expect(doc.querySelector<HTMLInputElement>('#t-email')?.value).toBe('');
    expect(doc.querySelector('[data-slot="error-summary"]')).toBeNull();
    expect(doc.querySelector('[aria-invalid]')).toBeNull();
  });

  it('shows nothing of another form’s post', () => {
    const doc = withoutJavaScript(renderToString(page({ ...refused, name: 'other' })));
    expect(doc.querySelector<HTMLInputElement>('#t-email')?.value).toBe('');
    expect(doc.querySelector('[data-slot="error-summary"]')).toBeNull();
  });
});

describe('a kit form that needs the page’s code', () => {
  it('has no twin: its Radix controls keep their names and nothing is hidden', () => {
    const doc = withoutJavaScript(renderToString(page(null, false)));
    expect(doc.querySelector('noscript')).toBeNull();
    expect(doc.querySelector('.noscript\\:hidden')).toBeNull();
    // The select's hidden native select, which carries its name, joins it once the page runs: on the
    // server it would have no options yet, and an empty option is invalid HTML (ui's Select).
    expect(doc.querySelector('[data-slot="field"]:has(#t-topic) select')).toBeNull();
    expect(doc.querySelector('[data-slot="checkbox"]:has(#t-consent) input[name="consent"]')).not.toBeNull();
  });

  it('says so in <noscript>, in the page’s language', () => {
    const html = renderToString(
      <I18nProvider language="en">
        <NeedsJavaScript />
      </I18nProvider>,
    );
    expect(html.startsWith('<noscript>')).toBe(true);
    expect(withoutJavaScript(html).body.textContent).toContain(
      'This form needs JavaScript. Turn it on in your browser to continue.',
    );
  });
});
