import { atom, createStore } from 'jotai';
import { emptyBillingForm } from '../forms';
import { decodeBookingHash, encodeBookingHash, type BookingHashState } from '../hash';
import {
  billingAtom,
  contextAtom,
  createdIntentAtom,
  failureAtom,
  hashGenerationAtom,
  movedAtom,
  restoringAtom,
  seedAtom,
  stateAtom,
  submittedAtom,
  submittingAtom,
  type Billing,
  type BookingContext,
  type BookingSeed,
} from './state';

/**
 * The hash to write: the state; nothing once the booking failed (SPEC §4: the hash is cleared), and
 * nothing while a payment or a redemption is under way, so that the history entry a successful one
 * leaves behind (the card processor may send the browser on at any moment) opens a fresh booking:
 * Back from the confirmation never offers to pay again. A refused card writes it back.
 */
export const bookingHashAtom = atom((get) => {
  if (get(failureAtom) || get(submittingAtom) || get(submittedAtom)) return '';
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

/** What a history entry stands for: the step, and step 4's sub-step. */
export const historyKeyAtom = atom((get) => `${get(stateAtom).step}:${get(billingAtom).subStep}`);
historyKeyAtom.debugLabel = 'booking/historyKey';

/** The history key a hash stands for (see `historyKeyAtom`). */
export function historyKeyOf(hash: string): string {
  const decoded = decodeBookingHash(hash);
  return `${decoded.step}:${decoded.fourthStep ? 'payment' : 'billing-address'}`;
}

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

/**
 * A store for one booking page, started from the page's context and the address hash, and from what
 * the server fetched for it, if anything.
 */
export function createBookingStore(context: BookingContext, hash: string, seed: BookingSeed | null = null) {
  const store = createStore();
  const state = stateFromHash(hash, context);
  store.set(contextAtom, context);
  store.set(seedAtom, seed);
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
  set(createdIntentAtom, null);
  set(hashGenerationAtom, (n) => n + 1);
  set(movedAtom, true);
});
followHashAtom.debugLabel = 'booking/followHash';
