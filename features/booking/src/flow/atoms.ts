import { atom, createStore } from 'jotai';
import { loadableOf } from './loadable';
import { track, type Brand, type Language } from '@cepa/core';
import { documentTypeOf, fromAddressPayload } from '@cepa/core/address';
import { checkVoucher, getBookingIntent, getBookingOptions, getExperience, getSlotOptions } from '../api';
import { bookingErrorKind, type BookingErrorKind } from '../errors';
import {
  emptyBillingForm,
  emptyVisitorForm,
  visitorFormSchema,
  type BillingFormInput,
  type VisitorFormInput,
} from '../forms';
import {
  clampStep,
  decodeBookingHash,
  encodeBookingHash,
  type BookingHashState,
  type BookingStep,
  type FirstStepHash,
} from '../hash';
import { fromBookingDate } from '../mappers';
import {
  canLeaveVisitorsStep,
  clampMonth,
  currentYearMonth,
  raiseAdultsToMin,
  visitorLimits,
  visitorTotal,
} from '../rules';

/** What the page knows before any call: its brand and language, and the address's query. */
export type BookingContext = {
  brand: Brand;
  language: Language;
  /** The query's `experience`. */
  experienceId: number | null;
  /** The query's `voucher`. */
  voucherCode: string | null;
};

/** Step 4's sub-steps (SPEC §2); only 'payment' is written to the hash (SPEC §4). */
export type PaymentSubStep = 'billing-address' | 'payment';

type Billing = { subStep: PaymentSubStep; form: BillingFormInput };

const contextAtom = atom<BookingContext>({
  brand: 'solera',
  language: 'es',
  experienceId: null,
  voucherCode: null,
});
contextAtom.debugLabel = 'booking/context';

const stateAtom = atom<BookingHashState>({ step: 1 });
stateAtom.debugLabel = 'booking/state';

const billingAtom = atom<Billing>({ subStep: 'billing-address', form: emptyBillingForm });
billingAtom.debugLabel = 'booking/billing';

const failureAtom = atom<BookingErrorKind | null>(null);
failureAtom.debugLabel = 'booking/failure';

/** Whether the step changed since the page opened (then focus goes to the new step's heading). */
const movedAtom = atom(false);
movedAtom.debugLabel = 'booking/moved';

/** Counts the times the hash replaced the state, so forms restart from what it says. */
const hashGenerationBaseAtom = atom(0);
hashGenerationBaseAtom.debugLabel = 'booking/hashGenerationBase';

const reloadAtom = atom(0);
reloadAtom.debugLabel = 'booking/reload';

const slotsReloadAtom = atom(0);
slotsReloadAtom.debugLabel = 'booking/slotsReload';

// ---- Reading ----

export const bookingContextAtom = atom((get) => get(contextAtom));
bookingContextAtom.debugLabel = 'booking/bookingContext';

export const stepAtom = atom((get): BookingStep => get(stateAtom).step);
stepAtom.debugLabel = 'booking/step';

export const stepMovedAtom = atom((get) => get(movedAtom));
stepMovedAtom.debugLabel = 'booking/stepMoved';

export const hashGenerationAtom = atom((get) => get(hashGenerationBaseAtom));
hashGenerationAtom.debugLabel = 'booking/hashGeneration';

export const voucherCodeAtom = atom((get) => get(stateAtom).voucherCode ?? null);
voucherCodeAtom.debugLabel = 'booking/voucherCode';

export const thirdStepAtom = atom((get): VisitorFormInput => get(stateAtom).thirdStep ?? emptyVisitorForm);
thirdStepAtom.debugLabel = 'booking/thirdStep';

export const paymentStateAtom = atom((get) => get(billingAtom));
paymentStateAtom.debugLabel = 'booking/paymentState';

export const bookingFailureAtom = atom((get) => get(failureAtom));
bookingFailureAtom.debugLabel = 'booking/bookingFailure';

/** The hash to write: the state, or nothing once the booking failed (SPEC §4: the hash is cleared). */
export const bookingHashAtom = atom((get) => {
  if (get(failureAtom)) return '';
  const billing = get(billingAtom);
  const state: BookingHashState = {
    ...get(stateAtom),
    fourthStep: billing.subStep === 'payment' ? { subStep: 'payment', billing: billing.form } : undefined,
  };
  try {
    return encodeBookingHash(state);
  } catch {
    // A value the codec refuses is kept in memory only; the step still survives a reload.
    return encodeBookingHash({
      step: state.step,
      experienceId: state.experienceId,
      voucherCode: state.voucherCode,
    });
  }
});
bookingHashAtom.debugLabel = 'booking/bookingHash';

// ---- Voucher, experience and options ----

