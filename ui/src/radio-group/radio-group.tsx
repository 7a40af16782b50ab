import { useCallback, useMemo } from 'react';
import {
  FieldError as AriaFieldError,
  Label as AriaLabel,
  RadioButton as AriaRadioButton,
  RadioField as AriaRadioField,
  RadioGroup as AriaRadioGroup,
  Text as AriaText,
} from 'react-aria-components';
import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { Icon } from '../icon';
import { RequiredMark, fieldDescriptionVariants, fieldErrorVariants, fieldLabelVariants } from '../field';
import { composeRefs } from '../lib/compose-refs';

const radioGroupVariants = cva('group/radio-group flex flex-col gap-2 outline-none');

const radioIndicatorVariants = cva([
  'flex size-6 shrink-0 items-center justify-center rounded-pill border-2 border-border-strong bg-surface-raised',
  'transition-colors group-data-hovered:border-fg group-data-selected:border-primary',
  'group-data-invalid:border-danger',
  'group-data-focus-visible:outline-3 group-data-focus-visible:outline-offset-2 group-data-focus-visible:outline-focus',
]);

type AriaRadioGroupProps = React.ComponentProps<typeof AriaRadioGroup>;

type RadioGroupProps = Omit<
  AriaRadioGroupProps,
  | 'children'
  | 'className'
  | 'style'
  | 'onChange'
  | 'isDisabled'
  | 'isReadOnly'
  | 'isRequired'
  | 'isInvalid'
  | 'validate'
  | 'validationBehavior'
> & {
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
  readOnly?: boolean;
  /** Called with the chosen option's value. */
  onValueChange?: (value: string) => void;
  /** The options: Radio elements. */
  children: React.ReactNode;
  className?: string;
};

/**
 * A radio group (react-aria): one tab stop, arrow keys move and choose, a visible label naming the
 * group, description and error wired through `aria-describedby`. `orientation` lays the options out
 * vertically (default) or horizontally.
 *
 * `ref` is the group element. Focusing it (react-hook-form's `field.ref.focus()`, an ErrorSummary
 * link to its `id`) moves focus to the chosen option, or the first. With react-hook-form use a
 * Controller: `value={field.value} onValueChange={field.onChange} onBlur={field.onBlur}`.
 */
function RadioGroup({
  label,
  description,
  error,
  invalid,
  required,
  disabled,
  readOnly,
  onValueChange,
  children,
  className,
  ref,
  ...props
}: RadioGroupProps) {
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
  return (
    <AriaRadioGroup
      data-slot="radio-group"
      ref={composedRef}
      isDisabled={disabled}
      isReadOnly={readOnly}
      isInvalid={invalid ?? Boolean(error)}
      validationBehavior="aria"
      onChange={onValueChange}
      className={cn(radioGroupVariants(), className)}
      {...props}
    >
      <AriaLabel data-slot="radio-group-label" className={fieldLabelVariants()}>
        {label}
        {required && <RequiredMark />}
      </AriaLabel>
      {description && (
        <AriaText slot="description" className={fieldDescriptionVariants()}>
          {description}
        </AriaText>
      )}
      <div
        data-slot="radio-group-options"
        className="flex flex-col gap-3 py-1 group-data-[orientation=horizontal]/radio-group:flex-row group-data-[orientation=horizontal]/radio-group:flex-wrap group-data-[orientation=horizontal]/radio-group:gap-x-6"
      >
        {children}
      </div>
      {error && (
        <AriaFieldError data-slot="radio-group-error" className={fieldErrorVariants()}>
          <Icon name="warning" className="mt-0.5 size-4" />
          <span>{error}</span>
        </AriaFieldError>
      )}
    </AriaRadioGroup>
  );
}

type RadioProps = Omit<
  React.ComponentProps<typeof AriaRadioField>,
  'children' | 'className' | 'style' | 'isDisabled'
> & {
  /** The option's visible label. */
  children: React.ReactNode;
  /** Help text under the option; the option is described by it. */
  description?: React.ReactNode;
  disabled?: boolean;
  className?: string;
};

/** One option of a RadioGroup. Its whole label is the click target. */
function Radio({ children, description, disabled, className, ...props }: RadioProps) {
  return (
    <AriaRadioField
      data-slot="radio"
      isDisabled={disabled}
      className={cn('flex flex-col gap-0.5', className)}
      {...props}
    >
      <AriaRadioButton className="group flex cursor-pointer items-start gap-3 text-base text-fg data-disabled:cursor-not-allowed data-disabled:opacity-55 data-readonly:cursor-default">
        <span aria-hidden="true" data-slot="radio-indicator" className={radioIndicatorVariants()}>
          <span className="size-3 scale-0 rounded-pill bg-primary transition-transform group-data-selected:scale-100" />
        </span>
        <span className="pt-px">{children}</span>
      </AriaRadioButton>
      {description && (
        <AriaText slot="description" className={cn(fieldDescriptionVariants(), 'ps-9')}>
          {description}
        </AriaText>
      )}
    </AriaRadioField>
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
