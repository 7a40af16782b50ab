import { useId } from 'react';
import { formatDate, parsePageData, track, useNavigate, type Language, type PageContent } from '@cepa/core';
import { useDocumentTitle, type PageLoadContext, type PageProps } from '@cepa/core/page';
import { remoteAtom, useRemote } from '@cepa/core/remote';
import { Alert, Button, Card, Spinner, formatSlotTime } from '@cepa/ui';
import { fromBookingDate } from '../../mappers';
import {
  captureBookingPayment,
  checkRedemption,
  confirmationPageDataSchema,
  type BookingConfirmation,
  type BookingConflict,
  type ConfirmationPageData,
} from '../../api';
import { bookingConflictOf } from '../../errors';
import { confirmationAction, conflictReturnUrl, type ConfirmationAction } from './confirmation-query';
import { useConfirmationMessages } from './messages';

type ConfirmationOutcome =
  | { status: 'confirmed'; confirmation: BookingConfirmation }
  | { status: 'conflict'; conflict: BookingConflict }
  /** The card was charged but the capture failed: a retry captures the same payment (idempotent). */
  | { status: 'charged'; paymentIntent: string }
  | { status: 'error'; reason: 'notPaid' | 'default' };

const languageNames = {
  es: 'booking.confirmation.languageName.es',
  en: 'booking.confirmation.languageName.en',
  fr: 'booking.confirmation.languageName.fr',
  de: 'booking.confirmation.languageName.de',
} as const;

function pageData(page: PageContent): ConfirmationPageData {
  return parsePageData(page, confirmationPageDataSchema);
}

/** SPEC §7: booking_completed (and subscribe_newsletter when subscribed) only with tracking data. */
function trackConfirmation(confirmation: BookingConfirmation) {
  if (!confirmation.track_gtm_booking) return;
  track({ event: 'booking_completed', booking: confirmation.track_gtm_booking });
  if (confirmation.newsletter) track({ event: 'subscribe_newsletter', origin: 'booking' });
}

