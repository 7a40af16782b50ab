import { createContext, useContext, useId } from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { Icon } from '../icon';
import { useFieldStrings } from './strings';

/** The boxed look shared by every text-like control and the select trigger. */
const fieldControlVariants = cva(
  [
    'block w-full min-w-0 rounded border border-border-strong bg-surface-raised px-3 font-body text-base text-fg',
    'transition-colors placeholder:text-fg-muted enabled:hover:border-fg',
    'aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger aria-invalid:ring-inset',
    'disabled:cursor-not-allowed disabled:border-border disabled:bg-surface-muted disabled:text-fg-muted',
  ],
  {
    variants: {
      multiline: { false: 'min-h-11 py-2', true: 'min-h-28 resize-y py-2.5' },
    },
    defaultVariants: { multiline: false },
  },
);

const fieldLabelVariants = cva('text-sm font-semibold text-fg');
const fieldDescriptionVariants = cva('text-sm text-fg-muted');
const fieldErrorVariants = cva('flex items-start gap-1.5 text-sm font-medium text-danger');

type FieldContextValue = {
  /** The control's id: the label's `htmlFor` and ErrorSummary links point at it. */
  id: string;
  labelId: string;
  descriptionId?: string;
  errorId?: string;
  invalid: boolean;
  /** Description and error ids, ready for the control's `aria-describedby`. */
  describedBy?: string;
  /** What a custom control spreads to be wired to this Field. */
  controlProps: {
    id: string;
    'aria-describedby'?: string;
    'aria-invalid'?: true;
  };
};

const FieldContext = createContext<FieldContextValue | null>(null);

/** The ids and state of the surrounding Field, for a control that wires itself (see Field's docs). */
function useField(): FieldContextValue {
  const field = useContext(FieldContext);
  if (!field) throw new Error('useField must be used inside <Field>');
  return field;
}

function joinIds(...ids: (string | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

type FieldControlOwnProps = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: React.AriaAttributes['aria-invalid'];
};

/**
 * Wiring for a control that works both alone and inside a Field: inside one, the Field's id,
 * description/error ids and invalid state; alone, the control's own props (and a generated id).
 * The control's own `aria-describedby` is kept after the Field's; its own `aria-invalid` wins.
 */
function useFieldControl(props: FieldControlOwnProps) {
  const field = useContext(FieldContext);
  const generatedId = useId();
  return {
    id: field ? field.id : (props.id ?? generatedId),
    labelId: field?.labelId,
    'aria-describedby': joinIds(field?.describedBy, props['aria-describedby']),
    'aria-invalid': props['aria-invalid'] ?? (field?.invalid || undefined),
  };
}

/** A visible asterisk for sighted users and the word "required" for screen readers, in the UI's language. */
function RequiredMark() {
  const t = useFieldStrings();
  return (
    <>
      <span aria-hidden="true" className="text-danger">
        {' *'}
      </span>
      <span className="sr-only">{` (${t('required')})`}</span>
    </>
  );
}

type FieldLabelProps = React.ComponentProps<'label'> & {
  /** Adds the required mark. It does not set `required` on the control: validation stays the form's job. */
  required?: boolean;
};

function FieldLabel({ className, required, children, onClick, ...props }: FieldLabelProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events -- the handler only refines the native label click; keyboard users reach the control directly
    <label
      data-slot="field-label"
      className={cn(fieldLabelVariants(), className)}
      onClick={(event) => {
        onClick?.(event);
        // A label "clicks" the button it labels; for a select trigger that would open the list,
        // whereas a native <select>'s label only focuses it.
        const control = event.currentTarget.control;
        if (!event.defaultPrevented && control instanceof HTMLButtonElement) {
          event.preventDefault();
          control.focus();
        }
      }}
      {...props}
    >
      {children}
      {required && <RequiredMark />}
    </label>
  );
}

function FieldDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="field-description" className={cn(fieldDescriptionVariants(), className)} {...props} />;
}

/**
 * The error text, with a warning icon so colour is not the only cue. It is not a live region: the
 * control points at it through `aria-describedby`, and ErrorSummary announces a failed submit.
 */
function FieldError({ className, children, ...props }: React.ComponentProps<'p'>) {
  return (
    <p data-slot="field-error" className={cn(fieldErrorVariants(), className)} {...props}>
      <Icon name="warning" className="mt-0.5 size-4" />
      <span>{children}</span>
    </p>
  );
}

type FieldProps = Omit<React.ComponentProps<'div'>, 'id'> & {
  label: React.ReactNode;
  /**
   * The control's id (generated when absent). Give ids here, not to the control inside, so that the
   * label and ErrorSummary links (`href="#id"`) point at the control.
   */
  id?: string;
  /** Shows the required mark (a visible "*" plus "required" for screen readers). */
  required?: boolean;
  /** Help text under the label; the control is described by it. */
  description?: React.ReactNode;
  /** Error message; when present the control is marked invalid and described by it. */
  error?: React.ReactNode;
  /** Marks the control invalid without a message (defaults to whether `error` is set). */
  invalid?: boolean;
};

/**
 * Label, description and error around one control, wired for assistive technology.
 *
 * The control inside picks the wiring up from context: TextField, TextArea, Select and MaskedField
 * do so by themselves (`id`, `aria-describedby`, `aria-invalid`; the Select trigger also gets
 * `aria-labelledby`). A custom control calls `useField()` and spreads `controlProps`.
 * Checkbox and RadioGroup carry their own label and error instead, as their label sits beside or
 * above several targets.
 */
function Field({
  label,
  id,
  required,
  description,
  error,
  invalid,
  className,
  children,
  ...props
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const labelId = `${controlId}-label`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const isInvalid = invalid ?? Boolean(error);
  const describedBy = joinIds(descriptionId, errorId);
  const context: FieldContextValue = {
    id: controlId,
    labelId,
    descriptionId,
    errorId,
    invalid: isInvalid,
    describedBy,
    controlProps: {
      id: controlId,
      'aria-describedby': describedBy,
      'aria-invalid': isInvalid || undefined,
    },
  };
  return (
    <FieldContext value={context}>
      <div
        data-slot="field"
        data-invalid={isInvalid || undefined}
        className={cn('flex flex-col gap-1.5', className)}
        {...props}
      >
        <FieldLabel id={labelId} htmlFor={controlId} required={required}>
          {label}
        </FieldLabel>
        {description && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
        {children}
        {error && <FieldError id={errorId}>{error}</FieldError>}
      </div>
    </FieldContext>
  );
}

export {
  Field,
  FieldLabel,
  FieldDescription,
  FieldError,
  RequiredMark,
  useField,
  useFieldControl,
  fieldControlVariants,
  fieldLabelVariants,
  fieldDescriptionVariants,
  fieldErrorVariants,
  type FieldProps,
  type FieldLabelProps,
  type FieldContextValue,
};
