import { z } from 'zod';
import { api, contentHash, send } from '@cepa/core/http';
import { sitePathSchema } from '@cepa/core/redirect';
import { spainFirst } from '@cepa/core/address';
import { brandIds, languages, type Language } from '@cepa/core/config';
import { shopRoutes } from './routes';

/**
 * The shop's calls (SPEC §7) and their wire shapes (SPEC §3), snake_case as the backend speaks.
 * Amounts travel as decimal strings in euro ("24.50"); they are parsed into numbers here, once, and
 * are never computed in the browser: totals shown are the server's.
 */

/** An amount in euro as the backend writes it ("24.50", "0", "-5.00"), read as a number. */
export const moneySchema = z
  .union([z.string().regex(/^-?\d+(\.\d{1,2})?$/), z.number()])
  .transform((value) => Number(value));

// ---- Product cards and pages (page content `data`) ----

/** A product as the catalogue and the related-products block show it. */
export const productCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** A short line under the title ("Tinto · D.O.Ca. Rioja · 75 cl"). */
  label: z.string(),
  image_url: z.string(),
  price: moneySchema,
  price_with_discount: moneySchema,
  /** The product page's path (checked: never an outside address). */
  url: sitePathSchema,
});
export type ProductCard = z.output<typeof productCardSchema>;

export const catalogueCategorySchema = z.object({
  title: z.string(),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  products: z.array(productCardSchema),
});
export type CatalogueCategory = z.output<typeof catalogueCategorySchema>;

/** Page type `catalogue` (Cepa's own shape): the page id the impressions call takes, and the products. */
export const cataloguePageDataSchema = z.object({
  page_id: z.number().int(),
  categories: z.array(catalogueCategorySchema),
});
export type CataloguePageData = z.output<typeof cataloguePageDataSchema>;

export const productImageSchema = z.object({ url: z.string(), alt: z.string() });

/** Page type `product` (Cepa's own shape). */
export const productPageDataSchema = z.object({
  /** The product page's id, which the related-products impressions call takes. */
  product_page_id: z.number().int(),
  product: z.object({
    id: z.number().int(),
    title: z.string(),
    label: z.string(),
    /** CMS HTML, sanitised before it is shown. */
    description_html: z.string(),
    price: moneySchema,
    price_with_discount: moneySchema,
    /** Units in stock; 0 is sold out. */
    stock: z.number().int().nonnegative(),
    images: z.array(productImageSchema).min(1),
    /** The same wine in other formats, each a product page of its own (the current one marked). */
    variants: z.array(z.object({ label: z.string(), url: sitePathSchema, current: z.boolean() })),
  }),
  /** The catalogue's path; the back link adds the category the visitor came from. */
  catalogue_path: sitePathSchema,
  basket_path: sitePathSchema,
  related: z.array(productCardSchema),
});
export type ProductPageData = z.output<typeof productPageDataSchema>;
export type ProductDetail = ProductPageData['product'];

/** Page type `basket` (Cepa's own shape). */
export const basketPageDataSchema = z.object({
  catalogue_path: sitePathSchema,
  checkout_path: sitePathSchema,
  /** The customer-service address the more-than-18-units message links to. */
  contact_email: z.string().email(),
});
export type BasketPageData = z.output<typeof basketPageDataSchema>;

// ---- Basket ----

export const basketLineSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int().positive(),
  /** The line's total: unit price with discount × quantity, less the line's share of vouchers. */
  total_price: moneySchema,
  vouchers_discount_per_unit: moneySchema,
  /** The variant's name ("Magnum 150 cl"), or null. */
  variant: z.string().nullable(),
  /** A problem with the line, in the basket's language ("Solo quedan 4 unidades"), shown beneath it. */
  error: z.string().nullable(),
  product: z.object({
    id: z.number().int(),
    title: z.string(),
    label: z.string(),
    image_url: z.string(),
    price_with_discount: moneySchema,
    /** Cepa's own: the product page, to link the line to. */
    url: sitePathSchema.nullable(),
  }),
});
export type BasketLine = z.output<typeof basketLineSchema>;

export const basketSchema = z.object({
  lines: z.array(basketLineSchema),
  subtotal: moneySchema,
  vouchers_discount: moneySchema,
  shipping_price: moneySchema,
  /** Cepa's own: the tax the total includes. */
  total_tax: moneySchema,
  total_price: moneySchema,
  /** The most units a line may hold (the quantity picker's upper bound). */
  max_quantity: z.number().int().positive(),
  /** Cepa's own: the voucher or coupon applied to the basket, if any (the entry is disabled then). */
  voucher_code: z.string().nullable(),
});
export type Basket = z.output<typeof basketSchema>;