const voucherRequestAtom = atom(async (get) => {
  const code = get(voucherCodeAtom);
  if (!code) return null;
  const { brand, language } = get(contextAtom);
  return checkVoucher({ full_code: code, site: brand, language });
});
voucherRequestAtom.debugLabel = 'booking/voucherRequest';

/** The voucher in use: loading, its data (null without a code), or the failed check. */
export const voucherAtom = loadableOf(voucherRequestAtom);
voucherAtom.debugLabel = 'booking/voucher';

/** A checked voucher, or null (no code, still checking, or the check failed). */
export const activeVoucherAtom = atom((get) => {
  const voucher = get(voucherAtom);
  return voucher.state === 'hasData' ? voucher.data : null;
});
activeVoucherAtom.debugLabel = 'booking/activeVoucher';

/**
 * The experience to book: a voucher's fixed experience (SPEC §4), else the hash's or the query's.
 * Unknown while the voucher is being checked.
 */
export const experienceIdAtom = atom((get) => {
  if (get(voucherAtom).state === 'loading') return null;
  const fixed = get(activeVoucherAtom)?.experience?.id;
  return fixed ?? get(stateAtom).experienceId ?? get(contextAtom).experienceId ?? null;
});
experienceIdAtom.debugLabel = 'booking/experienceId';

const experienceRequestAtom = atom(async (get) => {
  get(reloadAtom);
  const id = get(experienceIdAtom);
  if (id === null) return null;
  const { brand, language } = get(contextAtom);
  const [experience, options] = await Promise.all([
    getExperience(id, { brand, language }),
    getBookingOptions(id, { language }),
  ]);
  return { experience, options };
});
experienceRequestAtom.debugLabel = 'booking/experienceRequest';

/** The experience and its booking options. */
export const experienceAtom = loadableOf(experienceRequestAtom);
experienceAtom.debugLabel = 'booking/experience';

/** Visitor limits: the options' min/max (1/20 by default), the voucher's participants as max. */
export const limitsAtom = atom((get) => {
  const data = get(experienceAtom);
  return visitorLimits(data.state === 'hasData' ? data.data?.options : null, get(activeVoucherAtom));
});
limitsAtom.debugLabel = 'booking/limits';

/** Step 1's choices; until the visitor touches them, no language and the fewest adults allowed. */
export const firstStepAtom = atom((get): FirstStepHash => {
  const saved = get(stateAtom).firstStep ?? { language: '', adults: 0, children: 0, babies: 0 };
  return raiseAdultsToMin(saved, get(limitsAtom));
});
firstStepAtom.debugLabel = 'booking/firstStep';

/** The chosen slot's day and time, or null. */
export const chosenSlotAtom = atom((get) => {
  const second = get(stateAtom).secondStep;
  return second?.day && second.slot ? { day: second.day, time: second.slot } : null;
});
chosenSlotAtom.debugLabel = 'booking/chosenSlot';

/** The month shown in step 2 and the chosen slot. */
export const secondStepAtom = atom((get) => {
  const saved = get(stateAtom).secondStep;
  const { year, month } = clampMonth(saved ?? currentYearMonth());
  return { year, month, day: saved?.day ?? null, slot: saved?.slot ?? null };
});
secondStepAtom.debugLabel = 'booking/secondStep';

// A string, so that the slots are fetched again only when what they depend on changes.
const slotsQueryAtom = atom((get) => {
  const id = get(experienceIdAtom);
  if (id === null) return '';
  const { year, month } = get(secondStepAtom);
  const { brand, language } = get(contextAtom);
  return JSON.stringify({
    id,
    year,
    month,
    language,
    site: brand,
    visitors: visitorTotal(get(firstStepAtom)),
  });
});
slotsQueryAtom.debugLabel = 'booking/slotsQuery';

const slotsRequestAtom = atom(async (get) => {
  get(slotsReloadAtom);
  const key = get(slotsQueryAtom);
  if (!key) return [];
  const { id, year, month, language, site, visitors } = JSON.parse(key) as {
    id: number;
    year: number;
    month: number;
    language: Language;
    site: Brand;
    visitors: number;
  };
  return getSlotOptions(id, { month, year, language, visitor_number: visitors, site });
});
slotsRequestAtom.debugLabel = 'booking/slotsRequest';

/** The days and slots of the month shown in step 2. */
export const slotsAtom = loadableOf(slotsRequestAtom);
slotsAtom.debugLabel = 'booking/slots';

/**
 * The step to show: the hash's, unless an earlier step is not done (a hash typed or kept from
 * before), then the first step still to do. A voucher booking has no step 4.
 */
