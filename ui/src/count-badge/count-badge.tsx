import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { formatCount } from './format-count';

const countBadgeVariants = cva(
  [
    'inline-flex items-center justify-center rounded-pill font-body font-semibold leading-none tabular-nums',
    'bg-primary text-primary-fg',
  ],
  {
    variants: {
      size: {
        sm: 'h-4 min-w-4 px-1 text-[0.6875rem]',
        md: 'h-5 min-w-5 px-1.5 text-xs',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

type CountBadgeProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof countBadgeVariants> & {
    count: number;
    /** Shows the badge at 0 too; by default a zero count renders nothing. */
    showZero?: boolean;
    /** Above this the badge reads "{max}+". */
    max?: number;
    /**
     * What the count means to a screen reader ("12 productos"). It replaces the visible number, so a
     * control named by its content reads "Cesta 12 productos" rather than "Cesta 9+". Without it the
     * badge is hidden from assistive technology and the control around it must name the count itself;
     * prefer the label: an `aria-label` on the control leaves "9+" as visible text missing from its
     * name (WCAG 2.5.3).
     */
    label?: string;
  };

/** A small number over an icon or beside a title: the header basket's line count. */
function CountBadge({ count, showZero = false, max = 9, label, size, className, ...props }: CountBadgeProps) {
  if (count <= 0 && !showZero) return null;
  return (
    <span
      data-slot="count-badge"
      aria-hidden={label ? undefined : true}
      className={cn(countBadgeVariants({ size }), className)}
      {...props}
    >
      <span aria-hidden={label ? true : undefined}>{formatCount(count, max)}</span>
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

export { CountBadge, countBadgeVariants, type CountBadgeProps };
