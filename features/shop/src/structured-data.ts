import { inLanguage } from '@cepa/core/i18n';
import type { BreadcrumbList, ItemAvailability, ItemList, Product, WithContext } from 'schema-dts';
import { breadcrumbList, type StructuredDataContext } from '@cepa/content/server';
import { cataloguePageDataSchema, productPageDataSchema, type ProductCard } from './api';
import { stockLevel } from './rules';
import es from './messages/es.json';
import en from './messages/en.json';

/** The catalogue's name in a breadcrumb, where the header's navigation does not name it. */
const catalogueName = { es: es['shop.breadcrumb.catalogue'], en: en['shop.breadcrumb.catalogue'] };

const availabilityOf: Record<ReturnType<typeof stockLevel>, ItemAvailability> = {
  out: 'https://schema.org/OutOfStock',
  low: 'https://schema.org/LimitedAvailability',
  in: 'https://schema.org/InStock',
};

/**
 * A wine's page in schema.org terms (server only): the `Product` with its `Offer` (the price the visitor
 * pays, in euro, and the availability the page shows from the stock), and the `BreadcrumbList` of its back
 * path (the home, the catalogue, then the wine; every other indexed page's runs from the home straight to
 * it: site/src/seo/structured-data.ts). Nothing when the page's data is not a product's.
 */
export function productStructuredData({
  page,
  origin,
  image,
}: StructuredDataContext): [WithContext<Product>, WithContext<BreadcrumbList>] | [] {
  const parsed = productPageDataSchema.safeParse(page.data);
  if (!parsed.success) return [];
  const { product, catalogue_path: cataloguePath } = parsed.data;
  const url = new URL(page.path, origin).href;
  const catalogue = page.layout.navigation.find(
    (link) => link.path.replace(/\/$/, '') === cataloguePath.replace(/\/$/, ''),
  );
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      description: product.label,
      sku: String(product.id),
      image: [image],
      url,
      brand: { '@type': 'Brand', name: page.layout.brand_name },
      offers: {
        '@type': 'Offer',
        url,
        price: product.price_with_discount.toFixed(2),
        priceCurrency: 'EUR',
        availability: availabilityOf[stockLevel(product.stock)],
        itemCondition: 'https://schema.org/NewCondition',
      },
    },
    breadcrumbList(page, origin, [
      { name: catalogue?.label ?? inLanguage(catalogueName, page.language), path: cataloguePath },
      { name: product.title, path: page.path },
    ]),
  ];
}

/**
 * The catalogue in schema.org terms (server only): an `ItemList` of its wines in the order the page shows
 * them, category after category, each by its name and the absolute address of its own page (a search
 * engine's "summary page" list: the products' details are on their pages). A wine shown in two
 * categories is listed once, where it first appears. Nothing when the page's data is not a catalogue's,
 * or it has no wine.
 */
export function catalogueStructuredData({
  page,
  origin,
}: StructuredDataContext): [WithContext<ItemList>] | [] {
  const parsed = cataloguePageDataSchema.safeParse(page.data);
  if (!parsed.success) return [];
  const firstOfEach = new Map<number, ProductCard>();
  for (const category of parsed.data.categories)
    for (const product of category.products)
      if (!firstOfEach.has(product.id)) firstOfEach.set(product.id, product);
  if (firstOfEach.size === 0) return [];
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: page.title,
      numberOfItems: firstOfEach.size,
      itemListElement: [...firstOfEach.values()].map((product, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: product.title,
        url: new URL(product.url, origin).href,
      })),
    },
  ];
}
