import { z } from 'zod';
import { billingFields, visitorFields } from './forms';

/**
 * The booking state kept in the page address hash (SPEC §2): a JSON object with keys step,
 * firstStep, secondStep, thirdStep, fourthStep, voucherCode, experienceId, bookingIntentId.
 * Anything that does not read as that object (bad JSON, unknown step, wrong types, empty) is step 1.
 */

const count = z.number().int().nonnegative();

export const firstStepHashSchema = z.object({
  language: z.string(),
  adults: count,
  children: count,
  babies: count,
});

/** The month shown and the chosen slot (day YYYY-MM-DD, time HH:MM), null until chosen. */
export const secondStepHashSchema = z.object({
  year: z.number().int(),
  month: z.number().int().min(1).max(12),
  day: z.string().nullable(),
  slot: z.string().nullable(),
});

/** What step 3's form holds as typed (the form's own fields, `visitorFields` in forms.ts). */
export const thirdStepHashSchema = visitorFields.raw;

/** What step 4's billing form holds as typed (the shared address fields). */
const billingHashSchema = billingFields.raw;

/** SPEC §4: the fourth step is stored only in its payment sub-state, with the billing typed. */
export const fourthStepHashSchema = z.object({
  subStep: z.literal('payment'),
  billing: billingHashSchema,
});

export const bookingHashStateSchema = z.object({
  step: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  firstStep: firstStepHashSchema.optional(),
  secondStep: secondStepHashSchema.optional(),
  thirdStep: thirdStepHashSchema.optional(),
  fourthStep: fourthStepHashSchema.optional(),
  voucherCode: z.string().optional(),
  experienceId: z.number().int().optional(),
  bookingIntentId: z.number().int().optional(),
});

export type BookingStep = 1 | 2 | 3 | 4;
export type BookingHashState = z.infer<typeof bookingHashStateSchema>;
export type FirstStepHash = z.infer<typeof firstStepHashSchema>;
export type SecondStepHash = z.infer<typeof secondStepHashSchema>;
export type ThirdStepHash = z.infer<typeof thirdStepHashSchema>;
export type FourthStepHash = z.infer<typeof fourthStepHashSchema>;

export const initialBookingHashState: BookingHashState = { step: 1 };

/** The hash's text (without '#'): the state as JSON, percent-encoded so it survives the address bar. */
export function encodeBookingHash(state: BookingHashState): string {
  return encodeURIComponent(JSON.stringify(bookingHashStateSchema.parse(state)));
}

/** Reads `location.hash` (with or without '#', encoded or not); anything malformed is `{ step: 1 }`. */
export function decodeBookingHash(hash: string | null | undefined): BookingHashState {
  const raw = (hash ?? '').replace(/^#/, '');
  if (!raw) return { ...initialBookingHashState };
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    // Not percent-encoded after all (a lone '%'): read it as typed.
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ...initialBookingHashState };
  }
  const parsed = bookingHashStateSchema.safeParse(json);
  return parsed.success ? parsed.data : { ...initialBookingHashState };
}

/** SPEC §4: the step moves up and down, never below 1 or above 4. */
export function clampStep(step: number): BookingStep {
  if (!Number.isFinite(step)) return 1;
  return Math.min(4, Math.max(1, Math.trunc(step))) as BookingStep;
}
