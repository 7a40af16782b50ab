import { Suspense, useEffect, useState } from 'react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { parsePageData, type PageContent } from '@cepa/core';
import { preloadable, whenIdle } from '@cepa/core/page';
import { Spinner } from '@cepa/ui';
import { bookingPageDataSchema, type BookingOptions, type BookingPageData, type Experience } from '../../api';
import { createBookingStore } from '../../atoms/hash-state';
import { activeVoucherAtom, currentStepAtom, formGenerationAtom, stepMovedAtom } from '../../atoms/queries';
import type { BookingContext } from '../../atoms/state';
import { useBookingMessages } from '../../messages';
import { BookingScreen } from './booking-screen';

/**
 * The first step (the visitors' numbers and options, react-aria's number field) loads apart from the
 * page, beside the experience's call: the page hydrates (its server HTML is the loading state) without
 * evaluating it, and the step shows once both are in.
 */
const VisitorsContainer = preloadable(() => import('./visitors-container').then((m) => m.VisitorsContainer));
/** Loads the first step's code (the site runs it before it shows the page in-page). */
export const preloadFirstStep = VisitorsContainer.preload;

/**
 * Steps 2 to 4 (the calendar with its month and year selects, the client's form, the billing form and
 * the card payment) load apart: a page that opens on the first step hydrates without them, and loads
 * them once the browser is idle.
 */
const DateContainer = preloadable(() => import('./date-container').then((m) => m.DateContainer));
const ClientContainer = preloadable(() => import('./client-container').then((m) => m.ClientContainer));
const PaymentContainer = preloadable(() => import('./payment-container').then((m) => m.PaymentContainer));

/** Loads the later steps' code (a story, or a page that opens on them, shows them at once then). */
export async function preloadLaterSteps() {
  await Promise.all([DateContainer.preload(), ClientContainer.preload(), PaymentContainer.preload()]);
}

export type BookingFlowProps = {
  page: PageContent;
  /** The address's query (`?experience=1&voucher=…`). */
  search: string;
  /** The address's hash when the page opened (the booking's state, SPEC §2). */
  hash: string;
  /** Where a paid booking sends the browser; a full page load by default (a seam for stories). */
  onPaymentRedirect?: (url: string) => void;
};

function contextOf(page: PageContent, search: string): BookingContext {
  const query = new URLSearchParams(search);
  const experience = query.get('experience') ?? '';
  return {
    brand: page.brand,
    language: page.language,
    experienceId: /^\d+$/.test(experience) ? Number(experience) : null,
    voucherCode: query.get('voucher')?.trim() || null,
  };
}

/** SPEC §2: the four-step experience booking, its state in the address hash. */
export function BookingFlow({ page, search, hash, onPaymentRedirect }: BookingFlowProps) {
  const t = useBookingMessages();
  const [store] = useState(() => createBookingStore(contextOf(page, search), hash));
  const data = parsePageData(page, bookingPageDataSchema);
  // The first step's code now, beside the experience's call; the later steps' by the time the visitor
  // gets there.
  useEffect(() => {
    VisitorsContainer.preload().catch(() => undefined);
    return whenIdle(() => void preloadLaterSteps().catch(() => undefined));
  }, []);
  return (
    <JotaiProvider store={store}>
      <BookingScreen
        data={data}
        renderStep={(loaded) => (
          // A step whose code is still on its way (a page opened on a later step) shows a spinner meanwhile.
          <Suspense fallback={<Spinner size="lg" label={t('booking.loading')} />}>
            <CurrentStep
              data={data}
              privacyPath={page.layout.privacy_path}
              onPaymentRedirect={onPaymentRedirect}
              {...loaded}
            />
          </Suspense>
        )}
      />
    </JotaiProvider>
  );
}

function CurrentStep({
  data,
  experience,
  options,
  notice,
  onPaymentRedirect,
  privacyPath,
}: {
  data: BookingPageData;
  privacyPath?: string;
  experience: Experience;
  options: BookingOptions;
  notice: React.ReactNode;
  onPaymentRedirect?: (url: string) => void;
}) {
  const current = useAtomValue(currentStepAtom);
  const generation = useAtomValue(formGenerationAtom);
  const focusHeading = useAtomValue(stepMovedAtom);
  const withVoucher = useAtomValue(activeVoucherAtom) !== null;

  switch (current) {
    case 1:
      return (
        <VisitorsContainer
          experience={experience}
          options={options}
          notice={notice}
          focusHeading={focusHeading}
        />
      );
    case 2:
      return <DateContainer months={options.months_options} focusHeading={focusHeading} />;
    case 3:
      return (
        <ClientContainer
          key={generation}
          data={data}
          options={options}
          withVoucher={withVoucher}
          focusHeading={focusHeading}
          privacyPath={privacyPath}
        />
      );
    default:
      return (
        <PaymentContainer
          key={generation}
          data={data}
          experience={experience}
          options={options}
          focusHeading={focusHeading}
          onPaymentRedirect={onPaymentRedirect}
        />
      );
  }
}
