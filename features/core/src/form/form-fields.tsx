import { Checkbox, Field, Select, SelectItem, TextArea, TextField } from '@cepa/ui';
import { KitField, type CommonProps } from './kit-field';
import { useFormMessages } from './messages';

/** A choice's value and its visible text (the server's `{text, value}` options have this shape). */
export type FormOption = { value: string; text: string };

export type FormTextFieldProps = CommonProps & {
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  /** A text area instead of a one-line input. */
  multiline?: boolean;
  maxLength?: number;
};

/** A text input (or text area) of the scope's form, inside a ui `Field`. */
export function FormTextField({
  type = 'text',
  autoComplete,
  multiline = false,
  maxLength,
  description,
  required = false,
  disabled,
  ...props
}: FormTextFieldProps) {
  return (
    <KitField
      {...props}
      render={({ id, label, error, field }) => {
        const control = {
          name: field.name,
          ref: field.ref,
          value: (field.value as string | undefined) ?? '',
          onChange: field.onChange,
          onBlur: field.onBlur,
          disabled,
          maxLength,
        };
        return (
          <Field label={label} id={id} description={description} required={required} error={error}>
            {multiline ? (
              <TextArea {...control} />
            ) : (
              <TextField type={type} autoComplete={autoComplete} {...control} />
            )}
          </Field>
        );
      }}
    />
  );
}

export type FormSelectProps = CommonProps & { options: readonly FormOption[] };

/** A select of the scope's form (Radix Select is not a native input, so it is controlled). */
export function FormSelect({ options, description, required = false, disabled, ...props }: FormSelectProps) {
  const t = useFormMessages();
  return (
    <KitField
      {...props}
      render={({ id, label, error, field }) => (
        <Field label={label} id={id} description={description} required={required} error={error}>
          <Select
            ref={field.ref}
            name={field.name}
            value={(field.value as string | undefined) ?? ''}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            disabled={disabled}
            placeholder={t('core.form.choose')}
          >
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.text}
              </SelectItem>
            ))}
          </Select>
        </Field>
      )}
    />
  );
}

export type FormCheckboxProps = CommonProps & {
  /**
   * The visible label when it holds more than words (a link to the privacy policy); `label` (or the
   * scope's) still names the field in the error summary.
   */
  labelContent?: React.ReactNode;
};

/** A checkbox of the scope's form, kept as a boolean. */
export function FormCheckbox({
  description,
  required = false,
  disabled,
  labelContent,
  ...props
}: FormCheckboxProps) {
  return (
    <KitField
      {...props}
      render={({ id, label, error, field }) => (
        <Checkbox
          id={id}
          name={field.name}
          ref={field.ref}
          checked={Boolean(field.value)}
          onCheckedChange={(checked) => field.onChange(checked === true)}
          onBlur={field.onBlur}
          required={required}
          disabled={disabled}
          label={labelContent ?? label}
          description={description}
          error={error}
        />
      )}
    />
  );
}
