import { Field, TextField } from '@cepa/ui';
import { KitField, type CommonProps } from './kit-field';

type InputFieldProps = Omit<CommonProps, 'disabled'> & {
  type: 'date' | 'number';
  /** The earliest date or the smallest number the browser's control offers. */
  min?: string | number;
};

/** The browser's own date or number input, so a phone offers its own date picker and number keypad. */
function FormInputField({ type, min, description, required = false, ...props }: InputFieldProps) {
  return (
    <KitField
      {...props}
      render={({ id, label, error, field }) => (
        <Field label={label} id={id} description={description} required={required} error={error}>
          <TextField
            type={type}
            name={field.name}
            ref={field.ref}
            value={(field.value as string | undefined) ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            min={min}
            step={type === 'number' ? 1 : undefined}
            inputMode={type === 'number' ? 'numeric' : undefined}
            className={type === 'number' ? 'max-w-40' : 'max-w-60'}
          />
        </Field>
      )}
    />
  );
}

export type FormDateFieldProps = Omit<InputFieldProps, 'type' | 'min'> & {
  /** The earliest day offered, `YYYY-MM-DD`. */
  min?: string;
};

/** A day of the scope's form, kept as the date input's `YYYY-MM-DD` text. */
export function FormDateField(props: FormDateFieldProps) {
  return <FormInputField {...props} type="date" />;
}

export type FormNumberFieldProps = Omit<InputFieldProps, 'type' | 'min'> & {
  /** The smallest whole number offered. */
  min?: number;
};

/** A whole number of the scope's form, kept as typed (the form's rule reads it as a number). */
export function FormNumberField(props: FormNumberFieldProps) {
  return <FormInputField {...props} type="number" />;
}
