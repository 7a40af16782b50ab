import { useEffect, useRef, useState } from 'react';
import { Provider as JotaiProvider, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useNavigate, type PageContent } from '@cepa/core';
import { requestCaptchaToken } from '@cepa/core/captcha';
import type { CardPaymentHandle } from '@cepa/core/payment';
import { Alert, Button, Spinner } from '@cepa/ui';
import {
  bookingPageDataSchema,
  createBookingIntent,
  redeemVoucher,
  type BookingOptions,
  type BookingPageData,
  type Experience,
} from '../api';
import { type BillingFormValues, type VisitorFormValues } from '../forms';
import { toBookingIntentPayload, toRedeemVoucherPayload } from '../mappers';
import { useBookingMessages } from '../messages';
import {
  canLeaveVisitorsStep,
  isSlotAvailable,
  monthOptionsFor,
  totalPriceCents,
  yearOptions,
} from '../rules';
import { ClientStep } from '../steps/client-step';
import { DateStep, type SlotsState } from '../steps/date-step';
import { PaymentStep } from '../steps/payment-step';
import { VisitorsStep } from '../steps/visitors-step';
import {
  activeVoucherAtom,
  bookingContextAtom,
  bookingFailureAtom,
  bookingHashAtom,
  chooseAnotherDateAtom,
  chooseSlotAtom,
  createBookingStore,
  currentStepAtom,
  experienceAtom,
  experienceIdAtom,
  failBookingAtom,
  firstStepAtom,
  followHashAtom,
  goToStepAtom,
  goToSubStepAtom,
  hashGenerationAtom,
  historyKeyAtom,
  historyKeyOf,
  limitsAtom,
  paymentStateAtom,
  paymentSubStepAtom,
  reloadExperienceAtom,
  reloadSlotsAtom,
  restoreFromIntentAtom,
  restoringIntentAtom,
  saveBillingAtom,
  saveBookingIntentAtom,
  saveFirstStepAtom,
  saveThirdStepAtom,
  secondStepAtom,
  showMonthAtom,
  slotsAtom,
  stepMovedAtom,
  thirdStepAtom,
  voucherAtom,
  voucherCodeAtom,
  type BookingContext,
} from './atoms';
import { BookingError } from './booking-error';

