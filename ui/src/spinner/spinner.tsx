import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { useCommonStrings } from '../i18n/strings';

const spinnerVariants = cva(
  [
    'inline-block shrink-0 rounded-pill border-current border-r-transparent text-primary',
    // With reduced motion the ring stays still: a three-quarter circle still reads as "in progress".
    'animate-spin motion-reduce:animate-none',
  ],
  {
    variants: {
      size: {
        sm: 'size-4 border-2',
        md: 'size-6 border-[3px]',
        lg: 'size-10 border-4',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

type SpinnerRingProps = VariantProps<typeof spinnerVariants> & { className?: string };

/** The spinning ring alone, hidden from assistive technology; whoever shows it announces the wait. */
function SpinnerRing({ size, className }: SpinnerRingProps) {
  return (
    <span data-slot="spinner-ring" aria-hidden="true" className={cn(spinnerVariants({ size }), className)} />
  );
}

type SpinnerProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof spinnerVariants> & {
    /** What is being waited for, for screen readers. Defaults to "Cargando" / "Loading". */
    label?: string;
  };

/** A small "in progress" indicator, announced politely as a status. */
function Spinner({ size, label, className, ...props }: SpinnerProps) {
  const t = useCommonStrings();
  return (
    <span
      data-slot="spinner"
      role="status"
      className={cn('inline-flex items-center justify-center', className)}
      {...props}
    >
      <SpinnerRing size={size} />
      <span className="sr-only">{label ?? t('loading')}</span>
    </span>
  );
}

export { Spinner, SpinnerRing, spinnerVariants, type SpinnerProps };
