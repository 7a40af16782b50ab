import { inLanguage } from '@cepa/core/i18n';
import { HttpResponse } from 'msw';
import { z } from 'zod';
import { languages, type Language, type WrittenLanguage } from '@cepa/core/config';
import {
  appendBounded,
  backend,
  badPayload,
  BoundedMap,
  callerOf,
  jsonBody,
  knownCallerOf,
  visitorHeaders,
  type Caller,
} from '@cepa/core/backend';
import {
  addProductPayloadSchema,
  applyVoucherPayloadSchema,
  setLineQuantityPayloadSchema,
  type ShippingMode,
} from '../api';
import { shopRoutes } from '../routes';
import {
  basketVouchers,
  initialMemberBaskets,
  lineMaxQuantity,
  productById,
  productPath,
  shippingRates,
  vatRate,
} from './fixtures';

/**
 * The embedded shop's baskets: one per member (kept with the member) and one per anonymous visitor
 * (the visitor's cookie), each a list of lines and at most one voucher or coupon. Every answer is the
 * whole basket, priced here (never in the browser): lines, subtotal, vouchers, shipping, tax, total.
 */

type StoredLine = { id: number; productId: number; quantity: number };
export type StoredBasket = { lines: StoredLine[]; voucherCode: string | null };

const state = backend.store(() => {
  let lineId = 1;
  // A visitor's basket goes once 10 000 newer ones exist; a member's stays (one per fixture member).
  const baskets = new BoundedMap<string, StoredBasket>([], { exempt: (key) => key.startsWith('member:') });
  for (const [memberId, lines] of Object.entries(initialMemberBaskets)) {
    baskets.set(`member:${memberId}`, {
      lines: lines.map((line) => ({ id: lineId++, ...line })),
      voucherCode: null,
    });
  }
  return { baskets, nextLineId: lineId };
});

/** What the embedded shop received, for tests that check payloads. */
export const shopReceived = backend.store(() => ({
  added: [] as { product_id: number; quantity: number }[],
  quantities: [] as { lineId: number; quantity: number }[],
  vouchers: [] as string[],
}));

export type Owner = Caller;

type Cookies = { cookies: Record<string, string> };

/** Whose basket a request reads: the member's, or the anonymous visitor's (a new visitor gets a cookie). */
export function ownerOf(info: Cookies & { request: Request }, create: true): Owner;
export function ownerOf(info: Cookies, create: false): Owner | undefined;
export function ownerOf(info: Cookies & { request?: Request }, create: boolean): Owner | undefined {
  return create ? callerOf(info as Cookies & { request: Request }) : knownCallerOf(info);
}

export function storedBasket(owner: Owner | undefined): StoredBasket {
  if (!owner) return { lines: [], voucherCode: null };
  const baskets = state.get().baskets;
  let basket = baskets.get(owner.key);
  if (!basket) {
    basket = { lines: [], voucherCode: null };
    baskets.set(owner.key, basket);
  }
  return basket;
}

const cents = (euros: number) => Math.round(euros * 100);
const money = (centsValue: number) => (centsValue / 100).toFixed(2);

const stockMessage = {
  es: (left: number) => (left === 1 ? 'Solo queda 1 unidad.' : `Solo quedan ${left} unidades.`),
  en: (left: number) => (left === 1 ? 'Only 1 left.' : `Only ${left} left.`),
};
const soldOutMessage = { es: 'Este vino está agotado.', en: 'This wine is sold out.' };
const tooManyMessage = {
  es: (max: number) => `Puedes tener como máximo ${max} unidades de un vino en la cesta.`,
  en: (max: number) => `You can have at most ${max} units of one wine in the basket.`,
};

export type BasketPricing = { language: Language; shippingCountryCode?: string; shippingMode?: ShippingMode };

