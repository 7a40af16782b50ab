import { cn } from '../lib/cn';
import { useCommonStrings } from '../i18n/strings';
import { SpinnerRing } from './spinner';

type LoaderProps = React.ComponentProps<'div'> & {
  /** While true the area is covered, marked busy and out of reach of pointer, keyboard and screen reader. */
  loading: boolean;
  /** Shown under the spinner and announced ("Procesando el pago"). Defaults to "Cargando" / "Loading" for screen readers only. */
  message?: string;
};

/**
 * Wraps an area (the payment form) and, while loading, lays a spinner over it that blocks
 * interaction. The status region stays mounted so that screen readers announce the message when
 * loading starts, not only when it is first rendered.
 */
function Loader({ loading, message, className, children, ...props }: LoaderProps) {
  const t = useCommonStrings();
  return (
    <div
      data-slot="loader"
      data-loading={loading || undefined}
      className={cn('relative', className)}
      {...props}
    >
      {/* Busy is set on the content, not the root, so the status region beside it is not held back. */}
      <div data-slot="loader-content" aria-busy={loading || undefined} inert={loading || undefined}>
        {children}
      </div>
      <div
        data-slot="loader-overlay"
        role="status"
        className={cn(
          'pointer-events-none absolute inset-0 flex items-center justify-center p-4',
          'data-[loading]:pointer-events-auto data-[loading]:bg-surface/80 data-[loading]:cursor-progress',
        )}
        data-loading={loading || undefined}
      >
        {loading && (
          <span className="flex flex-col items-center gap-3 rounded-lg bg-surface-raised px-6 py-4 text-center shadow-md">
            <SpinnerRing size="lg" />
            {message ? (
              <span className="text-base font-semibold text-fg">{message}</span>
            ) : (
              <span className="sr-only">{t('loading')}</span>
            )}
          </span>
        )}
      </div>
    </div>
  );
}

export { Loader, type LoaderProps };
