import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { fieldControlVariants, useFieldControl } from '../field';
import { composeRefs } from '../lib/compose-refs';
import { characterCount } from './character-count';
import { useTextFieldStrings } from './strings';

const readOnlyClasses = 'read-only:border-border read-only:bg-surface-muted';

const textFieldVariants = cva([fieldControlVariants({ multiline: false }), readOnlyClasses]);
const textAreaVariants = cva([fieldControlVariants({ multiline: true }), readOnlyClasses], {
  variants: {
    /** Whether the user may drag the text area taller. */
    resize: { true: 'resize-y', false: 'resize-none' },
  },
  defaultVariants: { resize: true },
});

type TextFieldProps = Omit<React.ComponentProps<'input'>, 'type'> & {
  type?: 'text' | 'email' | 'tel' | 'number' | 'date' | 'password' | 'search' | 'url';
};

/**
 * A single-line text input, full width. Inside a Field it takes the Field's id, description, error
 * and invalid state. Everything else (`name`, `value`, `onChange`, `onBlur`, `ref`...) is the
 * native input's, so `{...register('email')}` from react-hook-form works as is.
 */
function TextField({
  className,
  type = 'text',
  id,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  ...props
}: TextFieldProps) {
  const control = useFieldControl({ id, 'aria-describedby': describedBy, 'aria-invalid': invalid });
  return (
    <input
      data-slot="text-field"
      type={type}
      id={control.id}
      aria-describedby={control['aria-describedby']}
      aria-invalid={control['aria-invalid']}
      className={cn(textFieldVariants(), className)}
      {...props}
    />
  );
}

type TextAreaProps = React.ComponentProps<'textarea'> & VariantProps<typeof textAreaVariants>;

/**
 * A multi-line text input. With `maxLength` it shows a "23/200" counter; screen readers hear the
 * limit in the description and, politely, how many characters are left once the limit is near.
 * The counter follows typing, a controlled `value` and the initial value (including one that
 * react-hook-form's `register` writes into the DOM); a value written later from script without an
 * input event (`setValue`, `reset`) is counted from the next keystroke.
 */
function TextArea({
  className,
  resize,
  id,
  ref,
  maxLength,
  value,
  defaultValue,
  onChange,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  ...props
}: TextAreaProps) {
  const t = useTextFieldStrings();
  const control = useFieldControl({ id, 'aria-describedby': describedBy, 'aria-invalid': invalid });
  const hintId = maxLength !== undefined ? `${control.id}-limit` : undefined;
  const ownRef = useRef<HTMLTextAreaElement>(null);
  const composedRef = useMemo(() => composeRefs(ref, ownRef), [ref]);
  const [typedLength, setTypedLength] = useState(() => String(defaultValue ?? '').length);
  const length = value !== undefined ? String(value).length : typedLength;

  // Uncontrolled values may be written straight into the DOM (react-hook-form does so when it registers).
  useLayoutEffect(() => {
    const domLength = ownRef.current?.value.length;
    if (value === undefined && domLength !== undefined && domLength !== typedLength) {
      setTypedLength(domLength);
    }
  }, [value, typedLength]);

  const textarea = (
    <textarea
      data-slot="text-area"
      ref={composedRef}
      id={control.id}
      maxLength={maxLength}
      value={value}
      defaultValue={defaultValue}
      aria-describedby={[control['aria-describedby'], hintId].filter(Boolean).join(' ') || undefined}
      aria-invalid={control['aria-invalid']}
      className={cn(textAreaVariants({ resize }), className)}
      onChange={(event) => {
        setTypedLength(event.currentTarget.value.length);
        onChange?.(event);
      }}
      {...props}
    />
  );
  if (maxLength === undefined) return textarea;

  const count = characterCount(length, maxLength);
  const announcement = count.announcement
    ? count.announcement.key === 'remaining'
      ? t('remaining', { count: count.announcement.count })
      : t(count.announcement.key, { max: maxLength })
    : '';
  return (
    <div data-slot="text-area-container" className="flex flex-col gap-1">
      {textarea}
      <p
        aria-hidden="true"
        data-slot="text-area-counter"
        data-near-limit={count.nearLimit || undefined}
        className="text-end text-sm text-fg-muted tabular-nums data-near-limit:font-semibold data-near-limit:text-fg"
      >
        {count.label}
      </p>
      <span id={hintId} className="sr-only">
        {t('maxLength', { max: maxLength })}
      </span>
      <span role="status" className="sr-only">
        {announcement}
      </span>
    </div>
  );
}

export { TextField, TextArea, textFieldVariants, textAreaVariants, type TextFieldProps, type TextAreaProps };