/** The basket as the shop's calls answer it (SPEC §3, plus Cepa's own `total_tax`, `voucher_code`, `url`). */
export function basketBody(basket: StoredBasket, pricing: BasketPricing) {
  const { language } = pricing;
  const voucher = basket.voucherCode
    ? basketVouchers[basket.voucherCode as keyof typeof basketVouchers]
    : undefined;
  const percent = voucher?.kind === 'percent' ? voucher.value : 0;
  const lines = basket.lines.flatMap((line) => {
    const product = productById(line.productId);
    if (!product) return [];
    const unit = cents(product.priceWithDiscount);
    const discountPerUnit = Math.round((unit * percent) / 100);
    return [
      {
        id: line.id,
        quantity: line.quantity,
        total_price: money((unit - discountPerUnit) * line.quantity),
        vouchers_discount_per_unit: money(discountPerUnit),
        variant: formatIn(product.family?.find((f) => f.id === product.id)?.format, language),
        error: line.quantity > product.stock ? inLanguage(stockMessage, language)(product.stock) : null,
        product: {
          id: product.id,
          title: inLanguage(product.title, language),
          label: inLanguage(product.label, language),
          image_url: product.images[0]!.url,
          price_with_discount: money(unit),
          url: productPath(product, language),
        },
        _gross: unit * line.quantity,
        _discount: discountPerUnit * line.quantity,
      },
    ];
  });
  const subtotal = lines.reduce((sum, line) => sum + line._gross, 0);
  const lineDiscounts = lines.reduce((sum, line) => sum + line._discount, 0);
  const amountOff = voucher?.kind === 'amount' ? Math.min(cents(voucher.value), subtotal - lineDiscounts) : 0;
  const discount = lineDiscounts + amountOff;
  const goods = subtotal - discount;
  const abroad = pricing.shippingCountryCode !== undefined && pricing.shippingCountryCode !== 'ES';
  const shipping =
    lines.length === 0 || pricing.shippingMode === 'shop'
      ? 0
      : abroad
        ? cents(shippingRates.abroad)
        : goods >= cents(shippingRates.freeFrom)
          ? 0
          : cents(shippingRates.spain);
  const total = goods + shipping;
  return {
    lines: lines.map(({ _gross, _discount, ...line }) => line),
    subtotal: money(subtotal),
    vouchers_discount: money(discount),
    shipping_price: money(shipping),
    total_tax: money(total - Math.round(total / (1 + vatRate))),
    total_price: money(total),
    max_quantity: lineMaxQuantity,
    voucher_code: basket.voucherCode,
  };
}

const pricingQuerySchema = z.object({
  language: z.enum(languages).default('es'),
  shippingCountryCode: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  shipping_mode: z.enum(['home', 'shop']).optional(),
});

function pricingOf(request: Request): BasketPricing | { error: string } {
  const parsed = pricingQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success)
    return { error: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  return {
    language: parsed.data.language,
    shippingCountryCode: parsed.data.shippingCountryCode,
    shippingMode: parsed.data.shipping_mode,
  };
}

function answer(basket: StoredBasket, pricing: BasketPricing, owner?: Owner) {
  return HttpResponse.json(basketBody(basket, pricing), {
    headers: visitorHeaders(owner?.visitor),
  });
}

const getBasket = backend.call(shopRoutes.basket, ({ request, cookies }) => {
  const pricing = pricingOf(request);
  if ('error' in pricing) return HttpResponse.json({ detail: pricing.error }, { status: 400 });
  return answer(storedBasket(ownerOf({ cookies }, false)), pricing);
});

const addProduct = backend.call(shopRoutes.addProduct, async ({ request, cookies }) => {
  const pricing = pricingOf(request);
  if ('error' in pricing) return HttpResponse.json({ detail: pricing.error }, { status: 400 });
  const parsed = addProductPayloadSchema.safeParse(await jsonBody(request));
  if (!parsed.success) return badPayload(parsed.error);
  appendBounded(shopReceived.get().added, parsed.data);
  const product = productById(parsed.data.product_id);
  if (!product) return HttpResponse.json({ detail: 'Product not found' }, { status: 404 });
  const owner = ownerOf({ cookies, request }, true);
  const basket = storedBasket(owner);
  const line = basket.lines.find((l) => l.productId === product.id);
  const wanted = (line?.quantity ?? 0) + parsed.data.quantity;
  const { language } = pricing;
  // SPEC §8: a 406 carries the reason the visitor reads.
  if (product.stock === 0)
    return HttpResponse.json({ detail: inLanguage(soldOutMessage, language) }, { status: 406 });
  if (wanted > product.stock) {
    return HttpResponse.json({ detail: inLanguage(stockMessage, language)(product.stock) }, { status: 406 });
  }
  if (wanted > lineMaxQuantity) {
    return HttpResponse.json(
      { detail: inLanguage(tooManyMessage, language)(lineMaxQuantity) },
      { status: 406 },
    );
  }
  if (line) line.quantity = wanted;
  else basket.lines.push({ id: state.get().nextLineId++, productId: product.id, quantity: wanted });
  return answer(basket, pricing, owner);
});

