import { inLanguage } from '@cepa/core/i18n';
import { HttpResponse } from 'msw';
import type { Language } from '@cepa/core/config';
import { backend, callNames, handlersOf, languageOf } from '@cepa/core/backend';
import { shopRoutes } from '../routes';
import { basketCalls } from './basket';
import { checkoutCalls } from './checkout';
import { categories, productById, type ProductFixture } from './fixtures';
import { productOfPage, productsOfPage } from './page-fixtures';

export {
  shopPages,
  shopPageFixture,
  productCard,
  cataloguePageData,
  productPageData,
  basketPageData,
} from './page-fixtures';
export {
  products,
  productById,
  productPath,
  shopPaths,
  basketVouchers,
  customerServiceEmail,
  lineMaxQuantity,
  type ProductFixture,
} from './fixtures';
export { shopReceived, basketBody, seedMemberBasket } from './basket';
export {
  checkoutReceived,
  countryNames,
  orders,
  paidOrdersOf,
  postcodePatterns,
  type OrderRecord,
} from './checkout';

function impression(product: ProductFixture, language: Language, list: string, position: number) {
  return {
    id: product.id,
    name: inLanguage(product.title, language),
    price: product.priceWithDiscount.toFixed(2),
    category: inLanguage(categories[product.brand][product.category]!.title, language),
    list,
    position,
  };
}

/** SPEC §7: the catalogue's impressions for the tag manager (page_id, language). */
const catalogueImpressions = backend.call(shopRoutes.catalogueImpressions, ({ request }) => {
  const query = new URL(request.url).searchParams;
  const found = productsOfPage(Number(query.get('page_id')));
  if (!found) return HttpResponse.json({ detail: 'Not found' }, { status: 404 });
  const language = languageOf(query.get('language'));
  return HttpResponse.json(found.products.map((p, i) => impression(p, language, found.list, i + 1)));
});

/** SPEC §7: the related products' impressions (product_page_id, language). */
const relatedImpressions = backend.call(shopRoutes.relatedProductsImpressions, ({ request }) => {
  const query = new URL(request.url).searchParams;
  const product = productOfPage(Number(query.get('product_page_id')));
  if (!product) return HttpResponse.json({ detail: 'Not found' }, { status: 404 });
  const language = languageOf(query.get('language'));
  return HttpResponse.json(
    product.related.map((id, i) => impression(productById(id)!, language, 'related_products', i + 1)),
  );
});

const calls = { ...basketCalls, ...checkoutCalls, catalogueImpressions, relatedImpressions };

/** The shop's calls in the embedded backend. */
export const handlers = handlersOf(calls);

/** Each call's name, for switching faults on it. */
export const shopCalls = callNames(calls);