export type BasketQuery = {
  language: Language;
  /** SPEC §7: the shipping country, so that shipping is priced for it. */
  shippingCountryCode?: string;
  /** SPEC §7: `shop` prices the store-pickup basket. */
  shipping_mode?: ShippingMode;
};

export type ShippingMode = 'home' | 'shop';

export function fetchBasket(query: BasketQuery, signal?: AbortSignal) {
  return send(shopRoutes.basket, basketSchema, { query, signal });
}

export const addProductPayloadSchema = z.object({
  product_id: z.number().int().positive(),
  quantity: z.number().int().positive(),
});
export type AddProductPayload = z.infer<typeof addProductPayloadSchema>;

/** SPEC §7 add to basket; a 406 carries the reason to show (out of stock, ...). */
export function addProduct(payload: AddProductPayload, language: Language) {
  return send(shopRoutes.addProduct, basketSchema, { body: payload, query: { language } });
}

export const setLineQuantityPayloadSchema = z.object({ quantity: z.number().int().positive() });

/** Cepa's own: the line holds exactly `quantity` units afterwards, however often it is sent. */
export function setLineQuantity(lineId: number, quantity: number, language: Language) {
  return send(shopRoutes.setLineQuantity, basketSchema, {
    params: { id: lineId },
    body: { quantity },
    query: { language },
  });
}

export function removeLine(lineId: number, language: Language) {
  return send(shopRoutes.removeLine, basketSchema, { params: { id: lineId }, query: { language } });
}

export const applyVoucherPayloadSchema = z.object({ code: z.string().trim().min(1) });

export function applyVoucher(code: string, language: Language) {
  return send(shopRoutes.applyVoucher, basketSchema, { body: { code }, query: { language } });
}

// ---- Analytics impressions ----

/** SPEC §3 catalogue impression: what the tag manager is told about a product shown in a list. */
export const impressionSchema = z
  .object({ id: z.union([z.number(), z.string()]), list: z.string() })
  .passthrough();
export type Impression = z.infer<typeof impressionSchema>;

export function fetchCatalogueImpressions(pageId: number, language: Language) {
  return send(shopRoutes.catalogueImpressions, z.array(impressionSchema), {
    query: { page_id: pageId, language },
  });
}

export function fetchRelatedProductsImpressions(productPageId: number, language: Language) {
  return send(shopRoutes.relatedProductsImpressions, z.array(impressionSchema), {
    query: { product_page_id: productPageId, language },
  });
}

// ---- Checkout ----

/**
 * SPEC §3 country option: the shipping countries, each with its postcode expression; ES first (SPEC §9),
 * whatever the backend's order.
 */
export const shippingCountriesSchema = z
  .array(z.object({ name: z.string(), iso_code: z.string().regex(/^[A-Z]{2}$/), postcode_regex: z.string() }))
  .transform((countries) => spainFirst(countries, (country) => country.iso_code));
export type ShippingCountry = z.infer<typeof shippingCountriesSchema>[number];

export function fetchShippingCountries(language: Language) {
  return send(shopRoutes.shippingCountries, shippingCountriesSchema, { query: { language } });
}

/** SPEC §3 checkout client info on the wire. */
export const clientInfoPayloadSchema = z.object({
  document_type: z.string().min(1),
  document_number: z.string().min(1),
  name: z.string().min(1),
  surname: z.string().min(1),
  email: z.string().email(),
  phone_number: z.string().min(1),
});
export type ClientInfoPayload = z.infer<typeof clientInfoPayloadSchema>;

/** SPEC §3 shipping address on the wire (comments travel as `notes`, at most 200 characters). */
export const shippingAddressPayloadSchema = z.object({
  company: z.string(),
  first_name: z.string().min(1),
  last_name: z.string().min(1),
  email: z.string().email(),
  line1: z.string().min(1),
  line2: z.string(),
  country_id: z.string().regex(/^[A-Z]{2}$/),
  state: z.string(),
  postcode: z.string().min(1),
  locality: z.string().min(1),
  phone_number: z.string().min(1),
  notes: z.string().max(200),
});
export type ShippingAddressPayload = z.infer<typeof shippingAddressPayloadSchema>;

/** SPEC §3 checkout billing data on the wire: the shipping address's names, no phone, plus the document. */
export const billingAddressPayloadSchema = shippingAddressPayloadSchema
  .omit({ phone_number: true, notes: true })
  .extend({ document_type: z.string().min(1), document_number: z.string().min(1) });
export type BillingAddressPayload = z.infer<typeof billingAddressPayloadSchema>;

