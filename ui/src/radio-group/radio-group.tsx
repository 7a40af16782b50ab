import { createContext, use, useCallback, useId, useMemo, useState } from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { Icon } from '../icon';
import { RequiredMark, fieldDescriptionVariants, fieldErrorVariants, fieldLabelVariants } from '../field';
import { composeRefs } from '../lib/compose-refs';

const radioGroupVariants = cva('group/radio-group flex flex-col gap-2 outline-none');

const radioIndicatorVariants = cva([
  'flex size-6 shrink-0 items-center justify-center rounded-pill border-2 border-border-strong bg-surface-raised',
  'transition-colors group-data-selected/radio:border-primary group-data-invalid/radio:border-danger',
  'group-not-data-disabled/radio:group-not-data-readonly/radio:group-hover/radio:border-fg',
  // The radio itself is visually hidden, so its focus ring is drawn on the indicator.
  'group-has-focus-visible/radio:outline-3 group-has-focus-visible/radio:outline-offset-2 group-has-focus-visible/radio:outline-focus',
]);

type RadioGroupProps = {
  id?: string;
  ref?: React.Ref<HTMLDivElement>;
  /** The radios' name: what a form sent without JavaScript posts the chosen value as. */
  name?: string;
  /** The chosen option's value, controlled; `null` for none. */
  value?: string | null;
  /** The option chosen at first, uncontrolled. */
  defaultValue?: string | null;
  /** Lays the options out vertically (default) or in a row that wraps. */
  orientation?: 'vertical' | 'horizontal';
  /** The question the options answer ("Modo de envío"); it names the group. */
  label: React.ReactNode;
  /** Help text under the label; the group is described by it. */
  description?: React.ReactNode;
  /** Error message; when present the group is marked invalid and described by it. */
  error?: React.ReactNode;
  /** Marks the group invalid without a message (defaults to whether `error` is set). */
  invalid?: boolean;
  /** Shows the required mark after the label. */
  required?: boolean;
  disabled?: boolean;
  /** The options can be focused and read, not changed. */
  readOnly?: boolean;
  /** Called with the chosen option's value. */
  onValueChange?: (value: string) => void;
  /** Called when focus leaves the group. */
  onBlur?: (event: React.FocusEvent<HTMLDivElement>) => void;
  /** The options: Radio elements. */
  children: React.ReactNode;
  className?: string;
  'aria-label'?: string;
};

type RadioGroupState = {
  name: string;
  value: string | null;
  disabled: boolean;
  readOnly: boolean;
  invalid: boolean;
  choose: (value: string) => void;
};

const RadioGroupContext = createContext<RadioGroupState | null>(null);

/**
 * A radio group of the browser's own radios under one name: the browser gives it one tab stop, arrow
 * keys that move and choose, and its value to a form posted without JavaScript. A visible label names
 * the group; description and error are wired through `aria-describedby`. `orientation` lays the options
 * out vertically (default) or horizontally. (It was react-aria's: its radios' press, hover and focus
 * hooks, and the group's code evaluated with the checkout's first step, cost a phone's CPU what the
 * browser does for nothing; docs/performance.md.)
 *
 * `ref` is the group element. Focusing it (react-hook-form's `field.ref.focus()`, an ErrorSummary
 * link to its `id`) moves focus to the chosen option, or the first. With react-hook-form use a
 * Controller: `value={field.value} onValueChange={field.onChange} onBlur={field.onBlur}`.
 */
