import { useEffect, useRef } from 'react';
import { Button } from '@cepa/ui';
import type { BookingErrorKind } from '../../errors';
import { useBookingMessages } from '../../messages';

export type BookingErrorProps = {
  kind: BookingErrorKind;
  /** Back to the date choice (offered on a conflict only). */
  onChooseAnotherDate: () => void;
  /** The experiences list page ('book again'). */
  experiencesPath: string;
  homePath: string;
  /** Moves to a same-site page (the site's navigation). */
  onNavigate: (to: string) => void;
};

/**
 * SPEC §2, §8: the booking error screen. On a conflict (409, the slot was taken) it says so and
 * offers another date; any other failure asks to try again later. The page scrolls to the top and
 * focus moves to the title, so the outcome is read at once.
 */
export function BookingError({
  kind,
  onChooseAnotherDate,
  experiencesPath,
  homePath,
  onNavigate,
}: BookingErrorProps) {
  const t = useBookingMessages();
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    window.scrollTo({ top: 0 });
    titleRef.current?.focus({ preventScroll: true });
  }, []);

  const link = (to: string) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onNavigate(to);
  };

  return (
    <section
      aria-labelledby="booking-error-title"
      aria-describedby="booking-error-text"
      data-error-kind={kind}
      className="flex flex-col gap-4 rounded border border-border bg-surface-raised p-6"
    >
      <h2
        id="booking-error-title"
        ref={titleRef}
        tabIndex={-1}
        className="font-display text-2xl font-semibold focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        {t('booking.error.title')}
      </h2>
      <p id="booking-error-text" className="text-lg">
        {t(kind === 'conflict' ? 'booking.error.conflict' : 'booking.error.text')}
      </p>
      {/* The same words as the confirmation page's conflict (a 409 at capture): one conflict, one text. */}
      {kind === 'conflict' && <p>{t('booking.error.conflictText')}</p>}
      <div className="flex flex-wrap gap-3">
        {kind === 'conflict' && (
          <Button variant="secondary" onClick={onChooseAnotherDate}>
            {t('booking.error.back')}
          </Button>
        )}
        <Button asChild>
          <a href={experiencesPath} onClick={link(experiencesPath)}>
            {t('booking.error.bookAgain')}
          </a>
        </Button>
        <Button asChild variant="ghost">
          <a href={homePath} onClick={link(homePath)}>
            {t('booking.error.home')}
          </a>
        </Button>
      </div>
    </section>
  );
}