export const currentStepAtom = atom((get): BookingStep => {
  let step = get(stepAtom);
  if (step >= 2 && !canLeaveVisitorsStep(get(firstStepAtom), get(limitsAtom))) step = 1;
  if (step >= 3 && !get(chosenSlotAtom)) step = 2;
  if (step === 4 && (get(activeVoucherAtom) || !visitorFormSchema.safeParse(get(thirdStepAtom)).success)) {
    step = 3;
  }
  return step;
});
currentStepAtom.debugLabel = 'booking/currentStep';

/** What a history entry stands for: the step, and step 4's sub-step. */
export const historyKeyAtom = atom((get) => `${get(stepAtom)}:${get(billingAtom).subStep}`);
historyKeyAtom.debugLabel = 'booking/historyKey';

/** The history key a hash stands for (see `historyKeyAtom`). */
export function historyKeyOf(hash: string): string {
  const decoded = decodeBookingHash(hash);
  return `${decoded.step}:${decoded.fourthStep ? 'payment' : 'billing-address'}`;
}

/** Step 4's sub-step. */
export const paymentSubStepAtom = atom((get) => get(billingAtom).subStep);
paymentSubStepAtom.debugLabel = 'booking/paymentSubStep';

// ---- Actions ----

function stateFromHash(hash: string, context: BookingContext, current?: BookingHashState): BookingHashState {
  const decoded = decodeBookingHash(hash);
  const hasValues = decoded.firstStep || decoded.secondStep || decoded.thirdStep || decoded.fourthStep;
  // A hash with only a step (or an empty or unreadable one, which reads as step 1) keeps what was
  // chosen and typed; a hash with values is taken as it is.
  const base: BookingHashState = hasValues ? decoded : { ...current, step: decoded.step };
  return {
    ...base,
    bookingIntentId: decoded.bookingIntentId ?? base.bookingIntentId,
    experienceId: decoded.experienceId ?? current?.experienceId ?? context.experienceId ?? undefined,
    voucherCode: decoded.voucherCode ?? current?.voucherCode ?? context.voucherCode ?? undefined,
    fourthStep: undefined,
  };
}

function billingFromHash(hash: string, current?: Billing): Billing {
  const { fourthStep } = decodeBookingHash(hash);
  if (fourthStep) return { subStep: 'payment', form: fourthStep.billing };
  return { subStep: 'billing-address', form: current?.form ?? emptyBillingForm };
}

/** Whether the booking is being filled in again from an earlier booking intent. */
const restoringAtom = atom(false);
restoringAtom.debugLabel = 'booking/restoring';

const restoreStartedAtom = atom(false);
restoreStartedAtom.debugLabel = 'booking/restoreStarted';

export const restoringIntentAtom = atom((get) => get(restoringAtom));
restoringIntentAtom.debugLabel = 'booking/restoringIntent';

/**
 * SPEC §4: after a conflict at capture the confirmation page sends the visitor back here with the
 * booking intent's id in the hash. Its group, visitor and billing data fill the steps again; the
 * date is to be chosen anew (in the month it was in), so the flow opens at step 2.
 */
export const restoreFromIntentAtom = atom(null, async (get, set) => {
  const id = get(stateAtom).bookingIntentId;
  if (!get(restoringAtom) || get(restoreStartedAtom) || id === undefined) return;
  set(restoreStartedAtom, true);
  try {
    const intent = await getBookingIntent(id);
    const group = intent.visitor_group;
    const { day } = fromBookingDate(intent.date);
    set(stateAtom, (state) => ({
      ...state,
      experienceId: state.experienceId ?? intent.experience_id,
      firstStep: {
        language: intent.language,
        adults: group.adults_number,
        children: group.children_number,
        babies: group.babies_number,
      },
      secondStep: { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), day: null, slot: null },
      thirdStep: {
        documentType: documentTypeOf(group.document_type),
        documentNumber: group.document_number,
        name: group.name,
        surname: group.surname,
        email: group.email,
        phoneNumber: group.phone_number,
        country: group.country,
        region: group.region ?? '',
        comment: group.comment ?? '',
        // The consent is asked again for the new booking.
        consent: false,
        newsletter: group.has_newsletter_subscription,
      },
    }));
    if (group.billing_address) {
      set(billingAtom, { subStep: 'billing-address', form: fromAddressPayload(group.billing_address) });
    }
  } catch (error) {
    // The booking starts afresh; nothing the visitor typed is lost since nothing was typed yet.
    console.error(error);
  } finally {
    set(restoringAtom, false);
  }
});
restoreFromIntentAtom.debugLabel = 'booking/restoreFromIntent';

/** A store for one booking page, started from the page's context and the address hash. */
export function createBookingStore(context: BookingContext, hash: string) {
  const store = createStore();
  const state = stateFromHash(hash, context);
  store.set(contextAtom, context);
  store.set(stateAtom, state);
  store.set(billingAtom, billingFromHash(hash));
  store.set(restoringAtom, state.bookingIntentId !== undefined && !state.firstStep);
  return store;
}