export type BookingFlowProps = {
  page: PageContent;
  /** The address's query (`?experience=1&voucher=…`). */
  search: string;
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

function pageDataOf(page: PageContent): BookingPageData {
  const parsed = bookingPageDataSchema.safeParse(page.data);
  if (parsed.success) return parsed.data;
  const home = `/${page.language}/`;
  return { confirmation_path: home, experiences_path: page.layout.experiences_path, home_path: home };
}

/** SPEC §2: the four-step experience booking, its state in the address hash. */
export function BookingFlow({ page, search, onPaymentRedirect }: BookingFlowProps) {
  const [store] = useState(() => createBookingStore(contextOf(page, search), window.location.hash));
  return (
    <JotaiProvider store={store}>
      <BookingScreen data={pageDataOf(page)} onPaymentRedirect={onPaymentRedirect} />
    </JotaiProvider>
  );
}

/**
 * Keeps the address hash and the booking in step, both ways (SPEC §2, §4). A component of its own,
 * so a keystroke re-renders it alone and not the step being typed in.
 */
function HashSync() {
  const hash = useAtomValue(bookingHashAtom);
  const historyKey = useAtomValue(historyKeyAtom);
  const followHash = useSetAtom(followHashAtom);
  // The step the current history entry stands for: a new step gets an entry of its own, so the
  // browser's back and forward move between steps; values typed within a step replace the entry.
  const entryKey = useRef<string | null>(null);

  useEffect(() => {
    const { pathname, search, hash: current } = window.location;
    const isNewStep = entryKey.current !== null && entryKey.current !== historyKey;
    entryKey.current = historyKey;
    if (current.replace(/^#/, '') === hash) return;
    const url = `${pathname}${search}${hash ? `#${hash}` : ''}`;
    if (isNewStep && hash) window.history.pushState(window.history.state, '', url);
    else window.history.replaceState(window.history.state, '', url);
  }, [hash, historyKey]);

  useEffect(() => {
    // A move through the history fires both popstate and hashchange: follow it once.
    let followed: string | null = null;
    const onHashChange = () => {
      const { hash: current } = window.location;
      if (current === followed) return;
      followed = current;
      // The entry moved to is already in the history: following it must not add another.
      entryKey.current = historyKeyOf(current);
      followHash(current);
    };
    window.addEventListener('hashchange', onHashChange);
    window.addEventListener('popstate', onHashChange);
    return () => {
      window.removeEventListener('hashchange', onHashChange);
      window.removeEventListener('popstate', onHashChange);
    };
  }, [followHash]);
  return null;
}

function BookingScreen({
  data,
  onPaymentRedirect,
}: {
  data: BookingPageData;
  onPaymentRedirect?: (url: string) => void;
}) {
  const t = useBookingMessages();
  const navigate = useNavigate();
  const failure = useAtomValue(bookingFailureAtom);
  const chooseAnotherDate = useSetAtom(chooseAnotherDateAtom);

  return (
    <article className="mx-auto flex w-full max-w-page flex-col gap-6 px-4 py-8 md:px-8">
      <HashSync />
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
        <BookingSteps data={data} onPaymentRedirect={onPaymentRedirect} />
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

function BookingSteps({
  data,
  onPaymentRedirect,
}: {
  data: BookingPageData;
  onPaymentRedirect?: (url: string) => void;
}) {
  const t = useBookingMessages();
  const voucherCode = useAtomValue(voucherCodeAtom);
  const voucher = useAtomValue(voucherAtom);
  const experienceId = useAtomValue(experienceIdAtom);
  const experience = useAtomValue(experienceAtom);
  const reload = useSetAtom(reloadExperienceAtom);
  const restoring = useAtomValue(restoringIntentAtom);
  const restore = useSetAtom(restoreFromIntentAtom);

  useEffect(() => {
    void restore();
  }, [restore]);

  if (restoring || voucher.state === 'loading' || (experienceId !== null && experience.state === 'loading')) {
    return <Loading />;
  }
  if (experienceId === null) {
    return (
      <Alert
        tone="info"
        live="off"
        title={t('booking.noExperience.title')}
        description={t('booking.noExperience.text')}
      >
        <Button asChild variant="link" className="mt-2">
          <a href={data.experiences_path}>{t('booking.noExperience.link')}</a>
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
    <Alert tone="warning" live="off" description={t('booking.usingVoucher.invalid', { code: voucherCode })} />
  ) : null;

  return (
    <>
      <p className="text-lg text-fg-muted">{t('booking.experience', { name: loaded.experience.name })}</p>
      <CurrentStep
        data={data}
        experience={loaded.experience}
        options={loaded.options}
        notice={notice}
        onPaymentRedirect={onPaymentRedirect}
      />
    </>
  );
}

function CurrentStep({
  data,
  experience,
  options,
  notice,
  onPaymentRedirect,
}: {
  data: BookingPageData;
  experience: Experience;
  options: BookingOptions;
  notice: React.ReactNode;
  onPaymentRedirect?: (url: string) => void;
}) {
  const current = useAtomValue(currentStepAtom);
  const generation = useAtomValue(hashGenerationAtom);
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

function VisitorsContainer({
  experience,
  options,
  notice,
  focusHeading,
}: {
  experience: Experience;
  options: BookingOptions;
  notice: React.ReactNode;
  focusHeading: boolean;
}) {
  const first = useAtomValue(firstStepAtom);
  const limits = useAtomValue(limitsAtom);
  const goToStep = useSetAtom(goToStepAtom);
  const saveFirstStep = useSetAtom(saveFirstStepAtom);
  return (
    <VisitorsStep
      languages={options.languages_options}
      value={first}
      onChange={saveFirstStep}
      min={limits.min}
      max={limits.max}
      totalPrice={totalPriceCents(experience, first) / 100}
      canContinue={canLeaveVisitorsStep(first, limits)}
      onNext={() => goToStep(2)}
      focusHeading={focusHeading}
      notice={notice}
    />
  );
}

function DateContainer({
  months,
  focusHeading,
}: {
  months: BookingOptions['months_options'];
  focusHeading: boolean;
}) {
  const second = useAtomValue(secondStepAtom);
  const slots = useAtomValue(slotsAtom);
  const goToStep = useSetAtom(goToStepAtom);
  const showMonth = useSetAtom(showMonthAtom);
  const chooseSlot = useSetAtom(chooseSlotAtom);
  const reloadSlots = useSetAtom(reloadSlotsAtom);

  const state: SlotsState =
    slots.state === 'loading'
      ? { status: 'loading' }
      : slots.state === 'hasError'
        ? { status: 'error' }
        : { status: 'ready', days: slots.data };
  const chosen = second.day && second.slot ? { day: second.day, time: second.slot } : null;
  // SPEC §5: the chosen date must be one of the offered slots.
  const available =
    chosen !== null && state.status === 'ready' && isSlotAvailable(state.days, chosen.day, chosen.time);

  return (
    <DateStep
      year={second.year}
      month={second.month}
      years={yearOptions()}
      months={monthOptionsFor(months, second.year)}
      onYearChange={(year) => showMonth({ year })}
      onMonthChange={(month) => showMonth({ month })}
      slots={state}
      onRetry={reloadSlots}
      value={available ? chosen : null}
      onSelect={chooseSlot}
      notBookable={chosen !== null && state.status === 'ready' && !available}
      onBack={() => goToStep(1)}
      onNext={() => {
        if (available) goToStep(3);
      }}
      focusHeading={focusHeading}
    />
  );
}

/** The wire context shared by the booking intent and the redemption. */
function useSubmission() {
  const context = useAtomValue(bookingContextAtom);
  const first = useAtomValue(firstStepAtom);
  const second = useAtomValue(secondStepAtom);
  const experienceId = useAtomValue(experienceIdAtom);
  return () => ({
    booking: {
      experienceId: experienceId ?? 0,
      language: first.language,
      day: second.day ?? '',
      time: second.slot ?? '',
      site: context.brand,
    },
    context: {
      visitors: { adults: first.adults, children: first.children, babies: first.babies },
      webLanguage: context.language,
      site: context.brand,
      consentDate: new Date(),
    },
  });
}

function ClientContainer({
  data,
  options,
  withVoucher,
  focusHeading,
}: {
  data: BookingPageData;
  options: BookingOptions;
  withVoucher: boolean;
  focusHeading: boolean;
}) {
  const navigate = useNavigate();
  const store = useStore();
  // The form keeps its own values; it starts from the state's (re-rendering on each keystroke is not needed).
  const [third] = useState(() => store.get(thirdStepAtom));
  const voucher = useAtomValue(activeVoucherAtom);
  const saveThirdStep = useSetAtom(saveThirdStepAtom);
  const goToStep = useSetAtom(goToStepAtom);
  const failBooking = useSetAtom(failBookingAtom);
  const submission = useSubmission();
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const redeem = async (values: VisitorFormValues) => {
    if (inFlight.current || !voucher) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const captchaKey = await requestCaptchaToken('redeem');
      const { voucher_redemption_id } = await redeemVoucher(
        toRedeemVoucherPayload({
          captchaKey,
          visitorForm: values,
          voucherCode: voucher.full_code,
          ...submission(),
        }),
      );
      navigate(`${data.confirmation_path}?voucher_redemption=${voucher_redemption_id}`);
    } catch (error) {
      failBooking(error);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <ClientStep
      defaultValues={third}
      onChange={saveThirdStep}
      countries={options.country_options}
      regions={options.region_options}
      withVoucher={withVoucher}
      busy={busy}
      onBack={() => goToStep(2)}
      onNext={(values) => {
        if (withVoucher) void redeem(values);
        else goToStep(4);
      }}
      focusHeading={focusHeading}
    />
  );
}

function PaymentContainer({
  data,
  experience,
  options,
  focusHeading,
  onPaymentRedirect,
}: {
  data: BookingPageData;
  experience: Experience;
  options: BookingOptions;
  focusHeading: boolean;
  onPaymentRedirect?: (url: string) => void;
}) {
  const store = useStore();
  const subStep = useAtomValue(paymentSubStepAtom);
  const first = useAtomValue(firstStepAtom);
  const goToStep = useSetAtom(goToStepAtom);
  const goToSubStep = useSetAtom(goToSubStepAtom);
  const saveBilling = useSetAtom(saveBillingAtom);
  const saveBookingIntent = useSetAtom(saveBookingIntentAtom);
  const failBooking = useSetAtom(failBookingAtom);
  const submission = useSubmission();
  const [paying, setPaying] = useState(false);
  // One booking intent per visit to this step: a second press, or a retry after a declined card, reuses it.
  const inFlight = useRef(false);
  const intentSecret = useRef<string | null>(null);

  const pay = async (card: CardPaymentHandle) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPaying(true);
    try {
      if (await card.validate()) return;
      if (!intentSecret.current) {
        try {
          const captchaKey = await requestCaptchaToken('booking');
          const created = await createBookingIntent(
            toBookingIntentPayload({
              captchaKey,
              visitorForm: store.get(thirdStepAtom),
              billingForm: store.get(paymentStateAtom).form,
              ...submission(),
            }),
          );
          intentSecret.current = created.payment_intent_secret;
          saveBookingIntent(created.booking_intent_id);
        } catch (error) {
          failBooking(error);
          return;
        }
      }
      const returnUrl = new URL(data.confirmation_path, window.location.origin).href;
      // A refused card shows its own message in the card form; the visitor may try again.
      await card.confirm({ clientSecret: intentSecret.current, returnUrl });
    } finally {
      inFlight.current = false;
      setPaying(false);
    }
  };

  return (
    <PaymentStep
      subStep={subStep}
      initialBilling={() => store.get(paymentStateAtom).form}
      onBillingChange={saveBilling}
      onBillingDone={(_values: BillingFormValues) => goToSubStep('payment')}
      onEditBilling={() => goToSubStep('billing-address')}
      countries={options.country_options}
      regions={options.region_options}
      amount={totalPriceCents(experience, first)}
      onPay={(card) => void pay(card)}
      paying={paying}
      onPaymentRedirect={onPaymentRedirect}
      onBack={() => goToStep(3)}
      focusHeading={focusHeading}
    />
  );
}
