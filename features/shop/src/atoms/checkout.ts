import { atom, type Getter, type Setter } from 'jotai';
import type { PostcodePatterns } from '@cepa/core/address';
import type { Brand, Language } from '@cepa/core/config';
import { tooManyAttemptsOf } from '@cepa/core/http';
import type { CardPaymentHandle, PaymentError } from '@cepa/core/payment';
import { remoteAtom } from '@cepa/core/remote';
import { reportError } from '@cepa/core/report';
import type { Member, MemberData } from '@cepa/core/session';
import { fetchMemberData } from '@cepa/core/session-api';
import {
  createOrderIntent,
  fetchShippingCountries,
  updateOrderIntent,
  type OrderIntentPayload,
  type ShippingCountry,
} from '../api';
import { billingSchema, clientInfoSchema, shippingSchema } from '../forms';
import { applyUpdate, sectionUpdate, toOrderIntentPayload, type CheckoutForms } from '../mappers';
import {
  allEditing,
  allPreview,
  asksBillingForm,
  basketUnits,
  hasTooManyUnits,
  isEditingAfterIntent,
  isStorePickup,
  needsTerms,
  sectionsWithForms,
  type CheckoutSection,
  type SectionModes,
} from '../rules';
import { basketAtom } from './basket';

/**
 * The checkout's flows (SPEC §4): Continue creates the order intent, Save sends a section's changes as
 * an intent update, Pay has the card form pay the intent. Each returns an outcome the page acts on
 * (after booking's `submit.ts`), never a thrown error; one in-flight guard serves all three: a press
 * while one is under way is `busy` and sends nothing. The forms' values are the page's (react-hook-form);
 * the intent, the sections' modes and what went wrong are here, one checkout per page store, started
 * afresh when the visitor leaves the page (`leaveCheckoutAtom`).
 */

// ---- What the checkout needs before it shows ----

/** What the checkout needs before its forms show. */
export type CheckoutPreparation = {
  countries: ShippingCountry[];
  member: Member | null;
  /** The member's checkout data; null for a visitor, or when the call failed (then a visitor, SPEC §6). */
  memberData: MemberData | null;
};

/**
 * The shipping countries in the page's language and, for a member, the member's checkout data (SPEC
 * §6: if that call fails the member is treated as a visitor). Fails when the countries cannot be read.
 */
export const checkoutPreparationAtom = remoteAtom(
  async ({
    language,
    member,
  }: {
    language: Language;
    member: Member | null;
  }): Promise<CheckoutPreparation> => {
    const memberData = member
      ? fetchMemberData().catch((error: unknown) => {
          reportError(error, 'shop: member checkout data (treated as a visitor)');
          return null;
        })
      : Promise.resolve(null);
    const [countries, data] = await Promise.all([fetchShippingCountries(language), memberData]);
    return { countries, member: data ? member : null, memberData: data };
  },
  { report: 'shop: preparing the checkout' },
);
checkoutPreparationAtom.debugLabel = 'shop/checkoutPreparation';

// ---- The checkout's state ----

/** The order intent made by Continue (or by the last Save), with the payload it now stands for. */
type Intent = { id: string; secret: string; sent: OrderIntentPayload };

/** The call under way: Continue, a section's Save, or Pay. */
export type CheckoutBusy = 'continue' | CheckoutSection | 'pay';

/**
 * What went wrong last, until the next press: the forms refused (`fields`), the intent could not be
 * made (`intent`, SPEC §8: the visitor stays on step one) or updated (`save`). `at` counts them, so the
 * same problem shows (and takes focus) again.
 */
export type CheckoutProblem = {
  kind: 'fields' | 'intent' | 'save';
  at: number;
  /** The call was refused for being sent too often (429, the site's limits): the seconds to wait. */
  retryAfterSeconds?: number;
};

type CheckoutState = {
  /** Counts the visits to the page: what a call brings after the visitor left is dropped. */
  visit: number;
  intent: Intent | null;
  sections: SectionModes;
  busy: CheckoutBusy | null;
  problem: CheckoutProblem | null;
  problems: number;
  /** Whether Continue was pressed (the terms box says it is required from then on). */
  continued: boolean;
  /** The section saved last (the live region says so). */
  saved: CheckoutSection | null;
};

const fresh = (visit: number): CheckoutState => ({
  visit,
  intent: null,
  sections: allEditing,
  busy: null,
  problem: null,
  problems: 0,
  continued: false,
  saved: null,
});

const stateAtom = atom<CheckoutState>(fresh(0));
stateAtom.debugLabel = 'shop/checkoutState';

/** The checkout as its screens show it. */
export type CheckoutView = Omit<CheckoutState, 'visit' | 'problems' | 'intent'> & {
  intent: { id: string; secret: string } | null;
  /** An intent exists and a section is being edited: the payment waits (SPEC §4). */
  editing: boolean;
};

