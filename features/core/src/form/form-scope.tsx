import { createContext, useContext, useMemo, useState } from 'react';
import {
  FormProvider,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { useFormMessages, type FormMessageId } from './messages';
import { formErrorIds } from './error-ids';
import type { PostedForm } from './posted';
import { useTypedBeforeHydration, type TypedValue } from './typed-before-hydration';

type FormScopeValue = {
  /** Prefix of every control's id: `${id}-${name}`, so labels and the error summary point at it. */
  id: string;
  /** The fields in the order they are shown; the error summary lists failures in this order. */
  order: readonly string[];
  /** A field's visible label. */
  label: (name: string) => string;
  /** The text of an error id the kit does not know (a slice's own rule), or undefined. */
  translate?: TranslateError;
};

/** A field's value for text typed into its control before the page hydrated (the masked field keeps it masked). */
export type FromTypedText = (text: string) => unknown;

/**
 * A form that also works without JavaScript, sent the browser's way (`PostedFormName`): what came of
 * its last post, and which of its fields' controls need the page's code.
 */
export type PostedScope = {
  /** What came of the form's last post (`usePostedForm(name)`), or null when it was not posted. */
  form: PostedForm | null;
  /**
   * The fields shown by a control that needs the page's code (the kit's `FormSelect` and `FormCheckbox`,
   * Radix buttons): each gets a native twin in `<noscript>`, with `-native` after its id, which the
   * error summary of a posted form points to until the page has hydrated.
   */
  nativeTwins: readonly string[];
};

type FormScopeContextValue = FormScopeValue & {
  /** Set by the fields whose value is not the text typed (`KitField`'s `fromTypedText`), by name. */
  typedText: Map<string, FromTypedText>;
  posted?: PostedScope;
};

const FormScopeContext = createContext<FormScopeContextValue | null>(null);

export function useFormScope(): FormScopeContextValue {
  const scope = useContext(FormScopeContext);
  if (!scope) throw new Error('useFormScope must be used inside <FormScope>');
  return scope;
}

export type FormScopeProps<V extends FieldValues, C, O extends FieldValues> = Omit<
  FormScopeValue,
  'label'
> & {
  form: UseFormReturn<V, C, O>;
  /**
   * A field's visible label, by the form's field names (a label written here reads them typed; a
   * form's map of labels is `satisfies Record<field name, message id>`, see `labelsFrom`).
   */
  label: (name: Path<V>) => string;
  /**
   * The form also works without JavaScript: the fields and the error summary show the field errors of
   * its last post until it is submitted here, and its Radix controls get native twins.
   */
  posted?: PostedScope;
  children: React.ReactNode;
};

/**
 * Every name the form holds a value for, a nested one both whole and by its parts (`address`,
 * `address.line1`), and the scope's order (a field the form has no default for).
 */
function fieldNames(values: unknown, order: readonly string[]): string[] {
  const names = new Set(order);
  const walk = (value: unknown, path: string) => {
    if (path) names.add(path);
    const nested =
      Array.isArray(value) ||
      (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype);
    if (!nested) return;
    for (const [key, inner] of Object.entries(value as object)) walk(inner, path ? `${path}.${key}` : key);
  };
  walk(values, '');
  return [...names];
}

/**
 * What a control's change makes of the field, in the kind of value the form keeps for it (a number
 * stays a number, a box a boolean); undefined when the control does not fit the field.
 */
function asFieldValue(typed: TypedValue, current: unknown, fromTypedText?: FromTypedText): unknown {
  const kind = Array.isArray(current)
    ? 'list'
    : current === null || current === undefined
      ? 'any'
      : typeof current;
  if (typeof typed === 'string') {
    // What react-hook-form's `valueAsNumber` makes of the text (an emptied number field is NaN).
    if (kind === 'number') return typed.trim() === '' ? Number.NaN : Number(typed);
    if (kind !== 'string' && kind !== 'any') return undefined;
    return fromTypedText ? fromTypedText(typed) : typed;
  }
  if (typeof typed === 'boolean') return kind === 'boolean' || kind === 'any' ? typed : undefined;
  return kind === 'list' || kind === 'any' ? typed : undefined;
}

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => item === b[i]);
  return Object.is(a, b);
}

