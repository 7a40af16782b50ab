import { defineRoutes } from '@cepa/core/http';

/**
 * The club's endpoints (SPEC §7), each written once: the calls in `api.ts` and the embedded backend's
 * handlers in `fake/` both use this table. Every one answers 403 `CLUB_NO_AUTHENTICATED_MEMBER`
 * without a logged-in member.
 */
export const clubRoutes = defineRoutes({
  myClub: { method: 'get', path: '/club/profile/my_club/' },
  membershipData: { method: 'get', path: '/club/profile/profile_membership_data/' },
  personalInformation: { method: 'get', path: '/club/profile/personal_information/' },
  updatePersonalInformation: { method: 'patch', path: '/club/profile/personal_information/' },
  personalInformationUrl: { method: 'get', path: '/club/profile/personal_information_url/' },
  address: { method: 'post', path: '/club/profile/address/' },
  productPreferences: { method: 'put', path: '/club/profile/product_preferences/' },
  invitation: { method: 'post', path: '/club/invitation/' },
  highlightedProducts: { method: 'get', path: '/club/catalogue/highlighted_products/' },
  membershipOrders: { method: 'get', path: '/club/profile/membership_orders/' },
});
