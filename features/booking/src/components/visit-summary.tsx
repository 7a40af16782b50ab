import { formatDate } from '@cepa/core';
import { formatSlotTime } from '@cepa/ui';
import { useBookingMessages } from '../messages';

export type VisitSummaryProps = {
  /** The chosen day, yyyy-mm-dd. */
  day: string;
  /** The chosen slot, HH:MM (shown AM/PM, SPEC §9). */
  time: string;
  /** Adults, children and babies together. */
  visitors: number;
};

/**
 * The visit being booked (the chosen date and time, and the visitors; the experience is named above
 * the steps), kept in sight on the steps after the date is chosen, so the visitor never types their
 * data or pays without seeing what for.
 */
export function VisitSummary({ day, time, visitors }: VisitSummaryProps) {
  const t = useBookingMessages();
  const date = formatDate(day, t.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return (
    <p data-slot="visit-summary" className="rounded border border-border bg-surface-muted px-4 py-3 text-fg">
      <span className="font-semibold">{t('booking.summary.title')}</span>{' '}
      {t('booking.summary.text', {
        date,
        time: formatSlotTime(time),
        visitors: t('booking.visitors.total', { count: visitors }),
      })}
    </p>
  );
}
