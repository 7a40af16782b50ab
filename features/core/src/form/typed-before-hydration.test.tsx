// @vitest-environment jsdom
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n';
import { reactInJsdom } from '../testing';
import { FormCheckbox, FormSelect, FormTextField } from './form-fields';
import { FormMaskedField } from './form-masked-field';
import { FormRadioGroup } from './form-radio-group';
import { FormScope } from './form-scope';
import { typedInto } from './typed-before-hydration';

type Values = {
  name: string;
  email: string;
  password: string;
  comment: string;
  birthday: string;
  guests: number;
  topic: string;
  plan: string;
  optIn: boolean;
  consent: boolean;
  country: string;
  address: { line1: string; line2: string };
  nickname: string;
};

const defaults: Values = {
  name: '',
  email: '',
  password: '',
  comment: 'Hola',
  birthday: '',
  guests: 2,
  topic: 'visit',
  plan: 'basic',
  optIn: false,
  consent: false,
  country: '',
  address: { line1: '', line2: '' },
  nickname: 'Pepa',
};

const order = Object.keys(defaults);

/** The form under test: every kind of control a kit form has, and native ones bound with `register`. */
function TestForm({
  onForm,
  onSubmit = () => {},
}: {
  onForm: (form: UseFormReturn<Values>) => void;
  onSubmit?: (values: Values) => void;
}) {
  const form = useForm<Values>({ defaultValues: defaults });
  onForm(form);
  // Read while rendering, as a form that shows its unsaved changes does: react-hook-form then keeps them.
  void form.formState.dirtyFields;
  return (
    <I18nProvider language="es">
      <FormScope form={form} id="test" order={order} label={(name) => name}>
        <form method="post" noValidate onSubmit={form.handleSubmit(onSubmit)}>
          <FormTextField name="name" />
          <FormTextField name="email" type="email" />
          <FormTextField name="password" type="password" />
          <FormTextField name="comment" multiline maxLength={200} />
          <FormMaskedField name="birthday" />
          <input id="test-guests" type="number" {...form.register('guests', { valueAsNumber: true })} />
          <select id="test-topic" {...form.register('topic')}>
            <option value="visit">Visita</option>
            <option value="shop">Tienda</option>
          </select>
          <FormRadioGroup
            name="plan"
            options={[
              { value: 'basic', text: 'Básico' },
              { value: 'premium', text: 'Premium' },
            ]}
          />
          <input id="test-optIn" type="checkbox" {...form.register('optIn')} />
          <FormCheckbox name="consent" />
          <FormSelect name="country" options={[{ value: 'ES', text: 'España' }]} />
          <FormTextField name="address.line1" />
          <FormTextField name="address.line2" />
          <FormTextField name="nickname" />
          <button type="submit">Enviar</button>
        </form>
      </FormScope>
    </I18nProvider>
  );
}

/** Types as a visitor does before the page's code runs: the browser's own editing, no script's events. */
function typeInto(id: string, text: string) {
  const field = document.getElementById(id) as HTMLInputElement | HTMLTextAreaElement;
  field.value = text;
}

function choose(id: string, value: string) {
  (document.getElementById(id) as HTMLSelectElement).value = value;
}

function tick(selector: string) {
  (document.querySelector(selector) as HTMLInputElement).checked = true;
}

const jsdom = reactInJsdom();

/** The server's HTML of the form, in the page as the browser shows it before hydrating. */
function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<TestForm onForm={() => {}} />);
  document.body.append(container);
  return container;
}

let sent: Values[] = [];

async function hydrate(container: HTMLElement): Promise<UseFormReturn<Values>> {
  let form: UseFormReturn<Values> | undefined;
  await act(async () => {
    jsdom.root = hydrateRoot(
      container,
      <TestForm onForm={(f) => (form = f)} onSubmit={(values) => void sent.push(values)} />,
    );
  });
  return form!;
}

/** The submit the page's inline script held until hydration, done again as it does it. */
async function submitAgain(): Promise<Values | undefined> {
  sent = [];
  await act(async () => {
    document.querySelector('form')?.requestSubmit();
  });
  return sent[0];
}

