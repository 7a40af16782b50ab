import { Field, MaskedField } from '@cepa/ui';
import { KitField, type CommonProps } from './kit-field';

export type FormMaskedFieldProps = CommonProps & {
  /** `#` is a digit, anything else a literal (the ui's birthday mask by default). */
  mask?: string;
};

/** A masked input (birthday `## / ## / ####`) of the scope's form; the form keeps the masked text. */
export function FormMaskedField({
  mask,
  description,
  required = false,
  disabled,
  ...props
}: FormMaskedFieldProps) {
  return (
    <KitField
      {...props}
      render={({ id, label, error, field }) => (
        <Field label={label} id={id} description={description} required={required} error={error}>
          <MaskedField
            mask={mask}
            name={field.name}
            ref={field.ref}
            value={(field.value as string | undefined) ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={disabled}
          />
        </Field>
      )}
    />
  );
}
