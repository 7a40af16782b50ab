import { atom, type Atom } from 'jotai';
import type { Brand, Language } from '@cepa/core';
import {
  checkVoucher,
  getBookingOptions,
  getExperience,
  getSlotOptions,
  type BookingOptions,
  type Experience,
  type Voucher,
} from '../api';
import { voucherCheckOutcome, type BookingErrorKind } from '../errors';
import { emptyVisitorForm, visitorFormSchema, type VisitorFormInput } from '../forms';
import type { BookingStep, FirstStepHash } from '../hash';
import type { VoucherRefusal } from '../voucher-outcome';
import {
  canLeaveVisitorsStep,
  clampMonth,
  currentYearMonth,
  raiseAdultsToMin,
  visitorLimits,
  visitorTotal,
} from '../rules';
import { loadableOf, type Loadable } from '@cepa/core/remote';
import {
  billingAtom,
  contextAtom,
  experienceReloadAtom,
  failureAtom,
  hashGenerationAtom,
  movedAtom,
  restoringAtom,
  seedAtom,
  slotsReloadAtom,
  stateAtom,
  submittingAtom,
  type Billing,
  type BookingContext,
} from './state';

/** Read-only views of the state that screens show as they are. */
export const bookingContextAtom: Atom<BookingContext> = contextAtom;
export const bookingFailureAtom: Atom<BookingErrorKind | null> = failureAtom;
export const stepMovedAtom: Atom<boolean> = movedAtom;
export const formGenerationAtom: Atom<number> = hashGenerationAtom;
export const paymentStateAtom: Atom<Billing> = billingAtom;
export const restoringIntentAtom: Atom<boolean> = restoringAtom;
/** While a booking intent or a redemption is in flight. */
export const submittingNowAtom: Atom<boolean> = submittingAtom;

export const voucherCodeAtom = atom((get) => get(stateAtom).voucherCode ?? null);
voucherCodeAtom.debugLabel = 'booking/voucherCode';

/** What step 3's form holds as typed (validated only when submitted). */
export const thirdStepAtom = atom((get): VisitorFormInput => get(stateAtom).thirdStep ?? emptyVisitorForm);
thirdStepAtom.debugLabel = 'booking/thirdStep';

const voucherRequestAtom = atom(async (get) => {
  const code = get(voucherCodeAtom);
  if (!code) return null;
  const { brand, language } = get(contextAtom);
  return checkVoucher({ full_code: code, site: brand, language });
});
voucherRequestAtom.debugLabel = 'booking/voucherRequest';
const voucherLoadableAtom = loadableOf(voucherRequestAtom);

const noVoucher: Loadable<Voucher | null> = { state: 'hasData', data: null };

/**
 * The voucher in use: loading, its data (null without a code), or the failed check. Without a code
 * there is nothing to wait for; the server's check is used for the code it was made for.
 */
export const voucherAtom = atom((get): Loadable<Voucher | null> => {
  const code = get(voucherCodeAtom);
  if (!code) return noVoucher;
  const seed = get(seedAtom);
  if (seed?.voucher && seed.voucherCode === code) {
    return seed.voucher.ok
      ? { state: 'hasData', data: seed.voucher.data }
      : { state: 'hasError', error: new VoucherRefused(seed.voucher.refusal) };
  }
  return get(voucherLoadableAtom);
});
voucherAtom.debugLabel = 'booking/voucher';

/** A voucher the server's check refused, and why (null: its answer did not say). */
export class VoucherRefused extends Error {
  constructor(readonly refusal: VoucherRefusal | null) {
    super(`voucher refused: ${refusal ?? 'no reason given'}`);
  }
}

/**
 * Why the voucher in use was refused: the server's reason, or the browser's check's (SPEC §8); null
 * when nobody said (no answer, an answer without a reason).
 */
export const voucherRefusalAtom = atom((get): VoucherRefusal | null => {
  const voucher = get(voucherAtom);
  if (voucher.state !== 'hasError') return null;
  if (voucher.error instanceof VoucherRefused) return voucher.error.refusal;
  const outcome = voucherCheckOutcome(voucher.error);
  return outcome === 'silent' ? null : outcome;
});
voucherRefusalAtom.debugLabel = 'booking/voucherRefusal';

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
  get(experienceReloadAtom);
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

const experienceLoadableAtom = loadableOf(experienceRequestAtom);

/**
 * The experience and its booking options: the server's, for the experience it fetched them for (the
 * page hydrates without calling again), else fetched here (and again after a reload of a failed one).
 */
export const experienceAtom = atom(
  (get): Loadable<{ experience: Experience; options: BookingOptions } | null> => {
    const seeded = get(seedAtom)?.experience;
    if (seeded && seeded.id === get(experienceIdAtom)) return { state: 'hasData', data: seeded.data };
    return get(experienceLoadableAtom);
  },
);
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
  let step = get(stateAtom).step;
  if (step >= 2 && !canLeaveVisitorsStep(get(firstStepAtom), get(limitsAtom))) step = 1;
  if (step >= 3 && !get(chosenSlotAtom)) step = 2;
  if (step === 4 && (get(activeVoucherAtom) || !visitorFormSchema.safeParse(get(thirdStepAtom)).success)) {
    step = 3;
  }
  return step;
});
currentStepAtom.debugLabel = 'booking/currentStep';

/** Step 4's sub-step alone, so the step does not re-render on each keystroke of the billing form. */
export const paymentSubStepAtom = atom((get) => get(billingAtom).subStep);
paymentSubStepAtom.debugLabel = 'booking/paymentSubStep';
