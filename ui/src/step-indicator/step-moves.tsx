import { useId, useState } from 'react';
import { Button } from '../button';
import { Icon } from '../icon';
import { cn } from '../lib/cn';
import { useStepIndicatorStrings } from './strings';

type StepMovesProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Without it there is no back move (the first step). */
  onBack?: () => void;
  /** Without it there is no next move (a last step that finishes with its own button). */
  onNext?: () => void;
  backDisabled?: boolean;
  nextDisabled?: boolean;
  /** Defaults to "Atrás" / "Back". */
  backLabel?: string;
  /** Defaults to "Siguiente" / "Next"; the booking flow passes "Finalizar" when a voucher is in use. */
  nextLabel?: string;
  /**
   * While next is disabled, what is missing, in a short sentence: shown under the moves, next's
   * description, and said again (a polite live region) when the disabled next is pressed.
   */
  nextHint?: string;
};

/**
 * A move's label wraps when it is longer than the row (a long language, a long "Continuar con…" on a
 * phone): the moves' row wraps first, so a move alone on its line takes the row's width and its words
 * break into lines; a label that fits stays on one line, as every button's does.
 */
const wrapsWhenLonger = 'whitespace-normal py-2 text-start';

/**
 * The back and next moves of a multi-step flow, placed after the step's content so that keyboard and
 * phone users reach next after their last choice. A move that is not available is `aria-disabled`, not
 * `disabled`: it keeps the focus when it becomes unavailable under the keyboard, and pressing it does
 * nothing but say why: a disabled next with a `nextHint` is described by it (shown under the moves) and
 * says it when pressed, so a visitor who cannot see the form hears what is missing.
 */
function StepMoves({
  onBack,
  onNext,
  backDisabled = false,
  nextDisabled = false,
  backLabel,
  nextLabel,
  nextHint,
  className,
  ...props
}: StepMovesProps) {
  const t = useStepIndicatorStrings();
  const hintId = useId();
  // What a press of the disabled next said, and how many times: each press puts the words in anew.
  const [said, setSaid] = useState<{ text: string; times: number } | null>(null);
  if (!onBack && !onNext) return null;
  const hint = nextDisabled && nextHint ? nextHint : undefined;
  return (
    <div
      data-slot="step-moves"
      className={cn('flex flex-wrap items-center justify-between gap-3', className)}
      {...props}
    >
      {onBack && (
        <Button
          variant="secondary"
          aria-disabled={backDisabled || undefined}
          className={cn(wrapsWhenLonger, 'aria-disabled:opacity-55 aria-disabled:hover:bg-secondary')}
          onClick={() => {
            if (!backDisabled) onBack();
          }}
        >
          <Icon name="chevron-left" />
          {backLabel ?? t('back')}
        </Button>
      )}
      {onNext && (
        <Button
          aria-disabled={nextDisabled || undefined}
          aria-describedby={hint ? hintId : undefined}
          className={cn(wrapsWhenLonger, 'ml-auto aria-disabled:opacity-55 aria-disabled:hover:bg-primary')}
          onClick={() => {
            if (!nextDisabled) onNext();
            else if (hint) setSaid({ text: hint, times: (said?.times ?? 0) + 1 });
          }}
        >
          {nextLabel ?? t('next')}
          <Icon name="chevron-right" />
        </Button>
      )}
      {hint && (
        <p id={hintId} data-slot="step-moves-hint" className="basis-full text-right text-sm text-fg-muted">
          {hint}
        </p>
      )}
      {onNext && (
        <span role="status" className="sr-only">
          {hint && said?.text === hint && <span key={said.times}>{hint}</span>}
        </span>
      )}
    </div>
  );
}

export { StepMoves, type StepMovesProps };