export const shippingModeSchema = z.enum(['home', 'shop']);

/** SPEC §7 `order/intent`. */
export const orderIntentPayloadSchema = z.object({
  client_info: clientInfoPayloadSchema,
  shipping_mode: shippingModeSchema,
  shipping_address: shippingAddressPayloadSchema,
  /** Null when no separate billing data is asked for. */
  billing_address: billingAddressPayloadSchema.nullable(),
  is_gift: z.boolean(),
  newsletter_subscription: z.boolean(),
  update_member_data: z.boolean(),
  web_language: z.enum(languages),
  web_site: z.enum(brandIds),
});
export type OrderIntentPayload = z.infer<typeof orderIntentPayloadSchema>;

/** SPEC §7 `order/update_intent`: the payment intent and only the sections that changed. */
export const updateOrderIntentPayloadSchema = orderIntentPayloadSchema
  .omit({ web_language: true, web_site: true })
  .partial()
  .extend({ payment_intent: z.string().min(1) });
export type UpdateOrderIntentPayload = z.infer<typeof updateOrderIntentPayloadSchema>;

/** SPEC §3 order intent response. */
export const orderIntentSchema = z.object({
  payment_intent_secret: z.string().min(1),
  payment_intent_id: z.string().min(1),
});
export type OrderIntent = z.infer<typeof orderIntentSchema>;

/** What an order intent charges for: the basket as the checkout shows it (its lines, voucher and total). */
export type OrderedBasket = Pick<Basket, 'lines' | 'voucher_code' | 'total_price'>;

/**
 * The order intent's `Idempotency-Key`: a hash of the basket being paid and the payload. A retry, a
 * reload or a second tab ordering the same basket the same way sends the same key and gets the same
 * intent back; a changed basket or form makes a new one (the backend cancels the one before).
 */
export function orderIntentKey(payload: OrderIntentPayload, basket: OrderedBasket): string {
  const lines = basket.lines.map((line) => [line.id, line.product.id, line.quantity]);
  const content = { lines, voucher_code: basket.voucher_code, total_price: basket.total_price };
  return `order-${contentHash({ basket: content, payload })}`;
}

export function createOrderIntent(payload: OrderIntentPayload, basket: OrderedBasket) {
  return send(shopRoutes.orderIntent, orderIntentSchema, {
    body: payload,
    client: api.headers({ 'Idempotency-Key': orderIntentKey(payload, basket) }),
  });
}

export function updateOrderIntent(payload: UpdateOrderIntentPayload) {
  return send(shopRoutes.updateOrderIntent, orderIntentSchema, { body: payload });
}

/** Cepa's own capture answer: the order (SPEC §3 payment confirmation order data, and what the page shows). */
export const capturedOrderSchema = z.object({
  order: z.object({
    number: z.string().min(1),
    email: z.string(),
    description: z.string(),
    /** Set only on the first capture: the purchase events are pushed then, never again. */
    track_gtm_purchase: z.boolean(),
  }),
});
export type CapturedOrder = z.infer<typeof capturedOrderSchema>;

export function captureOrderPayment(paymentIntent: string) {
  return send(shopRoutes.captureOrderPayment, capturedOrderSchema, {
    body: { payment_intent: paymentIntent },
  });
}

/** SPEC §3 order impression: what the tag manager is told about a purchase. */
export const orderImpressionSchema = z.object({
  order: z
    .object({ number: z.string(), email: z.string(), description: z.string(), total: moneySchema })
    .passthrough(),
  basket: z.unknown(),
  additional: z.object({ is_gift: z.boolean(), newsletter_subscription: z.boolean() }),
});
export type OrderImpression = z.infer<typeof orderImpressionSchema>;

export function fetchOrderImpression(orderNumber: string) {
  return send(shopRoutes.orderImpression, orderImpressionSchema, { query: { order_number: orderNumber } });
}

/** Page type `checkout` (Cepa's own shape). */
export const checkoutPageDataSchema = z.object({
  basket_path: sitePathSchema,
  catalogue_path: sitePathSchema,
  confirmation_path: sitePathSchema,
  /** The terms and conditions page, linked from the terms box. */
  terms_path: sitePathSchema,
  /** The customer-service address the more-than-18-units message links to (as the basket's). */
  contact_email: z.string().email(),
});
export type CheckoutPageData = z.output<typeof checkoutPageDataSchema>;

/** Page type `order_confirmation` (Cepa's own shape). */
export const orderConfirmationPageDataSchema = z.object({ catalogue_path: sitePathSchema });
export type OrderConfirmationPageData = z.output<typeof orderConfirmationPageDataSchema>;
