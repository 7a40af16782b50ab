import { useDeferredValue, useLayoutEffect } from 'react';
import { Controller, useFormState, type ControllerRenderProps } from 'react-hook-form';
import { postedErrorsOf, useFormErrorText, useFormScope, type FromTypedText } from './form-scope';

/*
 * The binding every Form* field shares. Each field lives in its own module (form-fields.tsx, the masked
 * field, the radio group) so a page pulls in only the controls it shows: the footer's newsletter on the
 * first page never brings the radio group's or the masked field's code.
 */

export type CommonProps = {
  name: string;
  /** Defaults to the scope's label for `name`. */
  label?: string;
  description?: string;
  required?: boolean;
  disabled?: boolean;
};

type KitFieldProps = {
  id: string;
  label: string;
  error: string | undefined;
  field: ControllerRenderProps;
  /**
   * The field has a native twin for the page without JavaScript (`PostedScope['nativeTwins']`): the
   * kit's control leaves its name to the twin, which the browser sends, and hides when scripting is off.
   */
  nativeTwin: boolean;
};

/**
 * The error a post the server refused left on a field of the scope (`PostedScope`), as a message id,
 * until the form is submitted in the browser: from then on its own rules speak. For a control the kit
 * does not bind (`KitField` does this itself).
 */
export function usePostedFieldError(name: string): string | undefined {
  const posted = postedErrorsOf(useFormScope().posted)?.[name];
  const { submitCount } = useFormState({ disabled: posted === undefined });
  return posted !== undefined && submitCount === 0 ? posted : undefined;
}

/**
 * Binds one field of the scope's form: its id, label, value and error text. The id is what the
 * scope finds the server's control by when it takes what was typed before hydrating.
 */
export function KitField({
  name,
  label,
  error,
  fromTypedText,
  render,
}: {
  name: string;
  label?: string;
  /** Shown when no rule of the form refuses the value: what the server said of it (a refused code). */
  error?: string;
  /**
   * The field's value for text typed into its server-rendered control before the page hydrated, when
   * the form keeps other than the text as typed (the masked field keeps it masked). Stable between renders.
   */
  fromTypedText?: FromTypedText;
  render: (props: KitFieldProps) => React.ReactElement;
}) {
  const scope = useFormScope();
  const errorText = useFormErrorText();
  const postedError = usePostedFieldError(name);
  const { typedText } = scope;
  // A layout effect: a field's runs before its scope's, which applies what was typed.
  useLayoutEffect(() => {
    if (!fromTypedText) return;
    typedText.set(name, fromTypedText);
    return () => {
      typedText.delete(name);
    };
  }, [typedText, name, fromTypedText]);
  return (
    <Controller
      name={name}
      render={({ field, fieldState }) => (
        <ShownError error={errorText(fieldState.error?.message ?? postedError) ?? error}>
          {(shownError) =>
            render({
              id: `${scope.id}-${name}`,
              label: label ?? scope.label(name),
              error: shownError,
              field,
              nativeTwin: scope.posted?.nativeTwins.includes(name) ?? false,
            })
          }
        </ShownError>
      )}
    />
  );
}

/**
 * A field's error as it is shown: a change of it renders after the press that made it has painted its
 * answer (React's deferred value). A failed submit's answer is the error summary, which takes the focus:
 * on a phone's CPU, every field's error rendered and laid out in the same task made the visitor wait for
 * all of them before seeing the summary (docs/performance.md, "Presses on a phone"). The errors a page
 * arrives with (a post the server refused) show at once.
 */
function ShownError({
  error,
  children,
}: {
  error: string | undefined;
  children: (error: string | undefined) => React.ReactElement;
}) {
  return children(useDeferredValue(error));
}