function RadioGroup({
  id,
  ref,
  name,
  value,
  defaultValue = null,
  orientation = 'vertical',
  label,
  description,
  error,
  invalid,
  required,
  disabled = false,
  readOnly = false,
  onValueChange,
  onBlur,
  children,
  className,
  'aria-label': ariaLabel,
}: RadioGroupProps) {
  const baseId = useId();
  const labelId = `${baseId}-label`;
  const descriptionId = `${baseId}-description`;
  const errorId = `${baseId}-error`;
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const chosen = value === undefined ? uncontrolled : value;
  const isInvalid = invalid ?? Boolean(error);
  const choose = useCallback(
    (next: string) => {
      if (value === undefined) setUncontrolled(next);
      onValueChange?.(next);
    },
    [value, onValueChange],
  );
  const state = useMemo(
    () => ({ name: name ?? baseId, value: chosen, disabled, readOnly, invalid: isInvalid, choose }),
    [name, baseId, chosen, disabled, readOnly, isInvalid, choose],
  );
  // A radiogroup is not focusable by itself; making it programmatically focusable and handing focus
  // on lets code that only knows the field's element or id (form libraries, error summaries) focus it.
  const focusOnOption = useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    node.tabIndex = -1;
    const handleFocus = (event: FocusEvent) => {
      if (event.target !== node) return;
      const option =
        node.querySelector<HTMLInputElement>('input[type="radio"]:checked:not(:disabled)') ??
        node.querySelector<HTMLInputElement>('input[type="radio"]:not(:disabled)');
      option?.focus();
    };
    node.addEventListener('focus', handleFocus);
    return () => node.removeEventListener('focus', handleFocus);
  }, []);
  const composedRef = useMemo(() => composeRefs(ref, focusOnOption), [ref, focusOnOption]);
  const describedBy = [description && descriptionId, error && errorId].filter(Boolean).join(' ');
  return (
    <div
      role="radiogroup"
      id={id}
      ref={composedRef}
      data-slot="radio-group"
      data-orientation={orientation}
      data-disabled={disabled || undefined}
      data-invalid={isInvalid || undefined}
      aria-labelledby={ariaLabel ? undefined : labelId}
      aria-label={ariaLabel}
      aria-describedby={describedBy || undefined}
      aria-invalid={isInvalid || undefined}
      aria-required={required || undefined}
      aria-disabled={disabled || undefined}
      aria-readonly={readOnly || undefined}
      aria-orientation={orientation}
      onBlur={
        onBlur &&
        ((event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) onBlur(event);
        })
      }
      className={cn(radioGroupVariants(), className)}
    >
      <span id={labelId} data-slot="radio-group-label" className={fieldLabelVariants()}>
        {label}
        {required && <RequiredMark />}
      </span>
      {description && (
        <span id={descriptionId} className={fieldDescriptionVariants()}>
          {description}
        </span>
      )}
      <div
        data-slot="radio-group-options"
        className="flex flex-col gap-3 py-1 group-data-[orientation=horizontal]/radio-group:flex-row group-data-[orientation=horizontal]/radio-group:flex-wrap group-data-[orientation=horizontal]/radio-group:gap-x-6"
      >
        <RadioGroupContext value={state}>{children}</RadioGroupContext>
      </div>
      {error && (
        <div id={errorId} data-slot="radio-group-error" className={fieldErrorVariants()}>
          <Icon name="warning" className="mt-0.5 size-4" />
          <span>{error}</span>
        </div>
      )}
    </div>
  );
}

type RadioProps = {
  /** The value the group takes when this option is chosen. */
  value: string;
  /** The option's visible label. */
  children: React.ReactNode;
  /** Help text under the option; the option is described by it. */
  description?: React.ReactNode;
  disabled?: boolean;
  className?: string;
};

/** One option of a RadioGroup: the browser's radio, visually hidden, in a label that is the click target. */
function Radio({ value, children, description, disabled = false, className }: RadioProps) {
  const group = use(RadioGroupContext);
  if (!group) throw new Error('Radio must be inside a RadioGroup');
  const descriptionId = useId();
  const checked = group.value === value;
  const isDisabled = group.disabled || disabled;
  return (
    <div data-slot="radio" className={cn('flex flex-col gap-0.5', className)}>
      <label
        data-selected={checked || undefined}
        data-disabled={isDisabled || undefined}
        data-readonly={group.readOnly || undefined}
        data-invalid={group.invalid || undefined}
        className="group/radio flex cursor-pointer items-start gap-3 text-base text-fg data-disabled:cursor-not-allowed data-disabled:opacity-55 data-readonly:cursor-default"
      >
        <input
          type="radio"
          className="sr-only"
          name={group.name}
          value={value}
          checked={checked}
          disabled={isDisabled}
          aria-describedby={description ? descriptionId : undefined}
          onChange={(event) => {
            // A read-only group keeps its value: the radio, controlled, is put back as it was.
            if (event.target.checked && !group.readOnly) group.choose(value);
          }}
        />
        <span aria-hidden="true" data-slot="radio-indicator" className={radioIndicatorVariants()}>
          <span className="size-3 scale-0 rounded-pill bg-primary transition-transform group-data-selected/radio:scale-100" />
        </span>
        <span className="pt-px">{children}</span>
      </label>
      {description && (
        <span id={descriptionId} className={cn(fieldDescriptionVariants(), 'ps-9')}>
          {description}
        </span>
      )}
    </div>
  );
}

export {
  RadioGroup,
  Radio,
  radioGroupVariants,
  radioIndicatorVariants,
  type RadioGroupProps,
  type RadioProps,
};
