import { atom } from 'jotai';
import { track } from '@cepa/core';
import { bookingErrorKind } from '../errors';
import type { BillingFormInput, VisitorFormInput } from '../forms';
import { clampStep, type FirstStepHash } from '../hash';
import { clampMonth, raiseAdultsToMin } from '../rules';
import { experienceIdAtom, firstStepAtom, limitsAtom, secondStepAtom } from './queries';
import {
  billingAtom,
  createdIntentAtom,
  experienceReloadAtom,
  failureAtom,
  movedAtom,
  slotsReloadAtom,
  stateAtom,
  type PaymentSubStep,
} from './state';

/** SPEC §4: next and back move one step, never below 1 or above 4. */
export const goToStepAtom = atom(null, (get, set, step: number) => {
  const next = clampStep(step);
  // A new visit to step 4 creates its own booking intent.
  if (next !== get(stateAtom).step) set(createdIntentAtom, null);
  set(stateAtom, (state) => ({ ...state, step: next }));
  set(movedAtom, true);
});
goToStepAtom.debugLabel = 'booking/goToStep';

/** A change to the first step, merged into what the step holds now (several may come before it renders). */
export const saveFirstStepAtom = atom(null, (get, set, change: Partial<FirstStepHash>) => {
  const firstStep = raiseAdultsToMin({ ...get(firstStepAtom), ...change }, get(limitsAtom));
  set(stateAtom, (state) => ({ ...state, firstStep }));
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

export const reloadExperienceAtom = atom(null, (_get, set) => set(experienceReloadAtom, (n) => n + 1));
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

/**
 * SPEC §4, §8: a booking intent or redeem failure shows the error screen and clears the hash; a 409
 * (the slot was taken) fires `slot_taken`.
 */
export const failBookingAtom = atom(null, (get, set, error: unknown) => {
  const kind = bookingErrorKind(error);
  if (kind === 'conflict') track({ event: 'slot_taken', experience_id: get(experienceIdAtom) ?? undefined });
  set(failureAtom, kind);
  return kind;
});
failBookingAtom.debugLabel = 'booking/failBooking';

/** From the conflict screen back to the date choice, the taken slot cleared. */
export const chooseAnotherDateAtom = atom(null, (get, set) => {
  const { year, month } = get(secondStepAtom);
  set(failureAtom, null);
  set(createdIntentAtom, null);
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
