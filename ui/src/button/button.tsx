import { Slot } from '../lib/slot';
import type { VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { useCommonStrings } from '../i18n/strings';
import { buttonVariants } from './variants';

type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Renders its single child (a link: `a`, a router link) with the button's look instead of a `button`. */
    asChild?: boolean;
    /** Shows a spinner over the label (keeping the width), announces it, and ignores presses until it ends. */
    loading?: boolean;
    /** What is announced while `loading`, in the page's words ("Checking the voucher"); the ui's "Loading" without. */
    loadingLabel?: string;
  };

/**
 * An action: primary (one per view), secondary, ghost (quiet, in toolbars) or link-styled. Sizes sm, md
 * (44 px high: a thumb's target) and lg; `icon` is square, named by `aria-label`. While `loading`, a
 * spinner covers the label (the width stays), the state is announced and presses are ignored.
 */
function Button({
  className,
  variant,
  size,
  fullWidth,
  asChild = false,
  loading = false,
  loadingLabel,
  type,
  onClick,
  children,
  ...props
}: ButtonProps) {
  const t = useCommonStrings();
  const classes = cn(buttonVariants({ variant, size, fullWidth }), className);
  if (asChild) {
    return (
      <Slot data-slot="button" className={classes} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <>
      <button
        data-slot="button"
        data-loading={loading || undefined}
        className={classes}
        type={type ?? 'button'}
        aria-disabled={loading || undefined}
        onClick={(event) => {
          if (loading) {
            event.preventDefault();
            return;
          }
          onClick?.(event);
        }}
        {...props}
      >
        <span className={cn('inline-flex items-center gap-2', loading && 'opacity-0')}>{children}</span>
        {loading && (
          <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
            <span className="size-5 animate-spin rounded-pill border-2 border-current border-r-transparent" />
          </span>
        )}
      </button>
      <span role="status" className="sr-only">
        {loading ? (loadingLabel ?? t('loading')) : ''}
      </span>
    </>
  );
}

export { Button, type ButtonProps };
