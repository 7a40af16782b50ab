import { useState } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { buttonVariants } from '../button';
import { Icon, type IconName } from '../icon';
import { useAlertStrings } from './strings';

const alertVariants = cva('flex items-start gap-3 rounded border-s-4 p-4 text-fg', {
  variants: {
    tone: {
      info: 'border-info bg-info-surface',
      success: 'border-success bg-success-surface',
      warning: 'border-warning bg-warning-surface',
      error: 'border-danger bg-danger-surface',
    },
  },
  defaultVariants: { tone: 'info' },
});

type AlertTone = NonNullable<VariantProps<typeof alertVariants>['tone']>;

const toneIcon: Record<AlertTone, { name: IconName; circled: boolean; className: string }> = {
  info: { name: 'info', circled: false, className: 'text-info' },
  success: { name: 'check', circled: true, className: 'text-success' },
  warning: { name: 'warning', circled: false, className: 'text-warning' },
  error: { name: 'close', circled: true, className: 'text-danger' },
};

const liveRole = { polite: 'status', assertive: 'alert', off: undefined } as const;

type AlertProps = Omit<React.ComponentProps<'div'>, 'title'> &
  VariantProps<typeof alertVariants> & {
    title?: React.ReactNode;
    description?: React.ReactNode;
    /**
     * How a screen reader hears it: 'polite' (role=status) waits for a pause, 'assertive' (role=alert)
     * interrupts, 'off' is a static note. Live regions speak changes, so render a polite Alert before
     * its message arrives; an assertive one is also announced when it is inserted.
     */
    live?: 'polite' | 'assertive' | 'off';
    /** Shows a dismiss button; the Alert hides itself (unless `open` is controlled) and calls this. */
    onDismiss?: () => void;
    /** Controlled visibility; leave unset to let the dismiss button hide the Alert by itself. */
    open?: boolean;
    /** Accessible name of the dismiss button; "Cerrar aviso" / "Dismiss notice" by default. */
    dismissLabel?: string;
  };

/** A message about the page or the last action, in one of four tones. */
function Alert({
  className,
  tone,
  title,
  description,
  live = 'polite',
  onDismiss,
  open,
  dismissLabel,
  children,
  ...props
}: AlertProps) {
  const t = useAlertStrings();
  const [dismissed, setDismissed] = useState(false);
  const isOpen = open ?? !dismissed;
  if (!isOpen) return null;

  const icon = toneIcon[tone ?? 'info'];
  return (
    <div
      data-slot="alert"
      data-tone={tone ?? 'info'}
      role={liveRole[live]}
      className={cn(alertVariants({ tone }), className)}
      {...props}
    >
      <span
        data-slot="alert-icon"
        className={cn(
          'mt-0.5 inline-flex size-5 shrink-0 items-center justify-center',
          icon.circled && 'rounded-pill border-2 border-current',
          icon.className,
        )}
      >
        <Icon
          name={icon.name}
          label={t(tone ?? 'info')}
          className={icon.circled ? 'size-3' : 'size-5'}
          strokeWidth={icon.circled ? 3 : 2}
        />
      </span>
      <div className="min-w-0 flex-1">
        {title && (
          <p data-slot="alert-title" className="font-semibold">
            {title}
          </p>
        )}
        {description && (
          <div data-slot="alert-description" className={cn(title && 'mt-1')}>
            {description}
          </div>
        )}
        {children}
      </div>
      {onDismiss && (
        <button
          type="button"
          data-slot="alert-dismiss"
          aria-label={dismissLabel ?? t('dismiss')}
          className={cn(
            buttonVariants({ variant: 'ghost', size: 'icon' }),
            '-my-2.5 -me-2.5 hover:bg-surface/60',
          )}
          onClick={() => {
            setDismissed(true);
            onDismiss();
          }}
        >
          <Icon name="close" />
        </button>
      )}
    </div>
  );
}

export { Alert, alertVariants, type AlertProps, type AlertTone };