describe('values typed into a server-rendered kit form before it hydrates', () => {
  it('become the form’s values once it hydrates, and stay in the fields', async () => {
    const container = serverPage();
    typeInto('test-name', 'Ana');
    typeInto('test-email', 'ana@example.com');
    typeInto('test-password', 'secreto-1');
    typeInto('test-comment', 'Hola, quisiera visitar la bodega');
    typeInto('test-birthday', '09031984');
    typeInto('test-guests', '4');
    choose('test-topic', 'shop');
    tick('#test-plan input[value="premium"]');
    tick('#test-optIn');
    typeInto('test-address.line1', 'Calle Mayor 1');

    await hydrate(container);

    expect(await submitAgain()).toEqual({
      ...defaults,
      name: 'Ana',
      email: 'ana@example.com',
      password: 'secreto-1',
      comment: 'Hola, quisiera visitar la bodega',
      // The form keeps the masked text, as typing through the hydrated field would.
      birthday: '09 / 03 / 1984',
      guests: 4,
      topic: 'shop',
      plan: 'premium',
      optIn: true,
      address: { line1: 'Calle Mayor 1', line2: '' },
    });
    // What the visitor sees is what was sent, after the fields rendered again for the submit.
    expect((document.getElementById('test-name') as HTMLInputElement).value).toBe('Ana');
    expect((document.getElementById('test-password') as HTMLInputElement).value).toBe('secreto-1');
    expect((document.getElementById('test-birthday') as HTMLInputElement).value).toBe('09 / 03 / 1984');
    expect((document.getElementById('test-topic') as HTMLSelectElement).value).toBe('shop');
    expect((document.getElementById('test-optIn') as HTMLInputElement).checked).toBe(true);
    expect(document.querySelector<HTMLInputElement>('#test-plan input[value="premium"]')?.checked).toBe(true);
  });

  it('leaves an untouched field at its default, and marks only what was typed as changed', async () => {
    const container = serverPage();
    typeInto('test-email', 'ana@example.com');
    // Typed, then put back as it was: nothing to take.
    typeInto('test-nickname', 'Pepa');

    const form = await hydrate(container);

    expect(form.getValues()).toEqual({ ...defaults, email: 'ana@example.com' });
    expect(form.getFieldState('email').isDirty).toBe(true);
    expect(form.getFieldState('nickname').isDirty).toBe(false);
    expect(form.getFieldState('name').isDirty).toBe(false);
    expect((document.getElementById('test-comment') as HTMLTextAreaElement).value).toBe('Hola');
  });

  it('takes nothing in a render that hydrates nothing (a page shown in-page, a story)', async () => {
    // A copy of the form with typed values is in the document; the new form must not read it.
    serverPage();
    typeInto('test-name', 'Ana');
    tick('#test-optIn');
    const container = document.createElement('div');
    document.body.append(container);

    let form: UseFormReturn<Values> | undefined;
    await act(async () => {
      const client = createRoot(container);
      jsdom.root = client;
      client.render(<TestForm onForm={(f) => (form = f)} />);
    });

    expect(form!.getValues()).toEqual(defaults);
  });
});

describe('what counts as changed in a server-rendered control', () => {
  const control = (html: string) => {
    document.body.innerHTML = html;
    return document.body.firstElementChild;
  };

  it('a select showing its first option, or the one the server marked, is unchanged', () => {
    expect(
      typedInto(control('<select><option value="a">A</option><option value="b">B</option></select>')),
    ).toBe(undefined);
    const marked = control(
      '<select><option value="a">A</option><option value="b" selected>B</option></select>',
    );
    expect(typedInto(marked)).toBe(undefined);
    (marked as HTMLSelectElement).value = 'a';
    expect(typedInto(marked)).toBe('a');
  });

  it('a multiple select gives the options chosen', () => {
    const select = control(
      '<select multiple><option value="a" selected>A</option><option value="b">B</option></select>',
    );
    (select as HTMLSelectElement).options[1]!.selected = true;
    expect(typedInto(select)).toEqual(['a', 'b']);
  });

  it('an unticked box gives false, a hidden input nothing', () => {
    const box = control('<input type="checkbox" checked>');
    (box as HTMLInputElement).checked = false;
    expect(typedInto(box)).toBe(false);
    const hidden = control('<input type="hidden" value="x">');
    (hidden as HTMLInputElement).value = 'y';
    expect(typedInto(hidden)).toBe(undefined);
  });

  it('a Radix checkbox or select, a button, holds nothing to take', () => {
    expect(typedInto(control('<button type="button" role="checkbox" aria-checked="true"></button>'))).toBe(
      undefined,
    );
  });
});
