import { Radio, RadioGroup } from '@cepa/ui';
import type { FormOption } from './form-fields';
import { KitField, type CommonProps } from './kit-field';

export type FormRadioGroupProps = CommonProps & {
  options: readonly FormOption[];
  orientation?: 'vertical' | 'horizontal';
};

/** A radio group of the scope's form (one tab stop, arrows choose). */
export function FormRadioGroup({
  options,
  orientation,
  description,
  required = false,
  disabled,
  ...props
}: FormRadioGroupProps) {
  return (
    <KitField
      {...props}
      render={({ id, label, error, field }) => (
        <RadioGroup
          id={id}
          ref={field.ref}
          name={field.name}
          value={(field.value as string | undefined) ?? null}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          orientation={orientation}
          label={label}
          description={description}
          required={required}
          disabled={disabled}
          error={error}
        >
          {options.map((option) => (
            <Radio key={option.value} value={option.value}>
              {option.text}
            </Radio>
          ))}
        </RadioGroup>
      )}
    />
  );
}
