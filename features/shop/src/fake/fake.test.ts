import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backend, fetchThrough, members, openSession, session } from '@cepa/core/backend';
import { fetchBasketSummary, basketLineCount } from '@cepa/core/session-api';
import type { ApiError } from '@cepa/core/http';
import {
  addProduct,
  applyVoucher,
  basketSchema,
  cataloguePageDataSchema,
  fetchBasket,
  fetchCatalogueImpressions,
  fetchRelatedProductsImpressions,
  productPageDataSchema,
  removeLine,
  setLineQuantity,
} from '../api';
import { voucherOutcome, addToBasketOutcome } from '../errors';
import { handlers, shopCalls, shopPages, shopReceived } from './index';

let cookie = '';
beforeEach(() => {
  backend.reset();
  cookie = '';
  vi.stubGlobal('fetch', fetchThrough([...session.handlers, ...handlers], { cookie: () => cookie }));
});
afterEach(() => vi.unstubAllGlobals());

const logIn = (email: string) => {
  cookie = `cepa_session=${openSession(members.find((m) => m.email === email)!)}`;
};

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as ApiError,
  );

describe('the embedded shop’s basket', () => {
  it('starts empty for a new visitor, and keeps what the visitor adds (cookie)', async () => {
    expect((await fetchBasket({ language: 'es' })).lines).toEqual([]);
    const basket = await addProduct({ product_id: 1001, quantity: 2 }, 'es');
    expect(basket.lines).toHaveLength(1);
    expect(basket.lines[0]).toMatchObject({
      quantity: 2,
      total_price: 29.8,
      product: { title: 'Solera Crianza 2020' },
    });
    expect(basketLineCount(await fetchBasketSummary())).toBe(1);
  });

  it('prices a basket: subtotal, shipping free from 60 €, tax included, total', async () => {
    let basket = await addProduct({ product_id: 1001, quantity: 1 }, 'en');
    expect(basket).toMatchObject({ subtotal: 14.9, shipping_price: 6.9, total_price: 21.8 });
    expect(basket.total_tax).toBeCloseTo(21.8 - 21.8 / 1.21, 2);
    basket = await setLineQuantity(basket.lines[0]!.id, 5, 'en');
    expect(basket).toMatchObject({ subtotal: 74.5, shipping_price: 0, total_price: 74.5 });
    // Store pickup costs nothing; abroad costs more.
    expect((await fetchBasket({ language: 'en', shipping_mode: 'shop' })).shipping_price).toBe(0);
    await setLineQuantity(basket.lines[0]!.id, 1, 'en');
    expect((await fetchBasket({ language: 'en', shippingCountryCode: 'FR' })).shipping_price).toBe(15);
  });

  it('sets a quantity absolutely: the same write twice leaves the same basket', async () => {
    const { lines } = await addProduct({ product_id: 1005, quantity: 1 }, 'es');
    await setLineQuantity(lines[0]!.id, 7, 'es');
    const again = await setLineQuantity(lines[0]!.id, 7, 'es');
    expect(again.lines[0]!.quantity).toBe(7);
    expect(shopReceived.get().quantities).toEqual([
      { lineId: lines[0]!.id, quantity: 7 },
      { lineId: lines[0]!.id, quantity: 7 },
    ]);
  });

  it('refuses a quantity outside 1..max_quantity with field errors (400)', async () => {
    const { lines, max_quantity } = await addProduct({ product_id: 1005, quantity: 1 }, 'es');
    const error = await failure(setLineQuantity(lines[0]!.id, max_quantity + 1, 'es'));
    expect(error.status).toBe(400);
    expect(error.body).toMatchObject({ errors: { quantity: [expect.any(String)] } });
    expect((await failure(setLineQuantity(lines[0]!.id, 0, 'es'))).status).toBe(400);
  });

  it('removes a line at once; another visitor cannot touch it', async () => {
    const { lines } = await addProduct({ product_id: 1005, quantity: 1 }, 'es');
    const id = lines[0]!.id;
    const mine = cookie;
    logIn('jon@example.com');
    expect((await failure(removeLine(id, 'es'))).status).toBe(404);
    cookie = mine;
    expect((await removeLine(id, 'es')).lines).toEqual([]);
  });

  it('shows a line’s stock problem beneath it, in the basket’s language', async () => {
    const { lines } = await addProduct({ product_id: 1003, quantity: 4 }, 'en');
    const basket = await setLineQuantity(lines[0]!.id, 6, 'en');
    expect(basket.lines[0]!.error).toBe('Only 4 left.');
  });

  it('answers 406 with the reason for a sold-out wine or too many units (SPEC §8)', async () => {
    const soldOut = await failure(addProduct({ product_id: 1004, quantity: 1 }, 'es'));
    expect(addToBasketOutcome(soldOut)).toEqual({ kind: 'refused', reason: 'Este vino está agotado.' });
    const tooMany = await failure(addProduct({ product_id: 1003, quantity: 5 }, 'en'));
    expect(addToBasketOutcome(tooMany)).toEqual({ kind: 'refused', reason: 'Only 4 left.' });
    const bad = await failure(addProduct({ product_id: 1001, quantity: 0 }, 'es'));
    expect(bad.status).toBe(400);
    expect(addToBasketOutcome(bad)).toEqual({ kind: 'failed' });
  });

  it('applies a coupon or a voucher once, and refuses each other code with SPEC §8’s body', async () => {
    await addProduct({ product_id: 1001, quantity: 4 }, 'es');
    for (const [code, outcome] of [
      ['NO-EXISTE', 'VOUCHER_DOESNT_EXIST'],
      ['PRIMAVERA-OFF', 'VOUCHER_INACTIVE'],
      ['VENDIMIA-2023', 'VOUCHER_EXPIRED'],
      ['YA-USADO-5', 'VOUCHER_ALREADY_USED'],
    ] as const) {
      expect(voucherOutcome(await failure(applyVoucher(code, 'es')))).toBe(outcome);
    }
    const basket = await applyVoucher('bienvenida10', 'es');
    expect(basket).toMatchObject({ voucher_code: 'BIENVENIDA10', subtotal: 59.6, vouchers_discount: 5.96 });
    expect(basket.lines[0]!.vouchers_discount_per_unit).toBe(1.49);
    expect(voucherOutcome(await failure(applyVoucher('REGALO-25', 'es')))).toBe('VOUCHER_ALREADY_USED');
  });

  it('gives a new visitor a cookie with every attribute and an expiry, Secure behind HTTPS', async () => {
    const add = (headers: Record<string, string>) =>
      fetch('/api/ecom/basket/add_product/?language=es', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ product_id: 1001, quantity: 1 }),
      });
    const first = await add({ 'x-forwarded-proto': 'https' });
    expect(first.headers.get('set-cookie')).toMatch(
      /^cepa_visitor=[0-9a-f-]{36}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure$/,
    );
    // Known from then on: no second cookie.
    expect((await add({})).headers.get('set-cookie')).toBeNull();
  });

  it('keeps a member’s basket with the member (fixture members start with two lines)', async () => {
    logIn('lucia@example.com');
    expect((await fetchBasket({ language: 'es' })).lines.map((l) => l.product.id)).toEqual([1001, 1005]);
  });

  it('honours a fault switched on a call', async () => {
    backend.faults.set(shopCalls.addProduct, { status: 500 });
    expect((await failure(addProduct({ product_id: 1001, quantity: 1 }, 'es'))).status).toBe(500);
  });
});

