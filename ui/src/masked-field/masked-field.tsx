import { TextField, type TextFieldProps } from '../text-field';
import { applyMask, birthdayMask, formatMasked, onlyDigits, skipLiterals } from './mask';
import { useMaskedFieldStrings } from './strings';

type MaskedFieldProps = Omit<TextFieldProps, 'type'> & {
  /** `#` is a digit, anything else a literal. Defaults to the birthday mask `## / ## / ####`. */
  mask?: string;
  /** Called after every edit with the value as shown ("01 / 02 / 1990") and its digits ("01021990"). */
  onValueChange?: (masked: string, digits: string) => void;
};

function masked(value: TextFieldProps['value'], mask: string) {
  return value === undefined || value === null ? value : formatMasked(onlyDigits(String(value)), mask);
}

/**
 * A text input that accepts digits only and lays them into a mask as they are typed or pasted
 * ("01/02/1990" and "01021990" both become "01 / 02 / 1990"). Backspace and Delete skip over
 * separators. It is a TextField, so it works inside a Field and with react-hook-form's `register`:
 * the input's value, and the event `onChange` receives, are already masked. A `value` or
 * `defaultValue` given as digits is shown masked. Invalid dates are the form's to reject.
 */
function MaskedField({
  mask = birthdayMask,
  placeholder,
  inputMode = 'numeric',
  value,
  defaultValue,
  onChange,
  onKeyDown,
  onValueChange,
  ...props
}: MaskedFieldProps) {
  const t = useMaskedFieldStrings();
  return (
    <TextField
      data-slot="masked-field"
      type="text"
      inputMode={inputMode}
      // Stops typing once the mask is full instead of pushing the last digit out.
      maxLength={mask.length}
      placeholder={placeholder ?? (mask === birthdayMask ? t('datePlaceholder') : undefined)}
      value={masked(value, mask)}
      defaultValue={masked(defaultValue, mask)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        const input = event.currentTarget;
        const { selectionStart, selectionEnd } = input;
        if (event.defaultPrevented || selectionStart === null || selectionStart !== selectionEnd) return;
        const direction =
          event.key === 'Backspace' ? 'backward' : event.key === 'Delete' ? 'forward' : undefined;
        if (!direction) return;
        // Moving the caret past the separator lets the browser's own deletion remove the digit.
        const position = skipLiterals(input.value, selectionStart, direction);
        if (position !== selectionStart) input.setSelectionRange(position, position);
      }}
      onChange={(event) => {
        const input = event.currentTarget;
        const result = applyMask(input.value, mask, input.selectionStart ?? input.value.length);
        if (input.value !== result.masked) {
          input.value = result.masked;
          input.setSelectionRange(result.caret, result.caret);
        }
        onChange?.(event);
        onValueChange?.(result.masked, result.digits);
      }}
      {...props}
    />
  );
}

// The mask's helpers a form needs beside the field (the birthday's pattern, to show a stored value).
export { MaskedField, birthdayMask, formatMasked, onlyDigits, type MaskedFieldProps };
