import { definePages } from '@cepa/core/page';

export { useShopMessages } from './messages';

/** The shop's pages by page type, loaded on demand (the site's registry composes them). */
export const pages = definePages({
  catalogue: () => import('./pages/catalogue/catalogue-page'),
  product: () => import('./pages/product/product-page'),
  basket: () => import('./pages/basket/basket-page'),
  checkout: () => import('./pages/checkout/checkout-page'),
  order_confirmation: () => import('./pages/confirmation/order-confirmation-page'),
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
