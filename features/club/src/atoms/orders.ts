import type { Language } from '@cepa/core/config';
import { remoteAtom, type Loadable } from '@cepa/core/remote';
import { fetchMembershipOrders, type AllMembershipOrders } from '../api';

/** My orders: the current and past memberships' orders, read in the browser in the page's language. */
export type OrdersState = Loadable<AllMembershipOrders>;

/** SPEC §8: when the orders cannot be retrieved, the page says so and offers a retry. */
export const ordersAtom = remoteAtom((language: Language) => fetchMembershipOrders(language), {
  report: 'club: loading the membership orders',
});
ordersAtom.debugLabel = 'club/orders';