const setLineQuantity = backend.call<{ id: string }>(
  shopRoutes.setLineQuantity,
  async ({ request, cookies, params }) => {
    const pricing = pricingOf(request);
    if ('error' in pricing) return HttpResponse.json({ detail: pricing.error }, { status: 400 });
    const parsed = setLineQuantityPayloadSchema
      .extend({ quantity: z.number().int().min(1).max(lineMaxQuantity) })
      .safeParse(await jsonBody(request));
    if (!parsed.success) return badPayload(parsed.error);
    const owner = ownerOf({ cookies }, false);
    const basket = storedBasket(owner);
    const line = basket.lines.find((l) => String(l.id) === params.id);
    if (!line) return HttpResponse.json({ detail: 'Line not found' }, { status: 404 });
    appendBounded(shopReceived.get().quantities, { lineId: line.id, quantity: parsed.data.quantity });
    // Absolute and idempotent: the line holds exactly this many units, however often it is sent.
    line.quantity = parsed.data.quantity;
    return answer(basket, pricing);
  },
);

const removeLine = backend.call<{ id: string }>(shopRoutes.removeLine, ({ request, cookies, params }) => {
  const pricing = pricingOf(request);
  if ('error' in pricing) return HttpResponse.json({ detail: pricing.error }, { status: 400 });
  const basket = storedBasket(ownerOf({ cookies }, false));
  const index = basket.lines.findIndex((l) => String(l.id) === params.id);
  if (index === -1) return HttpResponse.json({ detail: 'Line not found' }, { status: 404 });
  basket.lines.splice(index, 1);
  if (basket.lines.length === 0) basket.voucherCode = null;
  return answer(basket, pricing);
});

const applyVoucher = backend.call(shopRoutes.applyVoucher, async ({ request, cookies }) => {
  const pricing = pricingOf(request);
  if ('error' in pricing) return HttpResponse.json({ detail: pricing.error }, { status: 400 });
  const parsed = applyVoucherPayloadSchema.safeParse(await jsonBody(request));
  if (!parsed.success) return badPayload(parsed.error);
  const code = parsed.data.code.toUpperCase();
  appendBounded(shopReceived.get().vouchers, code);
  const owner = ownerOf({ cookies, request }, true);
  const basket = storedBasket(owner);
  const voucher = basketVouchers[code as keyof typeof basketVouchers];
  // SPEC §8: a 400 whose body is the refusal's code.
  if (!voucher) return HttpResponse.json('VOUCHER_DOESNT_EXIST', { status: 400 });
  if (voucher.kind === 'refused') return HttpResponse.json(voucher.refusal, { status: 400 });
  if (basket.voucherCode) return HttpResponse.json('VOUCHER_ALREADY_USED', { status: 400 });
  basket.voucherCode = code;
  return answer(basket, pricing, owner);
});

export const basketCalls = { getBasket, addProduct, setLineQuantity, removeLine, applyVoucher };

/**
 * Puts these lines in a member's basket (stories and tests that start from a given basket: 19 units,
 * a line over its stock). Replaces what the member had.
 */
export function seedMemberBasket(memberId: number, lines: { productId: number; quantity: number }[]): void {
  seedBasket(`member:${memberId}`, lines);
}

function seedBasket(owner: string, lines: { productId: number; quantity: number }[]): void {
  const current = state.get();
  current.baskets.set(owner, {
    lines: lines.map((line) => ({ id: current.nextLineId++, ...line })),
    voucherCode: null,
  });
}

/** Empties a basket after its order was paid (the checkout's capture). */
export function emptyBasketOf(cookies: Record<string, string>): void {
  const owner = ownerOf({ cookies }, false);
  if (owner) state.get().baskets.delete(owner.key);
}

/** The stored basket of a request's visitor, for the checkout's order. */
export function basketOfRequest(cookies: Record<string, string>) {
  return storedBasket(ownerOf({ cookies }, false));
}

/** A product's format (its size, its case) in `language`, or null when it has none. */
function formatIn(format: Readonly<Record<WrittenLanguage, string>> | undefined, language: Language) {
  return format ? inLanguage(format, language) : null;
}
