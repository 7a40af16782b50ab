// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { userEvent } from 'storybook/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { I18nProvider } from '../i18n';
import { FormMaskedField } from './form-masked-field';
import { FormScope } from './form-scope';

const schema = z.object({
  birthday: z.string().refine((text) => /^\d\d \/ \d\d \/ \d{4}$/.test(text) && !text.startsWith('31 / 02'), {
    error: 'core.form.required',
  }),
});
type Values = z.input<typeof schema>;

function BirthdayForm() {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { birthday: '' },
    mode: 'onTouched',
  });
  return (
    <I18nProvider language="es">
      <FormScope form={form} id="test" order={['birthday']} label={() => 'Fecha de nacimiento'}>
        <form noValidate onSubmit={form.handleSubmit(() => {})}>
          <FormMaskedField name="birthday" />
          <button type="submit">Guardar</button>
        </form>
      </FormScope>
    </I18nProvider>
  );
}

const testGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => void (testGlobals.IS_REACT_ACT_ENVIRONMENT = false));
afterAll(() => delete testGlobals.IS_REACT_ACT_ENVIRONMENT);

describe('FormMaskedField', () => {
  it('takes every digit typed again after a refused save', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    act(() => root.render(<BirthdayForm />));
    const field = container.querySelector('input')!;
    await userEvent.type(field, '31021990');
    expect(field.value).toBe('31 / 02 / 1990');
    await userEvent.click(container.querySelector('button')!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await userEvent.clear(field);
    await userEvent.type(field, '10041985');
    expect(field.value).toBe('10 / 04 / 1985');
    root.unmount();
  });
});
