import { atom, type Setter } from 'jotai';
import type { Language } from '@cepa/core/config';
import { loading, type Loadable } from '@cepa/core/remote';
import { basketLinesReceivedAtom } from '@cepa/core/session';
import type { Basket, BasketQuery } from '../api';
import { addToBasketOutcome, voucherOutcome, type AddToBasketOutcome, type VoucherOutcome } from '../errors';

/**
 * The basket's calls and their contracts, loaded with the first call: a page that shows the add to basket
 * button hydrates without the schema library.
 */
const shopApi = () => import('../api');

/**
 * The shop's view of the basket: the server's last answer (totals are always the server's), whether it
 * is loading, and the visitor's pending quantities (see `quantity-queue.ts`). One set per page store.
 */

const basketStateAtom = atom<Loadable<Basket>>(loading);
basketStateAtom.debugLabel = 'shop/basketState';

/** The basket as last answered by the server: loading, its data, or the failure (before any basket came). */
export const basketStateReadAtom = atom((get) => get(basketStateAtom));
basketStateReadAtom.debugLabel = 'shop/basket';

/** The basket's `max_quantity` once known (the quantity picker's upper bound). */
export const maxQuantityAtom = atom((get) => {
  const state = get(basketStateAtom);
  return state.state === 'hasData' ? state.data.max_quantity : undefined;
});
maxQuantityAtom.debugLabel = 'shop/maxQuantity';

/**
 * The order of the basket's answers: each read takes a number as it starts; the answer shown is the
 * newest (a change's answer is newer than every read under way as it comes).
 */
const basketReadsAtom = atom({ started: 0, shown: 0 });
basketReadsAtom.debugLabel = 'shop/basketReads';

function show(set: Setter, basket: Basket) {
  set(basketStateAtom, { state: 'hasData', data: basket });
  set(basketLinesReceivedAtom, basket.lines.length);
}

/** Takes a basket the server answered a change with; the header's line count follows. */
export const receiveBasketAtom = atom(null, (_get, set, basket: Basket) => {
  show(set, basket);
  set(basketReadsAtom, (reads) => ({ ...reads, shown: reads.started }));
});
receiveBasketAtom.debugLabel = 'shop/receiveBasket';

/**
 * Reads the basket (again); a failure shows a retry, the last basket otherwise stays. An answer older
 * than the one shown (a read that started before a change was answered, or before a later read was:
 * a line removed as the page loaded, the shipping changed twice) is dropped.
 */
export const loadBasketAtom = atom(null, async (get, set, query: BasketQuery) => {
  if (get(basketStateAtom).state !== 'hasData') set(basketStateAtom, loading);
  const read = get(basketReadsAtom).started + 1;
  set(basketReadsAtom, (reads) => ({ ...reads, started: read }));
  try {
    const { fetchBasket } = await shopApi();
    const basket = await fetchBasket(query);
    if (read <= get(basketReadsAtom).shown) return;
    show(set, basket);
    set(basketReadsAtom, (reads) => ({ ...reads, shown: read }));
  } catch (error) {
    if (get(basketStateAtom).state !== 'hasData') set(basketStateAtom, { state: 'hasError', error });
  }
});
loadBasketAtom.debugLabel = 'shop/loadBasket';

export type AddToBasketResult = { ok: true; basket: Basket } | ({ ok: false } & AddToBasketOutcome);

/** Adds units of a product (SPEC §7 add_product); a 406's reason comes back to be shown. */
export const addToBasketAtom = atom(
  null,
  async (
    _get,
    set,
    input: { productId: number; quantity: number; language: Language },
  ): Promise<AddToBasketResult> => {
    try {
      const { addProduct } = await shopApi();
      const basket = await addProduct(
        { product_id: input.productId, quantity: input.quantity },
        input.language,
      );
      set(receiveBasketAtom, basket);
      return { ok: true, basket };
    } catch (error) {
      return { ok: false, ...addToBasketOutcome(error) };
    }
  },
);
addToBasketAtom.debugLabel = 'shop/addToBasket';

export type ApplyVoucherResult = { ok: true } | { ok: false; outcome: VoucherOutcome };

/** Applies a voucher or coupon to the basket (SPEC §7 apply_voucher, §8 outcomes). */
export const applyVoucherAtom = atom(
  null,
  async (_get, set, input: { code: string; language: Language }): Promise<ApplyVoucherResult> => {
    try {
      const { applyVoucher } = await shopApi();
      set(receiveBasketAtom, await applyVoucher(input.code, input.language));
      return { ok: true };
    } catch (error) {
      return { ok: false, outcome: voucherOutcome(error) };
    }
  },
);
applyVoucherAtom.debugLabel = 'shop/applyVoucher';
