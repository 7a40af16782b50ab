import { z } from 'zod';
import { send } from '@cepa/core/http';
import { sitePathSchema } from '@cepa/core/redirect';
import type { Language } from '@cepa/core/config';
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
