// @vitest-environment jsdom
import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../i18n';
import { reactInJsdom } from '../testing';
import { FormErrorSummary } from './form-error-summary';
import { FormTextField } from './form-fields';
import { FormScope } from './form-scope';

type Values = { email: string };

const shown: { form?: UseFormReturn<Values> } = {};

function Form({ resolver }: { resolver: Resolver<Values> }) {
  const form = useForm<Values>({ resolver, defaultValues: { email: 'ana@' }, context: { day: 'today' } });
  useEffect(() => {
    shown.form = form;
  });
  return (
    <I18nProvider language="es">
      <FormScope form={form} id="f" order={['email']} label={() => 'Correo'}>
        <form noValidate>
          <FormErrorSummary />
          <FormTextField name="email" type="email" required />
        </form>
      </FormScope>
    </I18nProvider>
  );
}

describe('FormScope: the form’s rules ready before the first submit', () => {
  const kept = reactInJsdom();

  it('runs the rules once when the browser is idle, on the values as they are, and shows nothing of it', async () => {
    vi.useFakeTimers();
    try {
      const refused = { values: {}, errors: { email: { type: 'x', message: 'core.form.invalidEmail' } } };
      const resolver = vi.fn<Resolver<Values>>(async () => refused);
      const container = document.createElement('div');
      document.body.append(container);
      const root = createRoot(container);
      kept.root = root;
      act(() => root.render(<Form resolver={resolver} />));
      // Not while the form renders: only once the browser has nothing else to do.
      expect(resolver).not.toHaveBeenCalled();
      await act(async () => {
        await vi.runAllTimersAsync();
      });
      expect(resolver).toHaveBeenCalledTimes(1);
      expect(resolver).toHaveBeenCalledWith(
        { email: 'ana@' },
        { day: 'today' },
        expect.objectContaining({ shouldUseNativeValidation: false }),
      );
      // The answer is dropped: no error, no summary, nothing submitted.
      expect(shown.form!.formState.errors).toEqual({});
      expect(shown.form!.getFieldState('email').error).toBeUndefined();
      expect(container.querySelector('[role="region"]')).toBeNull();
      expect(container.textContent).not.toContain('correo');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a resolver that fails is of no consequence', async () => {
    vi.useFakeTimers();
    try {
      const resolver = vi.fn<Resolver<Values>>(() => {
        throw new Error('a rule that throws');
      });
      const container = document.createElement('div');
      document.body.append(container);
      const root = createRoot(container);
      kept.root = root;
      act(() => root.render(<Form resolver={resolver} />));
      await act(async () => {
        await vi.runAllTimersAsync();
      });
      expect(resolver).toHaveBeenCalledTimes(1);
      expect(shown.form!.formState.errors).toEqual({});
    } finally {
      vi.useRealTimers();
    }
  });
});