/** The hash changed under the page (a link, the address bar, history): move to what it says. */
export const followHashAtom = atom(null, (get, set, hash: string) => {
  if (hash.replace(/^#/, '') === get(bookingHashAtom)) return;
  set(failureAtom, null);
  set(stateAtom, stateFromHash(hash, get(contextAtom), get(stateAtom)));
  set(billingAtom, billingFromHash(hash, get(billingAtom)));
  set(hashGenerationBaseAtom, (n) => n + 1);
  set(movedAtom, true);
});
followHashAtom.debugLabel = 'booking/followHash';

/** SPEC §4: next and back move one step, never below 1 or above 4. */
export const goToStepAtom = atom(null, (_get, set, step: number) => {
  set(stateAtom, (state) => ({ ...state, step: clampStep(step) }));
  set(movedAtom, true);
});
goToStepAtom.debugLabel = 'booking/goToStep';

export const saveFirstStepAtom = atom(null, (get, set, value: FirstStepHash) => {
  set(stateAtom, (state) => ({ ...state, firstStep: raiseAdultsToMin(value, get(limitsAtom)) }));
});
saveFirstStepAtom.debugLabel = 'booking/saveFirstStep';

/** SPEC §4: a new month or year reloads the slots and clears the chosen one. */
export const showMonthAtom = atom(null, (get, set, change: { year?: number; month?: number }) => {
  const current = get(secondStepAtom);
  const { year, month } = clampMonth({
    year: change.year ?? current.year,
    month: change.month ?? current.month,
  });
  set(stateAtom, (state) => ({ ...state, secondStep: { year, month, day: null, slot: null } }));
});
showMonthAtom.debugLabel = 'booking/showMonth';

export const chooseSlotAtom = atom(null, (get, set, slot: { day: string; time: string } | null) => {
  const { year, month } = get(secondStepAtom);
  set(stateAtom, (state) => ({
    ...state,
    secondStep: { year, month, day: slot?.day ?? null, slot: slot?.time ?? null },
  }));
});
chooseSlotAtom.debugLabel = 'booking/chooseSlot';

export const reloadSlotsAtom = atom(null, (_get, set) => set(slotsReloadAtom, (n) => n + 1));
reloadSlotsAtom.debugLabel = 'booking/reloadSlots';

export const reloadExperienceAtom = atom(null, (_get, set) => set(reloadAtom, (n) => n + 1));
reloadExperienceAtom.debugLabel = 'booking/reloadExperience';

export const saveThirdStepAtom = atom(null, (_get, set, value: VisitorFormInput) => {
  set(stateAtom, (state) => ({ ...state, thirdStep: value }));
});
saveThirdStepAtom.debugLabel = 'booking/saveThirdStep';

export const saveBillingAtom = atom(null, (_get, set, form: BillingFormInput) => {
  set(billingAtom, (billing) => ({ ...billing, form }));
});
saveBillingAtom.debugLabel = 'booking/saveBilling';

export const goToSubStepAtom = atom(null, (_get, set, subStep: PaymentSubStep) => {
  set(billingAtom, (billing) => ({ ...billing, subStep }));
  set(movedAtom, true);
});
goToSubStepAtom.debugLabel = 'booking/goToSubStep';

export const saveBookingIntentAtom = atom(null, (_get, set, bookingIntentId: number) => {
  set(stateAtom, (state) => ({ ...state, bookingIntentId }));
});
saveBookingIntentAtom.debugLabel = 'booking/saveBookingIntent';

/**
 * SPEC §4, §8: a booking intent or redeem failure shows the error screen and clears the hash; a 409
 * (the slot was taken) fires `slot_taken`.
 */
export const failBookingAtom = atom(null, (get, set, error: unknown) => {
  const kind = bookingErrorKind(error);
  if (kind === 'conflict') track({ event: 'slot_taken', experience_id: get(experienceIdAtom) ?? undefined });
  set(failureAtom, kind);
});
failBookingAtom.debugLabel = 'booking/failBooking';

/** From the conflict screen back to the date choice, the taken slot cleared. */
export const chooseAnotherDateAtom = atom(null, (get, set) => {
  const { year, month } = get(secondStepAtom);
  set(failureAtom, null);
  set(stateAtom, (state) => ({
    ...state,
    step: 2,
    secondStep: { year, month, day: null, slot: null },
    bookingIntentId: undefined,
  }));
  set(billingAtom, (billing) => ({ ...billing, subStep: 'billing-address' }));
  set(movedAtom, true);
});
chooseAnotherDateAtom.debugLabel = 'booking/chooseAnotherDate';
