import { createContext, useContext } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useFormMessages, type FormMessageId } from './messages';

type FormScopeValue = {
  /** Prefix of every control's id: `${id}-${name}`, so labels and the error summary point at it. */
  id: string;
  /** The fields in the order they are shown; the error summary lists failures in this order. */
  order: readonly string[];
  /** A field's visible label. */
  label: (name: string) => string;
  /** The text of an error id the kit does not know (a slice's own rule), or undefined. */
  translate?: (id: string) => string | undefined;
};

const FormScopeContext = createContext<FormScopeValue | null>(null);

export function useFormScope(): FormScopeValue {
  const scope = useContext(FormScopeContext);
  if (!scope) throw new Error('useFormScope must be used inside <FormScope>');
  return scope;
}

export type FormScopeProps<V extends FieldValues, C, O extends FieldValues> = FormScopeValue & {
  form: UseFormReturn<V, C, O>;
  children: React.ReactNode;
};

/**
 * Gives the kit's fields a react-hook-form form, the ids' prefix, the labels and the field order.
 * Every Form* field and the FormErrorSummary must be inside one.
 */
export function FormScope<V extends FieldValues, C, O extends FieldValues>({
  form,
  children,
  ...scope
}: FormScopeProps<V, C, O>) {
  return (
    <FormProvider {...form}>
      <FormScopeContext value={scope}>{children}</FormScopeContext>
    </FormProvider>
  );
}

const kitIds = new Set<string>([
  'core.form.required',
  'core.form.invalidEmail',
  'core.form.invalidPhone',
  'core.form.invalidSpanishId',
  'core.form.invalidPostcode',
  'core.form.tooLong',
  'core.form.consent',
]);

/**
 * The catalogue text of a rule's error (rules raise message ids). An id the kit does not know goes
 * to the scope's `translate`; anything unreadable (a zod default) reads as required.
 */
export function useFormErrorText() {
  const t = useFormMessages();
  const scope = useContext(FormScopeContext);
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    if (kitIds.has(message)) return t(message as FormMessageId);
    return scope?.translate?.(message) ?? t('core.form.required');
  };
}
