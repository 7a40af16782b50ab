import { useCallback } from 'react';
import { birthdayMask, Field, formatMasked, MaskedField, onlyDigits } from '@cepa/ui';
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
  // Typed before the page hydrated, the digits went in as typed; the form keeps them as the mask shows them.
  const fromTypedText = useCallback(
    (text: string) => formatMasked(onlyDigits(text), mask ?? birthdayMask),
    [mask],
  );
  return (
    <KitField
      {...props}
      fromTypedText={fromTypedText}
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
