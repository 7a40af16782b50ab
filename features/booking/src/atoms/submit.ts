import { atom, type Getter, type Setter } from 'jotai';
import { requestCaptchaToken } from '@cepa/core/captcha';
import { tooManyAttemptsOf } from '@cepa/core/http';
import {
  paymentIntentIdOf,
  paymentReturnUrl,
  type CardPaymentHandle,
  type PaymentError,
} from '@cepa/core/payment';
import { createBookingIntent, redeemVoucher } from '../api';
import type { BookingErrorKind } from '../errors';
import { billingFormSchema, visitorFormSchema, type VisitorFormValues } from '../forms';
import { toBookingIntentPayload, toRedeemVoucherPayload } from '../mappers';
import { failBookingAtom } from './actions';
import { activeVoucherAtom, experienceIdAtom, firstStepAtom, secondStepAtom, thirdStepAtom } from './queries';
import {
  billingAtom,
  contextAtom,
  createdIntentAtom,
  stateAtom,
  submittedAtom,
  submittingAtom,
} from './state';

/**
 * The two ways a booking is submitted, as outcomes a screen acts on (after the Saleor storefront's
 * `executePayment`): never a thrown error. One in-flight guard serves both: a second press while
 * one is under way is `busy` and sends nothing.
 *
 * - `busy`: a submission is already in flight.
 * - `invalid`: what the steps hold does not pass their schemas (a hand-edited hash); nothing sent.
 * - `card`: the card fields are incomplete or the card was refused; the card form shows why and
 *   the visitor may try again with the same booking intent.
 * - `paid`: the card processor refuses to charge this booking intent again: it was paid already
 *   (a page restored from the history). The confirmation's address is given, to link to it.
 * - `tooManyAttempts`: the site's limits refused the call (429), after `retryAfterSeconds`; nothing
 *   was created, the step stays as it was with everything typed, and says so beside its button.
 * - `conflict` / `default` (SPEC §8): the booking intent or the redemption failed; the error
 *   screen is showing and the hash is cleared.
 */
export type PayOutcome =
  | { ok: true; bookingIntentId: number }
  | { ok: false; kind: 'busy' | 'invalid' | BookingErrorKind }
  | TooManyAttempts
  | { ok: false; kind: 'card'; error: PaymentError }
  | { ok: false; kind: 'paid'; confirmationUrl: string };

export type RedeemOutcome =
  | { ok: true; redemptionId: number }
  | { ok: false; kind: 'busy' | 'invalid' | BookingErrorKind }
  | TooManyAttempts;

type TooManyAttempts = { ok: false; kind: 'tooManyAttempts'; retryAfterSeconds: number };

/** A refused intent or redemption: held by the site's limits (the step stays), or the error screen. */
function failed(set: Setter, error: unknown): TooManyAttempts | { ok: false; kind: BookingErrorKind } {
  const retryAfterSeconds = tooManyAttemptsOf(error);
  if (retryAfterSeconds !== null) return { ok: false, kind: 'tooManyAttempts', retryAfterSeconds };
  return { ok: false, kind: set(failBookingAtom, error) };
}

async function guarded<T>(get: Getter, set: Setter, busy: T, run: () => Promise<T>): Promise<T> {
  if (get(submittingAtom)) return busy;
  set(submittingAtom, true);
  try {
    return await run();
  } finally {
    set(submittingAtom, false);
  }
}

/** The booking data and the visitor group's context, as the steps hold them now. */
function submissionOf(get: Getter) {
  const context = get(contextAtom);
  const first = get(firstStepAtom);
  const second = get(secondStepAtom);
  return {
    booking: {
      experienceId: get(experienceIdAtom) ?? 0,
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
  };
}

export type PayInput = {
  card: CardPaymentHandle;
  /** The confirmation page's path (or full address), where the card processor sends the browser. */
  returnUrl: string;
};

/**
 * SPEC §4, pay: the card fields are checked, then the booking intent is created from step 3's and the
 * billing's validated values (once: a retry after a refused card pays the same intent, unless what
 * would be sent changed since), then the card pays it.
 */
export const payAtom = atom(null, (get, set, { card, returnUrl }: PayInput) =>
  guarded<PayOutcome>(get, set, { ok: false, kind: 'busy' }, async () => {
    const incomplete = await card.validate();
    if (incomplete) return { ok: false, kind: 'card', error: incomplete };
    const visitor = visitorFormSchema.safeParse(get(thirdStepAtom));
    const billing = billingFormSchema.safeParse(get(billingAtom).form);
    if (!visitor.success || !billing.success) return { ok: false, kind: 'invalid' };
    const submission = submissionOf(get);
    const payloadWith = (captchaKey: string, consentDate: Date) =>
      toBookingIntentPayload({
        captchaKey,
        visitorForm: visitor.data,
        billingForm: billing.data,
        booking: submission.booking,
        context: { ...submission.context, consentDate },
      });
    // What the intent books and charges, without the one-use captcha token and the moment of consent.
    const payload = JSON.stringify(payloadWith('', new Date(0)));
    let intent = get(createdIntentAtom);
    if (intent?.payload !== payload) {
      try {
        const captchaKey = await requestCaptchaToken('booking');
        const created = await createBookingIntent(payloadWith(captchaKey, submission.context.consentDate));
        intent = { id: created.booking_intent_id, secret: created.payment_intent_secret, payload };
      } catch (error) {
        return failed(set, error);
      }
      set(createdIntentAtom, intent);
      set(stateAtom, (state) => ({ ...state, bookingIntentId: intent!.id }));
    }
    const refused = await card.confirm({ clientSecret: intent.secret, returnUrl });
    if (refused?.code === 'already_paid') {
      const id = paymentIntentIdOf(intent.secret);
      return {
        ok: false,
        kind: 'paid',
        confirmationUrl: paymentReturnUrl(returnUrl, { id, clientSecret: intent.secret }),
      };
    }
    if (refused) return { ok: false, kind: 'card', error: refused };
    set(submittedAtom, true);
    return { ok: true, bookingIntentId: intent.id };
  }),
);
payAtom.debugLabel = 'booking/pay';

/** SPEC §4, voucher: step 3's validated values and the checked voucher are redeemed. */
export const redeemAtom = atom(null, (get, set, values: VisitorFormValues) =>
  guarded<RedeemOutcome>(get, set, { ok: false, kind: 'busy' }, async () => {
    const voucher = get(activeVoucherAtom);
    if (!voucher) return { ok: false, kind: 'invalid' };
    try {
      const captchaKey = await requestCaptchaToken('redeem');
      const { voucher_redemption_id } = await redeemVoucher(
        toRedeemVoucherPayload({
          captchaKey,
          visitorForm: values,
          voucherCode: voucher.full_code,
          ...submissionOf(get),
        }),
      );
      set(submittedAtom, true);
      return { ok: true, redemptionId: voucher_redemption_id };
    } catch (error) {
      return failed(set, error);
    }
  }),
);
redeemAtom.debugLabel = 'booking/redeem';
