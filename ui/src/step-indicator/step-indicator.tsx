import { cva } from 'class-variance-authority';
import { Icon } from '../icon';
import { cn } from '../lib/cn';
import { useStepIndicatorStrings } from './strings';

type StepState = 'complete' | 'current' | 'upcoming';

const stepMarkerVariants = cva(
  'flex size-8 shrink-0 items-center justify-center rounded-pill border-2 text-sm font-semibold tabular-nums',
  {
    variants: {
      state: {
        complete: 'border-primary bg-primary text-primary-fg',
        current: 'border-primary bg-surface text-fg-accent',
        upcoming: 'border-border-strong bg-surface text-fg-muted',
      },
    },
  },
);

type StepIndicatorProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Visible name of each step, in order. */
  steps: string[];
  /** The current step, from 1. */
  currentStep: number;
  /** Names the list of steps for screen readers ("Pasos de la reserva"); defaults to "Pasos" / "Steps". */
  label?: string;
};

/**
 * Where the user is in a multi-step flow: an ordered list with the current step marked (its back and
 * next moves are `StepMoves`, placed after the step's content). Below 768 px the labels collapse into "Paso 2 de 4" over a row of numbered markers.
 */
function StepIndicator({ steps, currentStep, label, className, ...props }: StepIndicatorProps) {
  const t = useStepIndicatorStrings();
  const total = steps.length;
  const current = Math.min(Math.max(1, currentStep), total);
  const stateOf = (step: number): StepState =>
    step < current ? 'complete' : step === current ? 'current' : 'upcoming';

  return (
    <div data-slot="step-indicator" className={cn('flex flex-col gap-4', className)} {...props}>
      {/* The list below says the same to screen readers, so the phone summary is visual only. */}
      <p data-slot="step-indicator-summary" aria-hidden="true" className="text-sm text-fg-muted md:hidden">
        {t('stepOf', { current, total })}
        <span className="font-semibold text-fg"> · {steps[current - 1]}</span>
      </p>
      <ol aria-label={label ?? t('steps')} className="flex items-center gap-2">
        {steps.map((name, index) => {
          const step = index + 1;
          const state = stateOf(step);
          return (
            <li
              key={`${step}-${name}`}
              data-slot="step-indicator-item"
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
              className="group flex min-w-0 flex-1 items-center gap-2 last:flex-none"
            >
              <span
                data-slot="step-indicator-marker"
                aria-hidden="true"
                className={stepMarkerVariants({ state })}
              >
                {state === 'complete' ? <Icon name="check" className="size-4" /> : step}
              </span>
              <span
                data-slot="step-indicator-label"
                className={cn(
                  'min-w-0 text-sm max-md:sr-only',
                  state === 'upcoming' ? 'text-fg-muted' : 'text-fg',
                  state === 'current' && 'font-semibold',
                )}
              >
                {name}
                {state !== 'current' && (
                  <span className="sr-only">, {t(state === 'complete' ? 'completed' : 'upcoming')}</span>
                )}
              </span>
              {step < total && (
                <span
                  aria-hidden="true"
                  className={cn(
                    'h-0.5 min-w-4 flex-1 rounded-pill',
                    state === 'complete' ? 'bg-primary' : 'bg-border-strong',
                  )}
                />
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export { StepIndicator, stepMarkerVariants, type StepIndicatorProps };
