import { useId } from 'react';
import { cn } from '../lib/cn';
import { buttonVariants } from '../button';

/** A long label (a translation) wraps inside its button instead of running out of a phone's width. */
const wrapping = 'w-full py-2 whitespace-normal md:w-auto';

/**
 * Accept and reject share one look (Spain's AEPD cookie guide: rejecting is as easy and as visible as
 * accepting); on a phone they are stacked at full width, from 768 px they share a row in equal parts.
 */
const answerClass = cn(buttonVariants({ variant: 'primary' }), wrapping, 'md:flex-1');

type ConsentBannerProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** The banner's heading ("Cookies"); it names the region. */
  title: React.ReactNode;
  /** What is stored and why, with a link to the cookie policy. */
  children: React.ReactNode;
  acceptAllLabel: string;
  rejectAllLabel: string;
  /** Label of the quieter button that opens the choice by category (`ConsentSettings`). */
  settingsLabel: string;
  onAcceptAll?: () => void;
  onRejectAll?: () => void;
  onSettings?: () => void;
};

/**
 * The cookie-consent banner: a region fixed at the bottom of the viewport, above the page and below
 * modal dialogs (z-40; pop-ins are z-50, the drawer and the pop-over sit in the browser's top layer).
 * Full width on a phone, a card at the start from 768 px. It keeps no state: the consumer hides it
 * (`hidden`, or by not rendering it) once the visitor has answered. The root has no display class, so
 * `hidden` hides it.
 */
function ConsentBanner({
  title,
  children,
  acceptAllLabel,
  rejectAllLabel,
  settingsLabel,
  onAcceptAll,
  onRejectAll,
  onSettings,
  className,
  ...props
}: ConsentBannerProps) {
  const titleId = useId();
  return (
    <section
      data-slot="consent-banner"
      aria-labelledby={titleId}
      className={cn(
        'fixed inset-x-0 bottom-0 z-40 max-h-dvh overflow-y-auto',
        'border-t border-border bg-surface-raised text-fg shadow-lg',
        'px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]',
        'md:inset-x-6 md:bottom-6 md:max-w-2xl md:rounded-lg md:border md:p-6',
        className,
      )}
      {...props}
    >
      <h2 id={titleId} data-slot="consent-banner-title" className="font-display text-lg font-semibold">
        {title}
      </h2>
      <div
        data-slot="consent-banner-description"
        className="mt-1 text-sm text-fg-muted [&_a]:text-fg-accent [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:no-underline"
      >
        {children}
      </div>
      <div data-slot="consent-banner-actions" className="mt-4 flex flex-col gap-2 md:flex-row md:gap-3">
        <button type="button" data-slot="consent-accept-all" className={answerClass} onClick={onAcceptAll}>
          {acceptAllLabel}
        </button>
        <button type="button" data-slot="consent-reject-all" className={answerClass} onClick={onRejectAll}>
          {rejectAllLabel}
        </button>
        <button
          type="button"
          data-slot="consent-settings"
          className={cn(buttonVariants({ variant: 'ghost' }), wrapping)}
          onClick={onSettings}
        >
          {settingsLabel}
        </button>
      </div>
    </section>
  );
}

export { ConsentBanner, type ConsentBannerProps };
