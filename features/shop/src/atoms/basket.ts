import { atom } from 'jotai';
import type { Language } from '@cepa/core/config';
import { tooManyAttemptsOf } from '@cepa/core/http';
import { dataOf, remoteAtom, type RemoteAtom } from '@cepa/core/remote';
import { basketLinesReceivedAtom } from '@cepa/core/session';
import type { Basket, BasketQuery } from '../api';
import { addToBasketOutcome, voucherOutcome, type AddToBasketOutcome, type VoucherOutcome } from '../errors';

/**
 * The basket's calls and their contracts, loaded with the first call: a page that shows the add to basket
 * button hydrates without the schema library.
 */
const shopApi = () => import('../api');

/**
 * The basket as the server last answered it (totals are always the server's), read for the screen
 * showing it (`useRemote(basketAtom, query)`: the basket page, the header's preview, the checkout with
 * its shipping). Held after the last screen goes: the next one shows it at once and reads it again
 * behind it. Every write's answer goes in with `'set'`, and an answer older than the one shown is
 * dropped: a read that started before a write was answered, or before a later read was. A failed read
 * shows a retry only when no basket was shown; otherwise the last one stays (a refresh after a failed
 * line write or an order included). Each basket taken moves the header's line count.
 */
export const basketAtom: RemoteAtom<BasketQuery, Basket> = remoteAtom(
  async (query, get) => {
    try {
      const { fetchBasket } = await shopApi();
      return await fetchBasket(query);
    } catch (error) {
      const shown = dataOf(get(basketAtom));
      if (shown) return shown;
      throw error;
    }
  },
  {
    keepWhenHidden: true,
    onData: (basket, _get, set) => set(basketLinesReceivedAtom, basket.lines.length),
  },
);
basketAtom.debugLabel = 'shop/basket';

/** The basket's `max_quantity` once known (the quantity picker's upper bound). */
export const maxQuantityAtom = atom((get) => dataOf(get(basketAtom))?.max_quantity);
maxQuantityAtom.debugLabel = 'shop/maxQuantity';

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
      await set(basketAtom, 'set', basket);
      return { ok: true, basket };
    } catch (error) {
      return { ok: false, ...addToBasketOutcome(error) };
    }
  },
);
addToBasketAtom.debugLabel = 'shop/addToBasket';

export type ApplyVoucherResult =
  | { ok: true }
  | {
      ok: false;
      outcome: VoucherOutcome;
      /** Too many attempts: the seconds to wait. */ retryAfterSeconds?: number;
    };

/** Applies a voucher or coupon to the basket (SPEC §7 apply_voucher, §8 outcomes). */
export const applyVoucherAtom = atom(
  null,
  async (_get, set, input: { code: string; language: Language }): Promise<ApplyVoucherResult> => {
    try {
      const { applyVoucher } = await shopApi();
      await set(basketAtom, 'set', await applyVoucher(input.code, input.language));
      return { ok: true };
    } catch (error) {
      return {
        ok: false,
        outcome: voucherOutcome(error),
        retryAfterSeconds: tooManyAttemptsOf(error) ?? undefined,
      };
    }
  },
);
applyVoucherAtom.debugLabel = 'shop/applyVoucher';