describe('the shop’s pages and impressions', () => {
  it('parse with the pages’ schemas, for both brands and languages', () => {
    for (const brand of ['solera', 'brava'] as const) {
      for (const language of ['es', 'en'] as const) {
        const pages = shopPages(brand, language, {} as never);
        const catalogue = cataloguePageDataSchema.parse(pages.find((p) => p.page_type === 'catalogue')!.data);
        expect(catalogue.categories.flatMap((c) => c.products).length).toBeGreaterThanOrEqual(6);
        for (const page of pages.filter((p) => p.page_type === 'product')) {
          const data = productPageDataSchema.parse(page.data);
          expect(data.product.images.length).toBeGreaterThan(0);
          expect(page.path).toBe(data.product.variants.find((v) => v.current)?.url ?? page.path);
        }
      }
    }
  });

  it('gives impressions for the catalogue and the related products', async () => {
    const pages = shopPages('solera', 'en', {} as never);
    const catalogue = cataloguePageDataSchema.parse(pages.find((p) => p.page_type === 'catalogue')!.data);
    const impressions = await fetchCatalogueImpressions(catalogue.page_id, 'en');
    expect(impressions[0]).toMatchObject({ id: 1001, list: 'catalogue', position: 1 });
    const product = productPageDataSchema.parse(pages.find((p) => p.page_type === 'product')!.data);
    const related = await fetchRelatedProductsImpressions(product.product_page_id, 'en');
    expect(related.map((i) => i.id)).toEqual(product.related.map((r) => r.id));
  });

  it('basket bodies parse with the shop’s schema', async () => {
    expect(basketSchema.safeParse(await (await fetch('/api/ecom/basket/?language=es')).json()).success).toBe(
      true,
    );
  });
});
