import { atom } from 'jotai';
import type { Brand, Language } from '@cepa/core';
import type { BookingOptions, Experience, Voucher } from '../api';
import type { BookingErrorKind } from '../errors';
import { emptyBillingForm, type BillingFormInput } from '../forms';
import type { BookingHashState } from '../hash';
import type { VoucherRefusal } from '../voucher-outcome';

/**
 * The booking page's state: the base atoms, written only by the slice's own atoms (queries,
 * actions, submit, restore); screens read them through `queries.ts`. One store per page.
 */

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

export type Billing = { subStep: PaymentSubStep; form: BillingFormInput };

/**
 * The booking intent created for this visit to step 4, with the payload it was created from: a retry
 * after a refused card reuses it only while what would be sent is the same (not after the visitors,
 * the date or the billing changed, which would pay a stale amount or book stale data).
 */
export type CreatedIntent = { id: number; secret: string; payload: string };

export const contextAtom = atom<BookingContext>({
  brand: 'solera',
  language: 'es',
  experienceId: null,
  voucherCode: null,
});
contextAtom.debugLabel = 'booking/context';

export const stateAtom = atom<BookingHashState>({ step: 1 });
stateAtom.debugLabel = 'booking/state';

export const billingAtom = atom<Billing>({ subStep: 'billing-address', form: emptyBillingForm });
billingAtom.debugLabel = 'booking/billing';

export const failureAtom = atom<BookingErrorKind | null>(null);
failureAtom.debugLabel = 'booking/failure';

/** Whether the step changed since the page opened (then focus goes to the new step's heading). */
export const movedAtom = atom(false);
movedAtom.debugLabel = 'booking/moved';

/** Counts the times the hash replaced the state, so forms restart from what it says. */
export const hashGenerationAtom = atom(0);
hashGenerationAtom.debugLabel = 'booking/hashGeneration';

export const experienceReloadAtom = atom(0);
experienceReloadAtom.debugLabel = 'booking/experienceReload';

/**
 * What the server fetched for the booking before it rendered it (the page's server loader): the
 * voucher's check and the experience with its booking options. The page then shows its first step in
 * the server's HTML and the browser hydrates from this without calling again. `null` when the page
 * rendered without it (a story, a loader that failed): the browser asks then.
 */
export type BookingSeed = {
  /** The query's voucher code the check was made for (null: no voucher). */
  voucherCode: string | null;
  /** The check's outcome: the voucher, or refused and why (null: the answer did not say). */
  voucher: { ok: true; data: Voucher } | { ok: false; refusal: VoucherRefusal | null } | null;
  /** The experience booked (the voucher's fixed one, else the query's) and its options, when fetched. */
  experience: { id: number; data: { experience: Experience; options: BookingOptions } } | null;
};

export const seedAtom = atom<BookingSeed | null>(null);
seedAtom.debugLabel = 'booking/seed';

export const slotsReloadAtom = atom(0);
slotsReloadAtom.debugLabel = 'booking/slotsReload';

/** The booking was paid or redeemed: the page is on its way to the confirmation, its hash stays empty. */
export const submittedAtom = atom(false);
submittedAtom.debugLabel = 'booking/submitted';

/** Whether a booking intent or a redemption is in flight: one at a time (the in-flight guard). */
export const submittingAtom = atom(false);
submittingAtom.debugLabel = 'booking/submitting';

export const createdIntentAtom = atom<CreatedIntent | null>(null);
createdIntentAtom.debugLabel = 'booking/createdIntent';

/** Whether the booking is being filled in again from an earlier booking intent. */
export const restoringAtom = atom(false);
restoringAtom.debugLabel = 'booking/restoring';

export const restoreStartedAtom = atom(false);
restoreStartedAtom.debugLabel = 'booking/restoreStarted';
