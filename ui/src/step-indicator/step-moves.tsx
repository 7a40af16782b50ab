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
};

/**
 * The back and next moves of a multi-step flow, placed after the step's content so that keyboard and
 * phone users reach next after their last choice. A move that is not available is `aria-disabled`, not
 * `disabled`: it keeps the focus when it becomes unavailable under the keyboard, and pressing it does
 * nothing.
 */
function StepMoves({
  onBack,
  onNext,
  backDisabled = false,
  nextDisabled = false,
  backLabel,
  nextLabel,
  className,
  ...props
}: StepMovesProps) {
  const t = useStepIndicatorStrings();
  if (!onBack && !onNext) return null;
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
          className="aria-disabled:opacity-55 aria-disabled:hover:bg-secondary"
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
          className="ml-auto aria-disabled:opacity-55 aria-disabled:hover:bg-primary"
          onClick={() => {
            if (!nextDisabled) onNext();
          }}
        >
          {nextLabel ?? t('next')}
          <Icon name="chevron-right" />
        </Button>
      )}
    </div>
  );
}

export { StepMoves, type StepMovesProps };
