import { definePages, loadInSteps, type PageModule } from '@cepa/core/page';

export { useClubMessages } from './messages';

/**
 * zod and the club's contracts build their schemas as they load: each in a task of its own before the
 * page's code, so that a phone hydrating a member's page answers between them (as the shop's pages do).
 */
const afterContracts = (load: () => Promise<PageModule>) =>
  loadInSteps([() => import('@cepa/core/zod'), () => import('./api')], load);

/** The club's pages by page type, loaded on demand (the site's registry composes them). */
export const pages = definePages({
  club_my_club: afterContracts(() => import('./pages/my-club/my-club-page')),
  club_orders: afterContracts(() => import('./pages/orders/orders-page')),
  club_catalogue: afterContracts(() => import('./pages/catalogue/club-catalogue-page')),
  club_personal_information: afterContracts(
    () => import('./pages/personal-information/personal-information-page'),
  ),
});
