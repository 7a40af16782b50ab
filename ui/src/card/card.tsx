import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';

const cardVariants = cva('rounded-lg border border-border bg-surface-raised text-fg shadow-sm', {
  variants: {
    padding: {
      none: 'p-0',
      md: 'p-4 sm:p-5',
      lg: 'p-6 sm:p-8',
    },
  },
  defaultVariants: { padding: 'md' },
});

type CardProps = React.ComponentProps<'div'> & VariantProps<typeof cardVariants>;

/** A plain surface: border, radius and shadow from the brand's tokens, nothing else. */
function Card({ className, padding, ...props }: CardProps) {
  return <div data-slot="card" className={cn(cardVariants({ padding }), className)} {...props} />;
}

/** Drawn stand-in for a missing picture: a sun over vineyard hills, decorative only. */
function CardImagePlaceholder({ className }: { className?: string }) {
  return (
    <svg
      data-slot="card-image-placeholder"
      viewBox="0 0 160 120"
      aria-hidden="true"
      focusable="false"
      preserveAspectRatio="xMidYMid slice"
      className={cn('size-full bg-surface-muted text-border-strong', className)}
    >
      <circle cx="118" cy="38" r="12" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M0 92 Q40 62 80 84 T160 74 V120 H0Z" fill="currentColor" opacity="0.25" />
      <path d="M0 104 Q50 80 100 98 T160 94 V120 H0Z" fill="currentColor" opacity="0.4" />
      <path
        d="M22 112 L46 96 M52 116 L78 98 M84 118 L110 100 M116 118 L140 102"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export { Card, cardVariants, CardImagePlaceholder, type CardProps };
