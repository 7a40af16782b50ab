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

/** What the club uses of the shop: amounts as the backend writes them, and adding to the basket. */
export { moneySchema } from './api';
export { addToBasketAtom, type AddToBasketResult } from './atoms/basket';
