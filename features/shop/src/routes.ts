import { defineRoutes } from '@cepa/core/http';
import { sessionRoutes } from '@cepa/core/session';

/**
 * The shop's endpoints (SPEC §7), each written once: the calls in `api.ts` and the embedded backend's
 * handlers in `fake/` both use this table. Paths are under the API base. Where SPEC §7 leaves a call
 * out ("not shown"), the route is Cepa's own and says so.
 */
export const shopRoutes = defineRoutes({
  /**
   * Cepa's own: the basket (SPEC §7: "a basket fetch, forced, takes optional shippingCountryCode or
   * shipping_mode"; its path is not shown). The header's line count reads the same call.
   */
  basket: sessionRoutes.basket,
  addProduct: { method: 'post', path: '/ecom/basket/add_product/' },
  /** Cepa's own: sets a line's quantity to an absolute number (idempotent: sending it twice is harmless). */
  setLineQuantity: { method: 'put', path: '/ecom/basket/lines/:id/' },
  /** Cepa's own: removes a line. */
  removeLine: { method: 'delete', path: '/ecom/basket/lines/:id/' },
  applyVoucher: { method: 'post', path: '/ecom/basket/apply_voucher/' },
  shippingCountries: { method: 'get', path: '/ecom_order/checkout/shipping_countries/' },
  orderIntent: { method: 'post', path: '/ecom_order/order/intent/' },
  updateOrderIntent: { method: 'post', path: '/ecom_order/order/update_intent/' },
  /** Cepa's own: captures a paid order by its `payment_intent` (SPEC §7 leaves the shape out). */
  captureOrderPayment: { method: 'post', path: '/ecom_order/order/capture/' },
  orderImpression: { method: 'get', path: '/ecom_order/order/impression/' },
  catalogueImpressions: { method: 'get', path: '/catalogue/catalogue_impressions/' },
  relatedProductsImpressions: { method: 'get', path: '/catalogue/related_products_impressions/' },
});
