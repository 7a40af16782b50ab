import { useState } from 'react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { parsePageData, type PageContent } from '@cepa/core';
import { bookingPageDataSchema, type BookingOptions, type BookingPageData, type Experience } from '../../api';
import { createBookingStore } from '../../atoms/hash-state';
import { activeVoucherAtom, currentStepAtom, formGenerationAtom, stepMovedAtom } from '../../atoms/queries';
import type { BookingContext } from '../../atoms/state';
import { BookingScreen } from './booking-screen';
import { ClientContainer } from './client-container';
import { DateContainer } from './date-container';
import { PaymentContainer } from './payment-container';
import { VisitorsContainer } from './visitors-container';

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
  const [store] = useState(() => createBookingStore(contextOf(page, search), hash));
  const data = parsePageData(page, bookingPageDataSchema);
  return (
    <JotaiProvider store={store}>
      <BookingScreen
        data={data}
        renderStep={(loaded) => (
          <CurrentStep
            data={data}
            privacyPath={page.layout.privacy_path}
            onPaymentRedirect={onPaymentRedirect}
            {...loaded}
          />
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