/** The experience a conflict's address names, if it names one it can be read from. */
function experienceOf(conflict: BookingConflict): number | null {
  try {
    const id = Number(
      new URL(conflict.experience_page_url, 'http://localhost').searchParams.get('experience'),
    );
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** Never rejects: whatever happens, the page leaves its loading state. */
async function confirm(action: ConfirmationAction, language: Language): Promise<ConfirmationOutcome> {
  if (action.kind === 'none' || action.kind === 'notPaid') {
    return { status: 'error', reason: action.kind === 'notPaid' ? 'notPaid' : 'default' };
  }
  try {
    const confirmation =
      action.kind === 'redemption'
        ? await checkRedemption(action.voucherRedemptionId, language)
        : await captureBookingPayment({ payment_intent: action.paymentIntent }, language);
    trackConfirmation(confirmation);
    return { status: 'confirmed', confirmation };
  } catch (error) {
    const conflict = action.kind === 'capture' ? bookingConflictOf(error) : null;
    if (conflict) {
      // SPEC §8: the slot went while paying; keep the data and report it.
      const experienceId = experienceOf(conflict);
      track({ event: 'slot_taken', ...(experienceId ? { experience_id: experienceId } : {}) });
      return { status: 'conflict', conflict };
    }
    // The processor said the card paid: the visitor must not be told to pay again.
    if (action.kind === 'capture') return { status: 'charged', paymentIntent: action.paymentIntent };
    return { status: 'error', reason: 'default' };
  }
}

/**
 * What the address's query confirms, in the page's language (the experience is named in it), once per page (capturing twice is harmless, the backend answers
 * the same booking, but would count it twice), again on a retry.
 */
const confirmationAtom = remoteAtom(({ query, language }: { query: string; language: Language }) =>
  confirm(confirmationAction(query), language),
);
confirmationAtom.debugLabel = 'booking/confirmation';

/** The page content, and the address's query: `payment_intent` and `redirect_status`, or `voucher_redemption`. */
export type BookingConfirmationPageProps = Pick<PageProps, 'page' | 'query'>;

/**
 * Booking payment confirmation (SPEC §2, §4): captures a paid booking or checks a voucher
 * redemption, then shows the experience, the visitors and the language with a row of buttons. The
 * heading and the document's title follow the outcome (confirming, confirmed, slot taken, charged but
 * not yet confirmed, not paid or failed).
 */
export function BookingConfirmationPage({ page, query }: BookingConfirmationPageProps) {
  const t = useConfirmationMessages();
  const navigate = useNavigate();
  const titleId = useId();
  const data = pageData(page);
  const [confirmation, retry] = useRemote(confirmationAtom, { query, language: page.language });
  const state: ConfirmationOutcome | { status: 'loading' } =
    confirmation.state === 'hasData'
      ? confirmation.data
      : confirmation.state === 'hasError'
        ? { status: 'error', reason: 'default' }
        : { status: 'loading' };

  const title =
    state.status === 'loading'
      ? t('booking.confirmation.loading')
      : state.status === 'confirmed'
        ? t('booking.confirmation.title')
        : state.status === 'conflict'
          ? t('booking.confirmation.conflictTitle')
          : state.status === 'charged'
            ? t('booking.confirmation.chargedTitle')
            : t('booking.confirmation.errorTitle');
  // The page content's title says the booking is confirmed; the document's follows the outcome too.
  useDocumentTitle(page, title);

  return (
    <section aria-labelledby={titleId} className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10">
      <p role="status" className="sr-only">
        {state.status === 'loading' ? '' : title}
      </p>
      <h1 id={titleId} className="font-display text-3xl font-semibold text-fg-accent">
        {title}
      </h1>
      {state.status === 'loading' && (
        <Spinner size="lg" label={t('booking.confirmation.loading')} className="self-center" />
      )}
      {state.status === 'confirmed' && <ConfirmationDetails confirmation={state.confirmation} />}
      {state.status === 'conflict' && (
        <>
          <Alert tone="warning" live="off" description={t('booking.confirmation.conflictText')} />
          <Button
            className="self-start"
            onClick={() => navigate(conflictReturnUrl(state.conflict, data.experiences_path))}
          >
            {t('booking.confirmation.chooseAnotherDate')}
          </Button>
        </>
      )}
      {state.status === 'charged' && (
        <>
          <Alert tone="warning" live="off" description={t('booking.confirmation.chargedText')} />
          <p>
            {t('booking.confirmation.reference')}:{' '}
            <strong className="font-mono break-all">{state.paymentIntent}</strong>
          </p>
          <Button className="self-start" onClick={retry}>
            {t('booking.confirmation.retry')}
          </Button>
        </>
      )}
      {state.status === 'error' && (
        <Alert
          tone="error"
          live="off"
          description={
            state.reason === 'notPaid'
              ? t('booking.confirmation.notPaidText')
              : t('booking.confirmation.errorText')
          }
        />
      )}
      {state.status !== 'loading' && (
        <div className="flex flex-wrap gap-3">
          <Button asChild variant={state.status === 'confirmed' ? 'primary' : 'secondary'}>
            <a href={data.experiences_path}>{t('booking.confirmation.experiences')}</a>
          </Button>
          <Button asChild variant="secondary">
            <a href={data.home_path}>{t('booking.confirmation.home')}</a>
          </Button>
        </div>
      )}
    </section>
  );
}

function ConfirmationDetails({ confirmation }: { confirmation: BookingConfirmation }) {
  const t = useConfirmationMessages();
  const { booking } = confirmation;
  const languageId = languageNames[booking.language as keyof typeof languageNames];
  const visit = booking.date ? fromBookingDate(booking.date) : null;
  const rows: [string, string][] = [
    [t('booking.confirmation.experience'), booking.experience_name],
    ...(visit
      ? ([
          [
            t('booking.confirmation.date'),
            t('booking.confirmation.dateValue', {
              date: formatDate(visit.day, t.language, {
                weekday: 'long',
                day: 'numeric',
                month: 'long',
                year: 'numeric',
              }),
              time: formatSlotTime(visit.time),
            }),
          ],
        ] as [string, string][])
      : []),
    [
      t('booking.confirmation.visitors'),
      t('booking.confirmation.visitorsValue', { count: booking.total_visitors }),
    ],
    [t('booking.confirmation.language'), languageId ? t(languageId) : booking.language],
  ];
  return (
    <>
      <p>{t('booking.confirmation.intro')}</p>
      <Card>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-sm font-semibold text-fg-muted">{term}</dt>
              <dd className="text-fg">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </>
  );
}

/** Page type `booking_confirmation`. */
/**
 * The document's title the server writes: the server renders the confirmation on its way ("confirming"),
 * never the page content's "confirmed"; the page gives the outcome's title once it knows it.
 */
export function title({ page }: Pick<PageLoadContext, 'page' | 'query'>): string {
  return useConfirmationMessages.intlFor(page.language).formatMessage({ id: 'booking.confirmation.loading' });
}

export default BookingConfirmationPage;
