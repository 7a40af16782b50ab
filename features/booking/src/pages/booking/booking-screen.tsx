import { useCallback, useDeferredValue, useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useHashState, useNavigate } from '@cepa/core';
import { Alert, Button, Spinner } from '@cepa/ui';
import type { BookingOptions, BookingPageData, Experience } from '../../api';
import { chooseAnotherDateAtom, reloadExperienceAtom } from '../../atoms/actions';
import { bookingHashAtom, followHashAtom, historyKeyAtom, historyKeyOf } from '../../atoms/hash-state';
import {
  bookingFailureAtom,
  experienceAtom,
  experienceIdAtom,
  restoringIntentAtom,
  voucherAtom,
  voucherCodeAtom,
  voucherRefusalAtom,
} from '../../atoms/queries';
import { restoreFromIntentAtom } from '../../atoms/restore';
import { useBookingMessages } from '../../messages';
import { useVoucherOutcomeMessages, voucherOutcomeMessage } from '../../voucher-outcome';
import { BookingError } from './booking-error';

/** What a step is rendered with once the experience is loaded. */
export type LoadedBooking = { experience: Experience; options: BookingOptions; notice: React.ReactNode };
export type RenderStep = (loaded: LoadedBooking) => React.ReactNode;

/**
 * Keeps the address hash and the booking in step, both ways (SPEC §2, §4). A component of its own,
 * so a keystroke re-renders it alone and not the step being typed in.
 */
function HashSync() {
  const hash = useAtomValue(bookingHashAtom);
  const entry = useAtomValue(historyKeyAtom);
  const followHash = useSetAtom(followHashAtom);
  const onChange = useCallback((next: string) => followHash(next), [followHash]);
  useHashState({ hash, entry, entryOf: historyKeyOf, onChange });
  return null;
}

export function BookingScreen({
  data,
  renderStep,
  followsHash = true,
}: {
  data: BookingPageData;
  renderStep: RenderStep;
  /** False while the page hydrates as the server rendered it, before it takes up the hash. */
  followsHash?: boolean;
}) {
  const t = useBookingMessages();
  const navigate = useNavigate();
  const failure = useAtomValue(bookingFailureAtom);
  const chooseAnotherDate = useSetAtom(chooseAnotherDateAtom);

  // At least a screen tall: the server's HTML is the loading state (the booking's state is in the
  // address's hash), so whatever step follows, what comes after the booking (the footer) starts below
  // the fold and does not jump when the step shows.
  return (
    <article className="mx-auto flex min-h-svh w-full max-w-page flex-col gap-6 px-4 py-8 md:px-8">
      {followsHash && <HashSync />}
      <h1
        id="page-title"
        tabIndex={-1}
        className="font-display text-3xl font-semibold text-balance text-fg focus:outline-none md:text-5xl"
      >
        {t('booking.title')}
      </h1>
      {failure ? (
        <BookingError
          kind={failure}
          onChooseAnotherDate={chooseAnotherDate}
          experiencesPath={data.experiences_path}
          homePath={data.home_path}
          onNavigate={(to) => navigate(to)}
        />
      ) : (
        <BookingSteps renderStep={renderStep} experiencesPath={data.experiences_path} />
      )}
    </article>
  );
}

function Loading() {
  const t = useBookingMessages();
  return (
    <div className="flex min-h-40 items-center justify-center">
      <Spinner size="lg" label={t('booking.loading')} />
    </div>
  );
}

function BookingSteps({ renderStep, experiencesPath }: { renderStep: RenderStep; experiencesPath: string }) {
  const t = useBookingMessages();
  const voucherCode = useAtomValue(voucherCodeAtom);
  const voucher = useAtomValue(voucherAtom);
  const refusal = useAtomValue(voucherRefusalAtom);
  const outcomeText = useVoucherOutcomeMessages();
  const experienceId = useAtomValue(experienceIdAtom);
  const experience = useAtomValue(experienceAtom);
  const reload = useSetAtom(reloadExperienceAtom);
  const restoring = useAtomValue(restoringIntentAtom);
  const restore = useSetAtom(restoreFromIntentAtom);

  useEffect(() => {
    void restore();
  }, [restore]);

  const waiting =
    restoring || voucher.state === 'loading' || (experienceId !== null && experience.state === 'loading');
  // Once the data is in, the step renders in the background (React yields to the browser every few
  // milliseconds: a phone stays responsive) while the loading state stays; it shows when it is ready.
  const stillWaiting = useDeferredValue(waiting);
  if (waiting || stillWaiting) return <Loading />;
  if (experienceId === null) {
    return (
      <Alert
        tone="info"
        live="off"
        title={t('booking.noExperience.title')}
        description={t('booking.noExperience.text')}
      >
        <Button asChild variant="link" className="mt-2">
          <a href={experiencesPath}>{t('booking.noExperience.link')}</a>
        </Button>
      </Alert>
    );
  }
  const loaded = experience.state === 'hasData' ? experience.data : null;
  if (!loaded) {
    return (
      <Alert
        tone="error"
        live="assertive"
        title={t('booking.loadError.title')}
        description={t('booking.loadError.text')}
      >
        <Button variant="secondary" size="sm" className="mt-3" onClick={reload}>
          {t('booking.retry')}
        </Button>
      </Alert>
    );
  }

  const checked = voucher.state === 'hasData' ? voucher.data : null;
  const notice = checked ? (
    <Alert
      tone="info"
      live="off"
      description={
        checked.participants_number === null
          ? t('booking.usingVoucher.appliedNoLimit', { code: checked.full_code })
          : t('booking.usingVoucher.applied', { code: checked.full_code, count: checked.participants_number })
      }
    />
  ) : voucher.state === 'hasError' && voucherCode ? (
    <Alert
      tone="warning"
      live="off"
      description={
        refusal
          ? t('booking.usingVoucher.refused', {
              code: voucherCode,
              reason: outcomeText(voucherOutcomeMessage[refusal]),
            })
          : t('booking.usingVoucher.invalid', { code: voucherCode })
      }
    />
  ) : null;

  return (
    <>
      <p className="text-lg text-fg-muted">{t('booking.experience', { name: loaded.experience.name })}</p>
      {renderStep({ experience: loaded.experience, options: loaded.options, notice })}
    </>
  );
}
