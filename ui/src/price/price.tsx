import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { formatPrice } from './format-price';
import { usePriceStrings } from './strings';

const priceVariants = cva('inline-flex flex-wrap items-baseline gap-x-2 font-body tabular-nums', {
  variants: {
    size: {
      sm: 'text-sm',
      md: 'text-base',
      lg: 'text-2xl',
    },
  },
  defaultVariants: { size: 'md' },
});

type PriceProps = Omit<React.ComponentProps<'span'>, 'children'> &
  VariantProps<typeof priceVariants> & {
    /** Amount in euro (not cents). */
    amount: number;
    /** Price before the discount, in euro. Shown struck through before `amount` when it differs from it. */
    originalAmount?: number;
  };

/** A price in euro, in the shop's format in every language, optionally beside its undiscounted price. */
function Price({ amount, originalAmount, size, className, ...props }: PriceProps) {
  const t = usePriceStrings();
  const discounted = originalAmount !== undefined && originalAmount !== amount;
  return (
    <span
      data-slot="price"
      data-discounted={discounted || undefined}
      className={cn(priceVariants({ size }), className)}
      {...props}
    >
      {discounted && (
        // Screen readers do not announce strike-through, so the two amounts are named.
        <s data-slot="price-original" className="text-[0.875em] text-fg-muted">
          <span className="sr-only">{t('was')} </span>
          {formatPrice(originalAmount)}
        </s>
      )}
      {/* A flex container drops whitespace, so this space only keeps the amounts apart for screen readers. */}
      {discounted && ' '}
      <span data-slot="price-current" className={cn('font-semibold', discounted && 'text-fg-accent')}>
        {discounted && <span className="sr-only">{t('now')} </span>}
        {formatPrice(amount)}
      </span>
    </span>
  );
}

export { Price, priceVariants, type PriceProps };
