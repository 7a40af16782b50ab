import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { parsePageData, type PageContent } from '@cepa/core';
import { preloadable, whenVisitorActs } from '@cepa/core/page';
import { Spinner } from '@cepa/ui';
import { bookingPageDataSchema, type BookingOptions, type BookingPageData, type Experience } from '../../api';
import { createBookingStore } from '../../atoms/hash-state';
import { activeVoucherAtom, currentStepAtom, formGenerationAtom, stepMovedAtom } from '../../atoms/queries';
import type { BookingSeed } from '../../atoms/state';
import { useBookingMessages } from '../../messages';
import { BookingScreen } from './booking-screen';
import { contextOf } from './load';

/**
 * The first step (the visitors' numbers in quantity pickers, the language with Radix's select) loads
 * apart from the page: on the server and before a page that shows it hydrates, beside the experience's
 * call when the browser makes it.
 */
const VisitorsContainer = preloadable(() => import('./visitors-container').then((m) => m.VisitorsContainer));
/** Loads the first step's code (the site runs it before it shows the page in-page). */
export const preloadFirstStep = VisitorsContainer.preload;

/**
 * Steps 2 to 4 (the calendar with its month and year selects, the client's form, the billing form and
 * the card payment) load apart: a page that opens on the first step hydrates without them, and loads
 * them once the visitor starts on it.
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
  /** What the server fetched for the booking (the page's server loader), if anything. */
  seed?: BookingSeed | null;
};

const noSubscription = () => () => {};

/** SPEC §2: the four-step experience booking, its state in the address hash. */
export function BookingFlow({ page, search, hash, onPaymentRedirect, seed = null }: BookingFlowProps) {
  const t = useBookingMessages();
  // The server rendered the booking from its data alone: it never sees the hash. A page hydrating with
  // a hash (a reload on a later step) hydrates the booking the server rendered, then shows the one the
  // hash holds.
  const [stores] = useState(() => {
    const context = contextOf(page, search);
    const booking = createBookingStore(context, hash, seed);
    const asRendered = seed !== null && hash !== '' ? createBookingStore(context, '', seed) : booking;
    return { booking, asRendered };
  });
  // The server's store while the server renders and the page hydrates, the booking's from then on: the
  // same one (and no render more) unless the page opened with a hash.
  const store = useSyncExternalStore(
    noSubscription,
    () => stores.booking,
    () => stores.asRendered,
  );
  const data = parsePageData(page, bookingPageDataSchema);
  // The first step's code now (the server's HTML already shows it, or beside the experience's call);
  // the later steps' once the visitor starts on the first one, well before they get there, and not
  // while a phone is still busy showing the page.
  useEffect(() => {
    VisitorsContainer.preload().catch(() => undefined);
    return whenVisitorActs(() => void preloadLaterSteps().catch(() => undefined));
  }, []);
  return (
    <JotaiProvider store={store}>
      <BookingScreen
        data={data}
        followsHash={store === stores.booking}
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