export const checkoutAtom = atom((get): CheckoutView => {
  const { visit: _visit, problems: _problems, intent, ...state } = get(stateAtom);
  return {
    ...state,
    intent: intent && { id: intent.id, secret: intent.secret },
    editing: isEditingAfterIntent(intent !== null, state.sections),
  };
});
checkoutAtom.debugLabel = 'shop/checkout';

/** The visitor left the checkout: the next visit starts afresh, and a call still under way is forgotten. */
export const leaveCheckoutAtom = atom(null, (_get, set) => set(stateAtom, (state) => fresh(state.visit + 1)));
leaveCheckoutAtom.debugLabel = 'shop/leaveCheckout';

/** Takes the in-flight guard for `busy`; null when a call is already under way. Returns the visit. */
function begin(get: Getter, set: Setter, busy: CheckoutBusy): number | null {
  const state = get(stateAtom);
  if (state.busy) return null;
  set(stateAtom, { ...state, busy });
  return state.visit;
}

/** Ends the visit's call with what came of it (nothing when the visitor left meanwhile). */
function end(
  get: Getter,
  set: Setter,
  visit: number,
  change: (state: CheckoutState) => Partial<CheckoutState> = () => ({}),
) {
  const state = get(stateAtom);
  if (state.visit === visit) set(stateAtom, { ...state, busy: null, ...change(state) });
}

/** A refusal for sending too often: how long to wait (`CheckoutProblem['retryAfterSeconds']`). */
function retryAfterOf(error: unknown): { retryAfterSeconds?: number } {
  const wait = tooManyAttemptsOf(error);
  return wait === null ? {} : { retryAfterSeconds: wait };
}

const problem = (kind: CheckoutProblem['kind'], error?: unknown) => (state: CheckoutState) => ({
  problem: { kind, at: state.problems + 1, ...retryAfterOf(error) },
  problems: state.problems + 1,
});

// ---- The rules, on the values the page sends ----

/** The forms' values as the page holds them, and what judges them. */
export type CheckoutFormsInput = {
  forms: CheckoutForms;
  /** Each shipping country's postcode expression (SPEC §3 `postcode_regex`). */
  postcodePatterns: PostcodePatterns;
};

function sectionAccepted(section: CheckoutSection, { forms, postcodePatterns }: CheckoutFormsInput): boolean {
  const shown = sectionsWithForms(
    isStorePickup(forms.isMember, forms.shippingMode),
    asksBillingForm(forms.flags),
  );
  if (!shown.includes(section)) return true;
  if (section === 'client') return clientInfoSchema.safeParse(forms.client).success;
  if (section === 'shipping') return shippingSchema(postcodePatterns).safeParse(forms.shipping).success;
  return billingSchema(postcodePatterns).safeParse(forms.billing).success;
}

/** SPEC §4, §5: every form shown valid, and the terms accepted by a visitor. */
function formsAccepted(input: CheckoutFormsInput): boolean {
  const { isMember, flags } = input.forms;
  const sections: CheckoutSection[] = ['client', 'shipping', 'billing'];
  return (
    sections.every((section) => sectionAccepted(section, input)) && (!needsTerms(isMember) || flags.terms)
  );
}

// ---- Continue ----

export type ContinueInput = CheckoutFormsInput & { language: Language; brand: Brand };

/**
 * - `busy`: a call is already under way; nothing sent.
 * - `invalid`: a form shown, or the terms, refuse what is there (the `fields` problem); nothing sent.
 * - `tooMany`: the basket holds more than 18 units (SPEC §5, §9: reached from a second tab or a
 *   bookmark); the page says to contact customer service, as the basket does; nothing sent.
 * - `failed`: the intent could not be made (any error status, or no answer); logged, the visitor stays
 *   on step one with everything typed (SPEC §8).
 */
export type ContinueOutcome = { ok: true } | { ok: false; kind: 'busy' | 'invalid' | 'tooMany' | 'failed' };

/**
 * SPEC §4 Continue: once every form shown and the terms are valid, the order intent is created for
 * the basket the page shows (its `Idempotency-Key` names the basket and the payload: a reload or a
 * second tab ordering the same gets the same intent, a changed basket a new one), and every section
 * goes to preview.
 */
