import { atom } from 'jotai';
import { reportError } from '@cepa/core';
import { getBookingIntent } from '../api';
import { fromBookingIntent } from '../mappers';
import { billingAtom, restoreStartedAtom, restoringAtom, stateAtom } from './state';

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
    const restored = fromBookingIntent(await getBookingIntent(id));
    set(stateAtom, (state) => ({
      ...state,
      experienceId: state.experienceId ?? restored.experienceId,
      firstStep: restored.firstStep,
      secondStep: restored.secondStep,
      thirdStep: restored.thirdStep,
    }));
    if (restored.billing) set(billingAtom, { subStep: 'billing-address', form: restored.billing });
  } catch (error) {
    // The booking starts afresh; nothing the visitor typed is lost since nothing was typed yet.
    reportError(error, 'booking: reading the booking intent to restore');
  } finally {
    set(restoringAtom, false);
  }
});
restoreFromIntentAtom.debugLabel = 'booking/restoreFromIntent';
