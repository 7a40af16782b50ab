import { atom } from 'jotai';
import type { Language } from '@cepa/core/config';
import { loading, type Loadable } from '@cepa/core/remote';
import { reportError } from '@cepa/core/report';
import { fetchMembershipOrders, type AllMembershipOrders } from '../api';

/** My orders: the current and past memberships' orders, loaded in the browser. */
export type OrdersState = Loadable<AllMembershipOrders>;

const stateAtom = atom<OrdersState>(loading);
stateAtom.debugLabel = 'club/orders.state';

export const ordersAtom = atom((get) => get(stateAtom));
ordersAtom.debugLabel = 'club/orders';

export const loadOrdersAtom = atom(null, async (_get, set, language: Language) => {
  set(stateAtom, loading);
  try {
    set(stateAtom, { state: 'hasData', data: await fetchMembershipOrders(language) });
  } catch (error) {
    // SPEC §8: the orders cannot be retrieved; the page says so and offers a retry.
    reportError(error, 'club: loading the membership orders');
    set(stateAtom, { state: 'hasError', error });
  }
});
loadOrdersAtom.debugLabel = 'club/loadOrders';
