// @vitest-environment jsdom
import { act, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n';
import { FormErrorSummary, type SummaryScope } from './form-error-summary';
import { FormDateField, FormNumberField } from './form-date-number';
import { FormTextField } from './form-fields';
import { FormScope } from './form-scope';
import { rules } from './rules';

const person = z.object({ name: rules.required(), email: rules.email() });
const visit = z.object({
  day: rules.required(),
  people: z.string().refine((n) => Number(n) > 0, 'x.people'),
});
type Person = z.input<typeof person>;
type Visit = z.input<typeof visit>;

/** What the test reaches into: the two forms, set once the page is on screen. */
const page: { forms?: { person: UseFormReturn<Person>; visit: UseFormReturn<Visit> } } = {};

/** A page of two forms of its own and one summary over both, as the checkout is. */
function TwoForms({ showVisit = true }: { showVisit?: boolean }) {
  const personForm = useForm<Person>({
    resolver: zodResolver(person),
    defaultValues: { name: '', email: '' },
  });
  const visitForm = useForm<Visit>({ resolver: zodResolver(visit), defaultValues: { day: '', people: '' } });
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    page.forms = { person: personForm, visit: visitForm };
  });
  const press = async () => {
    await Promise.all([personForm.trigger(), visitForm.trigger()]);
    setAttempts((n) => n + 1);
  };
  const scopes: SummaryScope[] = [
    { form: personForm, id: 'p', order: ['name', 'email'], label: (name) => `Tú · ${name}` },
    ...(showVisit
      ? [
          {
            form: visitForm,
            id: 'v',
            order: ['day', 'people'],
            label: (name: string) => `Visita · ${name}`,
            translate: (id: string) => (id === 'x.people' ? 'Al menos una persona' : undefined),
          },
        ]
      : []),
  ];
  return (
    <I18nProvider language="es">
      <button type="button" onClick={() => void press()}>
        Continuar
      </button>
      <FormErrorSummary scopes={scopes} attempts={attempts} heading="Revisa estos campos:" />
      <FormScope form={personForm} id="p" order={['name', 'email']} label={(name) => name}>
        <FormTextField name="name" />
        <FormTextField name="email" type="email" />
      </FormScope>
      <FormScope form={visitForm} id="v" order={['day', 'people']} label={(name) => name}>
        <FormDateField name="day" min="2026-11-22" />
        <FormNumberField name="people" min={1} />
      </FormScope>
    </I18nProvider>
  );
}

const testGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  testGlobals.IS_REACT_ACT_ENVIRONMENT = true;
});
afterAll(() => {
  delete testGlobals.IS_REACT_ACT_ENVIRONMENT;
});

let unmount = () => {};
afterEach(() => {
  act(() => unmount());
  document.body.innerHTML = '';
});

async function render(showVisit = true) {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () => root.render(<TwoForms showVisit={showVisit} />));
  unmount = () => root.unmount();
  return (visible: boolean) => act(async () => root.render(<TwoForms showVisit={visible} />));
}

/** The page's own submit: every form checked, then the attempt counted. */
async function press() {
  await act(async () => {
    document.querySelector('button')!.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const forms = () => page.forms!;

const links = () =>
  [...document.querySelectorAll('[data-slot="error-summary"] a')].map((a) => [
    a.getAttribute('href'),
    a.textContent,
  ]);

describe('FormErrorSummary over several forms', () => {
  it('shows nothing before the page’s first failed submit', async () => {
    await render();
    expect(document.querySelector('[data-slot="error-summary"]')).toBeNull();
  });

  it('lists every form’s errors form by form, in field order, named by the page, and takes focus', async () => {
    await render();
    await press();
    const summary = document.querySelector<HTMLElement>('[data-slot="error-summary"]')!;
    expect(summary.textContent).toContain('Revisa estos campos:');
    expect(links()).toEqual([
      ['#p-name', 'Tú · name: Este campo es obligatorio'],
      ['#p-email', 'Tú · email: Este campo es obligatorio'],
      ['#v-day', 'Visita · day: Este campo es obligatorio'],
      ['#v-people', 'Visita · people: Al menos una persona'],
    ]);
    expect(document.activeElement).toBe(summary);
  });

  it('follows the errors as they are fixed, and goes once nothing is left', async () => {
    await render();
    await press();
    await act(async () => {
      forms().person.setValue('name', 'Ana', { shouldValidate: true });
      forms().person.setValue('email', 'ana@', { shouldValidate: true });
    });
    expect(links()[0]).toEqual(['#p-email', 'Tú · email: Introduce un correo electrónico válido']);
    await act(async () => {
      forms().person.setValue('email', 'ana@example.com', { shouldValidate: true });
      forms().visit.setValue('day', '2026-12-01', { shouldValidate: true });
      forms().visit.setValue('people', '2', { shouldValidate: true });
    });
    expect(document.querySelector('[data-slot="error-summary"]')).toBeNull();
  });

  it('lists only the forms shown', async () => {
    const show = await render();
    await press();
    await show(false);
    expect(links().map(([href]) => href)).toEqual(['#p-name', '#p-email']);
  });
});

describe('the kit’s date and number fields', () => {
  it('are the browser’s own controls, named for the scope and bound to its form', async () => {
    await render();
    const day = document.querySelector<HTMLInputElement>('#v-day')!;
    const people = document.querySelector<HTMLInputElement>('#v-people')!;
    expect(day).toMatchObject({ type: 'date', min: '2026-11-22' });
    expect(people).toMatchObject({ type: 'number', min: '1', step: '1', inputMode: 'numeric' });
    expect(document.querySelector(`label[for="v-people"]`)?.textContent).toMatch(/^people/);
    await act(async () => forms().visit.setValue('people', '3'));
    expect(people.value).toBe('3');
  });
});
