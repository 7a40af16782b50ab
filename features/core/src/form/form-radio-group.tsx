import { Radio, RadioGroup } from '@cepa/ui';
import type { FormOption } from './form-fields';
import { KitField, type CommonProps } from './kit-field';

export type FormRadioGroupProps = CommonProps & {
  options: readonly FormOption[];
  orientation?: 'vertical' | 'horizontal';
  /**
   * Runs with the chosen value just before the form takes it: a choice that resets other fields sets
   * them here (the billing's person or company), so no render shows the new choice with the old values.
   */
  onChoose?: (value: string) => void;
};

/** A radio group of the scope's form (one tab stop, arrows choose). */
export function FormRadioGroup({
  options,
  orientation,
  description,
  required = false,
  disabled,
  onChoose,
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
          onValueChange={(value) => {
            onChoose?.(value);
            field.onChange(value);
          }}
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
