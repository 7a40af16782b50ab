import { defineRoutes } from '../http/routes';

/** The visitor's session: who is logged in, and the basket. */
export const sessionRoutes = defineRoutes({
  /**
   * Cepa's own: who is logged in, `{member: null}` for nobody (an answer, not an error, so an
   * anonymous page load logs nothing). SPEC §7 has no such call; the real backend serves it beside
   * Cepa's own login.
   */
  member: { method: 'get', path: '/club/session/' },
  /** SPEC §7: the member's checkout data (shop checkout); 403 without a member. */
  memberData: { method: 'get', path: '/club/checkout/member_data/' },
  /** Cepa's own: SPEC leaves the basket fetch path out. */
  basket: { method: 'get', path: '/ecom/basket/' },
});
