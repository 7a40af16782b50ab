import { useState } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { buttonVariants } from '../button';
import { Icon } from '../icon';
import { useBannerStrings } from './strings';

const bannerVariants = cva('flex w-full items-start gap-3 px-4 py-3 md:px-6', {
  variants: {
    tone: {
      neutral: 'bg-surface-muted text-fg',
      brand: 'bg-secondary text-secondary-fg',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

type BannerProps = React.ComponentProps<'div'> &
  VariantProps<typeof bannerVariants> & {
    /**
     * Controlled visibility. Pass what the server already knows (the dismissal cookie) so the first
     * paint is the final one and nothing below moves.
     */
    open?: boolean;
    /** Initial visibility when uncontrolled. */
    defaultOpen?: boolean;
    /** Called when the visitor closes the banner; remember it there (cookie, endpoint). */
    onDismiss?: () => void;
    /** Accessible name of the close button; "Cerrar aviso" / "Close notice" by default. */
    closeLabel?: string;
  };

/**
 * A dismissible strip at the top of the page (the funding-programme banner). It appears without an
 * animation and, once closed, renders nothing, so it never shifts the layout after the first paint.
 */
function Banner({
  className,
  tone,
  open,
  defaultOpen = true,
  onDismiss,
  closeLabel,
  children,
  ...props
}: BannerProps) {
  const t = useBannerStrings();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;
  if (!isOpen) return null;

  return (
    <div data-slot="banner" className={cn(bannerVariants({ tone }), className)} {...props}>
      <div data-slot="banner-content" className="min-w-0 flex-1 self-center">
        {children}
      </div>
      <button
        type="button"
        data-slot="banner-close"
        aria-label={closeLabel ?? t('close')}
        className={cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          '-my-1.5 -me-2 text-current hover:bg-surface/60',
        )}
        onClick={() => {
          setUncontrolledOpen(false);
          onDismiss?.();
        }}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}

export { Banner, bannerVariants, type BannerProps };
