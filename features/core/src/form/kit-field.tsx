import { Controller, type ControllerRenderProps } from 'react-hook-form';
import { useFormErrorText, useFormScope } from './form-scope';

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
};

/** Binds one field of the scope's form: its id, label, value and error text. */
export function KitField({
  name,
  label,
  render,
}: {
  name: string;
  label?: string;
  render: (props: KitFieldProps) => React.ReactElement;
}) {
  const scope = useFormScope();
  const errorText = useFormErrorText();
  return (
    <Controller
      name={name}
      render={({ field, fieldState }) =>
        render({
          id: `${scope.id}-${name}`,
          label: label ?? scope.label(name),
          error: errorText(fieldState.error?.message),
          field,
        })
      }
    />
  );
}
