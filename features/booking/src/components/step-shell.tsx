import { useEffect, useRef } from 'react';
import { NeedsJavaScript } from '@cepa/core/form';
import { StepIndicator, StepMoves } from '@cepa/ui';
import { useBookingMessages } from '../messages';

export type BookingStep = 1 | 2 | 3 | 4;

export type StepShellProps = {
  step: BookingStep;
  /** The step's heading; it takes focus when the visitor arrives at the step. */
  title: string;
  /** Moves focus to the heading on mount (on a step change, not on the page's first load). */
  focusHeading?: boolean;
  /** Without it there is no back move (step 1). */
  onBack?: () => void;
  /** Without it there is no next move (step 4 pays with its own button). */
  onNext?: () => void;
  nextDisabled?: boolean;
  /**
   * While next is disabled, what is missing (`booking.next.*` phrases, field names), in order: next is
   * described by "To continue, you still need: …" shown under it, and says it when pressed.
   */
  missing?: readonly string[];
  /** Defaults to "Siguiente" / "Next". */
  nextLabel?: string;
  /** Receives the element holding the back and next moves, so a step can scroll to it. */
  actionsRef?: React.Ref<HTMLDivElement>;
  /** What is being booked, shown under the heading (the steps after the date is chosen). */
  summary?: React.ReactNode;
  children: React.ReactNode;
};

/**
 * One step of the booking flow: the step indicator, the step's heading and content, then the back
 * and next moves. The moves come after the content rather than inside the indicator at the top, so
 * that keyboard and phone users reach next after the last choice (SPEC §4: choosing a slot scrolls
 * to the next button). They are the design system's `StepMoves`.
 */
export function StepShell({
  step,
  title,
  focusHeading = false,
  onBack,
  onNext,
  nextDisabled = false,
  missing = [],
  nextLabel,
  actionsRef,
  summary,
  children,
}: StepShellProps) {
  const t = useBookingMessages();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  return (
    <section aria-labelledby={`booking-step-${step}-title`} className="flex flex-col gap-6">
      <StepIndicator
        steps={[
          t('booking.steps.visitors'),
          t('booking.steps.date'),
          t('booking.steps.client'),
          t('booking.steps.payment'),
        ]}
        currentStep={step}
        label={t('booking.steps.label')}
      />
      <h2
        id={`booking-step-${step}-title`}
        ref={headingRef}
        tabIndex={-1}
        className="font-display text-2xl font-semibold text-fg focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        {title}
      </h2>
      {/* Every step's choices and moves need the page's code (its state lives in the address's hash). */}
      <NeedsJavaScript />
      {summary}
      {children}
      <StepMoves
        ref={actionsRef}
        data-slot="booking-step-actions"
        className="scroll-mb-8 border-t border-border pt-4"
        onBack={onBack}
        onNext={onNext}
        nextDisabled={nextDisabled}
        nextHint={
          missing.length > 0
            ? t('booking.next.missing', { missing: t.intl.formatList(missing, { type: 'conjunction' }) })
            : undefined
        }
        backLabel={t('booking.steps.back')}
        nextLabel={nextLabel ?? t('booking.steps.next')}
      />
    </section>
  );
}
