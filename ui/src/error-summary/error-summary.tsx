import { useEffect, useId, useMemo, useRef } from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { Icon } from '../icon';
import { composeRefs } from '../lib/compose-refs';
import { useErrorSummaryStrings } from './strings';

const errorSummaryVariants = cva(
  'rounded border-2 border-danger bg-danger-surface p-4 text-fg focus-visible:outline-offset-4',
);

type ErrorSummaryItem = {
  /** The id of the field's control (the `id` given to Field), which the link points at. */
  fieldId: string;
  /** What is wrong, in words that name the field ("Introduce tu correo electrónico"). */
  message: React.ReactNode;
};

type ErrorSummaryProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  errors: readonly ErrorSummaryItem[];
  /** Defaults to "Revisa los siguientes campos" / "Please check the following fields". */
  heading?: React.ReactNode;
  /** Level of the heading element, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /**
   * Moves focus to the summary when it appears, so that screen readers read it after a failed
   * submit. To move focus again on a later failed submit while it is still shown, change its `key`
   * (e.g. to the submit count) or call `focus()` on its `ref`.
   */
  focusOnMount?: boolean;
};

/** Focuses a field from its id, first scrolling its label into view so the question is not cut off. */
function focusField(document: Document, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  const labels = 'labels' in field ? (field.labels as NodeListOf<HTMLLabelElement> | null) : null;
  const labelledBy = field.getAttribute('aria-labelledby')?.split(' ')[0];
  const label = labels?.[0] ?? (labelledBy ? document.getElementById(labelledBy) : null);
  (label ?? field).scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}

/**
 * The errors of a form after a failed submit, as links to their fields. It is a region named by
 * its heading and focusable from script (`tabIndex=-1`) rather than an assertive live region:
 * receiving focus makes screen readers read it once, at the moment the user asked for it.
 * Following a link focuses the field without touching the address (the booking flow keeps its
 * state in the hash). Renders nothing when there are no errors.
 */
function ErrorSummary({
  errors,
  heading,
  headingLevel = 2,
  focusOnMount = false,
  className,
  ref,
  ...props
}: ErrorSummaryProps) {
  const t = useErrorSummaryStrings();
  const headingId = useId();
  const ownRef = useRef<HTMLElement>(null);
  const composedRef = useMemo(() => composeRefs(ref, ownRef), [ref]);
  const hasErrors = errors.length > 0;

  // Once, the first time it has errors: a summary whose errors were all fixed and then came back as the
  // visitor typed (a date incomplete at its first digit) must not take the focus from the field.
  const focused = useRef(false);
  useEffect(() => {
    if (!focusOnMount || !hasErrors || focused.current) return;
    focused.current = true;
    ownRef.current?.focus();
  }, [focusOnMount, hasErrors]);

  if (!hasErrors) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      data-slot="error-summary"
      ref={composedRef}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={cn(errorSummaryVariants(), className)}
      {...props}
    >
      <Heading
        id={headingId}
        data-slot="error-summary-heading"
        className="flex items-start gap-2 font-body text-lg font-semibold"
      >
        <Icon name="warning" className="mt-1 text-danger" />
        {heading ?? t('heading')}
      </Heading>
      <ul data-slot="error-summary-list" className="mt-3 flex flex-col gap-2 ps-7">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a
              href={`#${error.fieldId}`}
              className="font-medium text-danger underline underline-offset-2 hover:no-underline"
              onClick={(event) => {
                event.preventDefault();
                focusField(event.currentTarget.ownerDocument, error.fieldId);
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export { ErrorSummary, errorSummaryVariants, type ErrorSummaryProps, type ErrorSummaryItem };
