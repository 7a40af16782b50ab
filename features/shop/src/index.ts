import { definePages, loadInSteps, type PageModule } from '@cepa/core/page';

export { useShopMessages } from './messages';

/**
 * zod and the shop's contracts build their schemas as they load: each in a task of its own before the
 * page's code, so that a phone hydrating a shop page answers between them (ARCHITECTURE.md).
 */
const afterContracts = (load: () => Promise<PageModule>) =>
  loadInSteps([() => import('@cepa/core/zod'), () => import('./api')], load);

/** The shop's pages by page type, loaded on demand (the site's registry composes them). */
export const pages = definePages({
  catalogue: afterContracts(() => import('./pages/catalogue/catalogue-page')),
  product: afterContracts(() => import('./pages/product/product-page')),
  basket: afterContracts(() => import('./pages/basket/basket-page')),
  checkout: afterContracts(() => import('./pages/checkout/checkout-page')),
  order_confirmation: afterContracts(() => import('./pages/confirmation/order-confirmation-page')),
});

const loadBasketPreview = () => import('./basket-preview/basket-preview');

/**
 * The header's basket preview for a page type, loaded on demand (the site hands it to the layout).
 * None on the basket and checkout pages: they show the basket themselves, and a second editor of
 * it there would write the basket beside theirs (the checkout's is priced for its shipping).
 */
export const basketPreviewFor = (pageType: string) =>
  pageType === 'basket' || pageType === 'checkout' ? undefined : loadBasketPreview;

/** What the club uses of the shop: adding to the basket (its amounts: `@cepa/shop/contracts`). */
export { addToBasketAtom, type AddToBasketResult } from './atoms/basket';
