import { useId } from 'react';
import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { Icon } from '../icon';
import { FieldDescription, FieldError, RequiredMark } from '../field';

const checkboxVariants = cva([
  'peer inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-sm border-2 border-border-strong',
  'bg-surface-raised text-primary-fg transition-colors enabled:hover:border-fg',
  'data-[state=checked]:border-primary data-[state=checked]:bg-primary',
  'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
  'aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger',
  'disabled:cursor-not-allowed disabled:opacity-55',
]);

type CheckboxProps = Omit<React.ComponentProps<typeof CheckboxPrimitive.Root>, 'children'> & {
  /** The visible label beside the box; it may hold links ("Acepto la <a>política de privacidad</a>"). */
  label: React.ReactNode;
  /** Help text under the label; the checkbox is described by it. */
  description?: React.ReactNode;
  /** Error message; when present the checkbox is marked invalid and described by it. */
  error?: React.ReactNode;
  /** Shows the required mark after the label. It does not block unticking: validation stays the form's job. */
  required?: boolean;
  /** Class of the outer wrapper (label, box, description and error). */
  className?: string;
};

/** What the kit checkbox and its native twin both show around their box. */
type CheckboxFrameProps = {
  controlId: string;
  label: React.ReactNode;
  description?: React.ReactNode;
  error?: React.ReactNode;
  required?: boolean;
  disabled?: boolean;
  className?: string;
  /** Classes of the label only the kit checkbox has (its box is the label's peer). */
  labelClassName?: string;
  /** The box, given the ids that describe it. */
  box: (ids: { labelId: string; describedBy: string | undefined }) => React.ReactNode;
};

/** The checkbox's layout: the box with its label beside it, then the description and the error under the label. */
function CheckboxFrame(frame: CheckboxFrameProps) {
  const { controlId, label, description, error, required, disabled } = frame;
  const labelId = `${controlId}-label`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div
      data-slot="checkbox"
      data-disabled={disabled || undefined}
      className={cn('flex flex-col gap-1.5', frame.className)}
    >
      <div className="flex items-start gap-3">
        {frame.box({ labelId, describedBy: [descriptionId, errorId].filter(Boolean).join(' ') || undefined })}
        <label
          data-slot="checkbox-label"
          id={labelId}
          htmlFor={controlId}
          className={cn(
            'cursor-pointer pt-px text-base text-fg',
            '[&_a]:text-fg-accent [&_a]:underline [&_a]:underline-offset-2',
            frame.labelClassName,
          )}
        >
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      {description && (
        <FieldDescription id={descriptionId} className="ps-9">
          {description}
        </FieldDescription>
      )}
      {error && (
        <FieldError id={errorId} className="ps-9">
          {error}
        </FieldError>
      )}
    </div>
  );
}

/**
 * A checkbox (Radix) with its label beside it, an optional description and error. `ref`, `name`,
 * `value`, `onBlur` and ARIA props go to the checkbox button; with react-hook-form use a
 * Controller: `checked={field.value} onCheckedChange={field.onChange}`. Space toggles it; clicking
 * the label toggles it too, but not when the click lands on a link inside the label.
 */
function Checkbox({
  label,
  description,
  error,
  required,
  className,
  id,
  disabled,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  ...props
}: CheckboxProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  return (
    <CheckboxFrame
      {...{ label, description, error, required, disabled, className }}
      controlId={controlId}
      labelClassName="peer-disabled:cursor-not-allowed [&_a:hover]:no-underline"
      box={(ids) => (
        <CheckboxPrimitive.Root
          data-slot="checkbox-box"
          id={controlId}
          disabled={disabled}
          aria-labelledby={ids.labelId}
          aria-describedby={[ids.describedBy, describedBy].filter(Boolean).join(' ') || undefined}
          aria-invalid={invalid ?? (error ? true : undefined)}
          className={cn(checkboxVariants(), 'group')}
          {...props}
        >
          {/* The tick drawn by the box's own state, not Radix's Indicator: its Presence reads the computed
          style of each mounting tick, which forced the page's style in the commit of every form that mounts
          with ticked boxes (the club's, about 200 ms at a phone's speed: docs/performance.md). */}
          <span className="pointer-events-none hidden group-data-[state=checked]:inline-flex group-data-[state=indeterminate]:inline-flex">
            <Icon name="check" className="size-4 group-data-[state=indeterminate]:hidden" />
            <Icon name="minus" className="hidden size-4 group-data-[state=indeterminate]:block" />
          </span>
        </CheckboxPrimitive.Root>
      )}
    />
  );
}

type NativeCheckboxProps = Omit<React.ComponentProps<'input'>, 'type' | 'children'> & {
  id: string;
  /** The visible label beside the box; it may hold links. */
  label: React.ReactNode;
  /** Help text under the label; the checkbox is described by it. */
  description?: React.ReactNode;
  /** Error message; when present the checkbox is marked invalid and described by it. */
  error?: React.ReactNode;
};

/**
 * The browser's own checkbox with `Checkbox`'s label, description and error beside it, in the same
 * places: the twin of a kit checkbox on a page without JavaScript (`<noscript>`), sent as a form's own
 * input. Unlike `Checkbox`, `required` is the input's: the browser blocks an unticked submit.
 */
function NativeCheckbox({
  id,
  label,
  description,
  error,
  required,
  disabled,
  className,
  ...props
}: NativeCheckboxProps) {
  return (
    <CheckboxFrame
      {...{ label, description, error, required, disabled, className }}
      controlId={id}
      box={(ids) => (
        <input
          type="checkbox"
          id={id}
          required={required}
          disabled={disabled}
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : undefined}
          className="size-6 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed"
          {...props}
        />
      )}
    />
  );
}

export { Checkbox, NativeCheckbox, checkboxVariants, type CheckboxProps, type NativeCheckboxProps };
