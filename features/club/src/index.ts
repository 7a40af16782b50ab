import { definePages } from '@cepa/core/page';

export { useClubMessages } from './messages';

/** The club's pages by page type, loaded on demand (the site's registry composes them). */
export const pages = definePages({
  club_my_club: () => import('./pages/my-club/my-club-page'),
  club_orders: () => import('./pages/orders/orders-page'),
  club_catalogue: () => import('./pages/catalogue/club-catalogue-page'),
  club_personal_information: () => import('./pages/personal-information/personal-information-page'),
});