export const continueCheckoutAtom = atom(
  null,
  async (get, set, input: ContinueInput): Promise<ContinueOutcome> => {
    const visit = begin(get, set, 'continue');
    if (visit === null) return { ok: false, kind: 'busy' };
    const basket = get(basketAtom);
    if (basket.state === 'hasData' && hasTooManyUnits(basketUnits(basket.data.lines))) {
      end(get, set, visit);
      return { ok: false, kind: 'tooMany' };
    }
    set(stateAtom, (state) => ({ ...state, continued: true }));
    if (!formsAccepted(input) || basket.state !== 'hasData') {
      end(get, set, visit, problem('fields'));
      return { ok: false, kind: 'invalid' };
    }
    set(stateAtom, (state) => ({ ...state, problem: null }));
    const payload = toOrderIntentPayload(input.forms, input.language, input.brand);
    try {
      const created = await createOrderIntent(payload, basket.data);
      end(get, set, visit, () => ({
        intent: { id: created.payment_intent_id, secret: created.payment_intent_secret, sent: payload },
        sections: allPreview,
      }));
      return { ok: true };
    } catch (error) {
      // SPEC §8: logged; the visitor stays on step one with everything typed.
      reportError(error, 'shop: creating the order intent');
      end(get, set, visit, problem('intent', error));
      return { ok: false, kind: 'failed' };
    }
  },
);
continueCheckoutAtom.debugLabel = 'shop/continueCheckout';

// ---- Edit, Save, Cancel ----

/** SPEC §4: after the intent, a section opens for editing (the payment waits meanwhile). */
export const editCheckoutSectionAtom = atom(null, (get, set, section: CheckoutSection) => {
  if (!get(stateAtom).intent) return;
  set(stateAtom, (state) => ({ ...state, sections: { ...state.sections, [section]: 'edit' } }));
});
editCheckoutSectionAtom.debugLabel = 'shop/editCheckoutSection';

/** Cancel: the section goes back to its preview (the page puts back what it held). */
export const cancelCheckoutSectionAtom = atom(null, (_get, set, section: CheckoutSection) =>
  set(stateAtom, (state) => ({ ...state, sections: { ...state.sections, [section]: 'preview' } })),
);
cancelCheckoutSectionAtom.debugLabel = 'shop/cancelCheckoutSection';

/**
 * - `busy`: a call is already under way; nothing sent.
 * - `invalid`: there is no intent yet, or the section's form refuses what it holds; nothing sent.
 * - `failed`: the update could not be made (an intent paid or gone meanwhile, any error, no answer).
 */
export type SaveOutcome = { ok: true } | { ok: false; kind: 'busy' | 'invalid' | 'failed' };

/**
 * SPEC §4 Save: only what changed in the section (and the boxes that changed since) is sent as an
 * intent update; the answer is a new intent, for which the card form is made anew.
 */
export const saveCheckoutSectionAtom = atom(
  null,
  async (get, set, input: CheckoutFormsInput & { section: CheckoutSection }): Promise<SaveOutcome> => {
    const { section } = input;
    const intent = get(stateAtom).intent;
    if (!intent || !sectionAccepted(section, input)) return { ok: false, kind: 'invalid' };
    const visit = begin(get, set, section);
    if (visit === null) return { ok: false, kind: 'busy' };
    set(stateAtom, (state) => ({ ...state, problem: null }));
    const update = sectionUpdate(section, intent.sent, input.forms, intent.id);
    try {
      const updated = await updateOrderIntent(update);
      end(get, set, visit, (state) => ({
        intent: {
          id: updated.payment_intent_id,
          secret: updated.payment_intent_secret,
          sent: applyUpdate(intent.sent, update),
        },
        sections: { ...state.sections, [section]: 'preview' },
        saved: section,
      }));
      return { ok: true };
    } catch (error) {
      reportError(error, `shop: updating the order intent (${section})`);
      end(get, set, visit, problem('save', error));
      return { ok: false, kind: 'failed' };
    }
  },
);
saveCheckoutSectionAtom.debugLabel = 'shop/saveCheckoutSection';

// ---- Pay ----

export type PayInput = {
  card: CardPaymentHandle;
  /** The confirmation page's full address, where the card processor sends the browser. */
  returnUrl: string;
};

/**
 * - `busy`: a payment (or another call) is already under way: one charge per press.
 * - `notReady`: no intent yet, or a section is being edited (SPEC §4); nothing charged.
 * - `card`: the card fields are incomplete or the card was refused; the card form says why and the
 *   visitor may try again.
 */
export type PayOutcome =
  { ok: true } | { ok: false; kind: 'busy' | 'notReady' } | { ok: false; kind: 'card'; error: PaymentError };

/** SPEC §4: the card form pays the current intent; paid, the browser goes on to the confirmation. */
export const payCheckoutAtom = atom(
  null,
  async (get, set, { card, returnUrl }: PayInput): Promise<PayOutcome> => {
    const { intent, sections } = get(stateAtom);
    if (!intent || isEditingAfterIntent(true, sections)) return { ok: false, kind: 'notReady' };
    const visit = begin(get, set, 'pay');
    if (visit === null) return { ok: false, kind: 'busy' };
    const refused = await card.confirm({ clientSecret: intent.secret, returnUrl });
    if (refused) {
      end(get, set, visit);
      return { ok: false, kind: 'card', error: refused };
    }
    // Paid: the browser is on its way to the confirmation; the press stays taken until it leaves.
    return { ok: true };
  },
);
payCheckoutAtom.debugLabel = 'shop/payCheckout';
