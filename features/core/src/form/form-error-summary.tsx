import { useEffect, useReducer } from 'react';
import { useFormState, type UseFormReturn } from 'react-hook-form';
import { ErrorSummary } from '@cepa/ui';
import { useHydrated } from '../page/use-hydrated';
import {
  postedErrorsOf,
  useErrorTextOf,
  useFormErrorText,
  useFormScope,
  type TranslateError,
} from './form-scope';
import { useFormMessages } from './messages';

type SummaryLook = {
  /** Defaults to "Revisa los siguientes campos" / "Please check the following fields". */
  heading?: string;
  headingLevel?: 2 | 3 | 4;
};

/** One form of a summary over several (`FormErrorSummary`'s `scopes`). */
export type SummaryScope = {
  // Any form: the summary only reads its errors.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<any, any, any>;
  /** The scope's id: a field's link points to `${id}-${name}`, as the kit's fields are named. */
  id: string;
  /** The fields in the order they are shown. */
  order: readonly string[];
  /** How the summary names a field (its label, or more: the section it is in). */
  label: (name: string) => string;
  /** The text of an error id the kit does not know (the form's own rule). */
  translate?: TranslateError;
};

export type FormErrorSummaryProps = SummaryLook & {
  /**
   * Several forms in one summary, outside any scope (a page whose sections are forms of their own),
   * listed form by form in this order. Their submit is the page's own: `attempts` counts the failed
   * ones.
   */
  scopes?: readonly SummaryScope[];
  /** With `scopes`: the page's failed submits; the summary shows from the first and takes focus after each. */
  attempts?: number;
};

/**
 * The failed fields, in their field order, as links to them. It appears after a submit that failed and
 * takes focus after each one; it goes once nothing is left to fix.
 *
 * Inside a `FormScope` it lists that scope's form. In a form that works without JavaScript
 * (`FormScope`'s `posted`), it also lists what the server refused in the last post, until the form is
 * submitted here. The page rendered in answer to that post gives it the browser's own focus
 * (`autofocus`, as the page's code would), and until the page has hydrated its links point to the
 * native twins of the controls that need the page's code.
 *
 * Given `scopes`, it lists several forms at once (the checkout's sections), after the page's own
 * failed submits (`attempts`).
 */
export function FormErrorSummary({ scopes, attempts = 0, ...look }: FormErrorSummaryProps) {
  return scopes ? (
    <ScopesSummary scopes={scopes} attempts={attempts} {...look} />
  ) : (
    <ScopeSummary {...look} />
  );
}

function ScopeSummary({ heading, headingLevel }: SummaryLook) {
  const t = useFormMessages();
  const scope = useFormScope();
  const errorText = useFormErrorText();
  const hydrated = useHydrated();
  const { errors, submitCount, isSubmitSuccessful } = useFormState();
  const posted = submitCount === 0 ? postedErrorsOf(scope.posted) : null;
  if (!posted && (submitCount === 0 || isSubmitSuccessful)) return null;
  const items = scope.order.flatMap((name) => {
    const message = errorText(posted ? posted[name] : (errors[name]?.message as string | undefined));
    const twin = posted && !hydrated && scope.posted?.nativeTwins.includes(name);
    const fieldId = `${scope.id}-${name}${twin ? '-native' : ''}`;
    return message ? [{ fieldId, message: `${scope.label(name)}: ${message}` }] : [];
  });
  return (
    <ErrorSummary
      key={submitCount}
      focusOnMount
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the answer to the visitor's own submit, sent without JavaScript: the browser brings it into view and to a screen reader, as `focusOnMount` does with the page's code
      autoFocus={posted ? true : undefined}
      headingLevel={headingLevel}
      heading={heading ?? t('core.form.errors')}
      errors={items}
    />
  );
}

/** Renders again whenever the errors of one of these forms change. */
function useErrorsOf(forms: readonly SummaryScope['form'][]) {
  const [, changed] = useReducer((n: number) => n + 1, 0);
  // After every render: the forms shown change (a section hidden), and subscribing costs nothing.
  useEffect(() => {
    const stops = forms.map((form) => form.subscribe({ formState: { errors: true }, callback: changed }));
    return () => stops.forEach((stop) => stop());
  });
}

function ScopesSummary({
  scopes,
  attempts,
  heading,
  headingLevel,
}: SummaryLook & { scopes: readonly SummaryScope[]; attempts: number }) {
  const t = useFormMessages();
  const errorTextOf = useErrorTextOf();
  useErrorsOf(scopes.map((scope) => scope.form));
  if (attempts === 0) return null;
  const items = scopes.flatMap((scope) =>
    scope.order.flatMap((name) => {
      const error = scope.form.getFieldState(name).error?.message;
      const message = errorTextOf(typeof error === 'string' ? error : undefined, scope.translate);
      return message ? [{ fieldId: `${scope.id}-${name}`, message: `${scope.label(name)}: ${message}` }] : [];
    }),
  );
  return (
    <ErrorSummary
      key={attempts}
      focusOnMount
      headingLevel={headingLevel}
      heading={heading ?? t('core.form.errors')}
      errors={items}
    />
  );
}
