import {
  Checkbox,
  Field,
  NativeCheckbox,
  Select,
  SelectItem,
  TextArea,
  TextField,
  fieldControlVariants,
  useField,
} from '@cepa/ui';
import { cn } from '@cepa/ui/lib';
import { KitField, type CommonProps } from './kit-field';
import { useFormMessages } from './messages';

/** A choice's value and its visible text (the server's `{text, value}` options have this shape). */
export type FormOption = { value: string; text: string };

export type FormTextFieldProps = CommonProps &
  Pick<React.ComponentProps<'input'>, 'autoComplete' | 'autoCapitalize' | 'spellCheck'> & {
    type?: 'text' | 'email' | 'tel' | 'password';
    /** A text area instead of a one-line input. */
    multiline?: boolean;
    maxLength?: number;
    /** Shown when no rule of the form refuses the value: what the server said of it (a refused code). */
    error?: string;
    /** On the field (its label, control and messages), to place it in its form. */
    className?: string;
  };

/** A text input (or text area) of the scope's form, inside a ui `Field`. */
export function FormTextField({
  type = 'text',
  autoComplete,
  autoCapitalize,
  spellCheck,
  multiline = false,
  maxLength,
  description,
  required = false,
  disabled,
  className,
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
          <Field
            label={label}
            id={id}
            description={description}
            required={required}
            error={error}
            className={className}
          >
            {multiline ? (
              <TextArea {...control} />
            ) : (
              <TextField
                type={type}
                autoComplete={autoComplete}
                autoCapitalize={autoCapitalize}
                spellCheck={spellCheck}
                {...control}
              />
            )}
          </Field>
        );
      }}
    />
  );
}

export type FormSelectProps = CommonProps & {
  options: readonly FormOption[];
  /** What the select says before a choice; "Elige una opción" / "Choose an option" by default. */
  placeholder?: string;
};

/**
 * A select of the scope's form (Radix Select is not a native input, so it is controlled). In a form
 * that works without JavaScript, a native select stands in for it when scripting is off.
 */
export function FormSelect({
  options,
  placeholder,
  description,
  required = false,
  disabled,
  ...props
}: FormSelectProps) {
  const t = useFormMessages();
  const choose = placeholder ?? t('core.form.choose');
  return (
    <KitField
      {...props}
      render={({ id, label, error, field, nativeTwin }) => {
        const value = (field.value as string | undefined) ?? '';
        return (
          <>
            <Field
              label={label}
              id={id}
              description={description}
              required={required}
              error={error}
              className={nativeTwin ? 'noscript:hidden' : undefined}
            >
              <Select
                ref={field.ref}
                // With a twin, the twin is the one sent: Radix's hidden select would be a second of that name.
                name={nativeTwin ? undefined : field.name}
                value={value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                disabled={disabled}
                placeholder={choose}
              >
                {options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.text}
                  </SelectItem>
                ))}
              </Select>
            </Field>
            {nativeTwin && (
              <noscript>
                <Field
                  label={label}
                  id={`${id}-native`}
                  description={description}
                  required={required}
                  error={error}
                >
                  <NativeSelect name={field.name} value={value} disabled={disabled}>
                    <option value="">{choose}</option>
                    {options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.text}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
              </noscript>
            )}
          </>
        );
      }}
    />
  );
}

/** The browser's own select, wired to its Field: the twin of a kit select for a page without JavaScript. */
function NativeSelect({
  value,
  ...props
}: Omit<React.ComponentProps<'select'>, 'value' | 'defaultValue'> & { value: string }) {
  const { controlProps } = useField();
  return (
    <select
      {...controlProps}
      {...props}
      defaultValue={value}
      className={cn(fieldControlVariants(), 'cursor-pointer')}
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

/**
 * A checkbox of the scope's form, kept as a boolean. In a form that works without JavaScript, a native
 * checkbox stands in for it when scripting is off; ticked, it sends `true`.
 */
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
      render={({ id, label, error, field, nativeTwin }) => (
        <>
          <Checkbox
            id={id}
            // With a twin, the twin is the one sent: Radix's hidden input would be a second of that name.
            name={nativeTwin ? undefined : field.name}
            ref={field.ref}
            checked={Boolean(field.value)}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            required={required}
            disabled={disabled}
            label={labelContent ?? label}
            description={description}
            error={error}
            className={nativeTwin ? 'noscript:hidden' : undefined}
          />
          {nativeTwin && (
            <noscript>
              <NativeCheckbox
                id={`${id}-native`}
                name={field.name}
                value="true"
                defaultChecked={Boolean(field.value)}
                required={required}
                disabled={disabled}
                label={labelContent ?? label}
                description={description}
                error={error}
              />
            </noscript>
          )}
        </>
      )}
    />
  );
}