/**
 * Gives the kit's fields a react-hook-form form, the ids' prefix, the labels and the field order.
 * Every Form* field and the FormErrorSummary must be inside one.
 *
 * A form that also works without JavaScript is given `posted`: after a post a rule refused, the page
 * the server rendered in answer shows each field's error, and the summary lists them, until the
 * visitor submits it again here; its selects and checkboxes have a native twin the browser shows when
 * scripting is off (see `PostedScope`).
 *
 * Hydrating a server-rendered form, it takes what the visitor typed, ticked or chose in the server's
 * HTML before the page's code ran (`useTypedBeforeHydration`): every control named `${id}-${name}`
 * for a name the form holds or the scope orders, the kit's fields and a `register`ed input given
 * that id alike. Without it the form knew none of it: `useForm` renders the form again as soon as it
 * is ready, in the very commit that hydrates it, and React then wrote each controlled field's value,
 * the default, over what was typed; a submit held until hydration failed as if nothing were typed.
 */
export function FormScope<V extends FieldValues, C, O extends FieldValues>({
  form,
  posted,
  children,
  ...scope
}: FormScopeProps<V, C, O>) {
  const [typedText] = useState(() => new Map<string, FromTypedText>());
  useTypedBeforeHydration(
    scope.id,
    () => fieldNames(form.getValues(), scope.order),
    (typed) => {
      for (const [name, change] of typed) {
        const field = name as Path<V>;
        const current: unknown = form.getValues(field);
        const value = asFieldValue(change, current, typedText.get(name));
        // Through the form, not the control: a controlled field shows it, a `register`ed one is written.
        // Dirty at once for the fields, `getFieldState` and `useFormState`; `useForm`'s own `formState`,
        // which subscribes in a layout effect after this one, shows it from the form's next update.
        if (value !== undefined && !same(value, current))
          form.setValue(field, value as PathValue<V, Path<V>>, { shouldDirty: true });
      }
    },
  );
  // The same value while the props are: the scope renders again once the page has hydrated (the
  // hydration check above), and its fields need not.
  const { id, order, translate } = scope;
  // The kit's fields name theirs by a string (their `name` prop): one the form does not hold is the
  // field's mistake, and the label is asked all the same (`labelsFrom` shows such a name as it is).
  const label = scope.label as (name: string) => string;
  const value = useMemo(
    () => ({ id, order, label, translate, typedText, posted }),
    [id, order, label, translate, typedText, posted],
  );
  return (
    <FormProvider {...form}>
      <FormScopeContext value={value}>{children}</FormScopeContext>
    </FormProvider>
  );
}

/** The field errors of the scope's last post, when a rule refused it; null otherwise. */
export function postedErrorsOf(posted: PostedScope | undefined): Readonly<Record<string, string>> | null {
  const outcome = posted?.form?.outcome;
  return outcome?.kind === 'invalid' ? outcome.errors : null;
}

/** The message ids the kit shows from its own catalogue: the shared rules' (`formErrorIds`), each one of its texts. */
const kitIds: ReadonlySet<string> = new Set<FormMessageId>(Object.values(formErrorIds));

/** A text of a slice's own error id, or undefined when the slice does not know it either. */
export type TranslateError = (id: string) => string | undefined;

/**
 * The catalogue text of a rule's error (rules raise message ids), for a form whose own ids `translate`
 * knows: an id the kit does not know goes there; anything unreadable (a zod default) reads as required.
 */
export function useErrorTextOf(): (
  message: string | undefined,
  translate?: TranslateError,
) => string | undefined {
  const t = useFormMessages();
  return (message, translate) => {
    if (!message) return undefined;
    if (kitIds.has(message)) return t(message as FormMessageId);
    return translate?.(message) ?? t('core.form.required');
  };
}

/**
 * The catalogue text of a rule's error (rules raise message ids). An id the kit does not know goes
 * to the scope's `translate`; anything unreadable (a zod default) reads as required.
 */
export function useFormErrorText() {
  const errorTextOf = useErrorTextOf();
  const scope = useContext(FormScopeContext);
  return (message: string | undefined): string | undefined => errorTextOf(message, scope?.translate);
}
