import type { BreadcrumbList, ItemAvailability, Product, WithContext } from 'schema-dts';
import type { PageContent } from '@cepa/core';
import { productPageDataSchema } from './api';
import { stockLevel } from './rules';
import es from './messages/es.json';
import en from './messages/en.json';

/** The catalogue's name in a breadcrumb, where the header's navigation does not name it. */
const catalogueName = { es: es['shop.breadcrumb.catalogue'], en: en['shop.breadcrumb.catalogue'] };

/** What a page's structured data is built from: its content, the brand's origin and its card's picture. */
export type StructuredDataContext = {
  page: PageContent;
  /** The brand's configured origin: every address is absolute on it. */
  origin: string;
  /** The picture a shared link of the page shows (its own, or the brand's card), absolute. */
  image: string;
};

const availabilityOf: Record<ReturnType<typeof stockLevel>, ItemAvailability> = {
  out: 'https://schema.org/OutOfStock',
  low: 'https://schema.org/LimitedAvailability',
  in: 'https://schema.org/InStock',
};

/**
 * A wine's page in schema.org terms (server only): the `Product` with its `Offer` (the price the visitor
 * pays, in euro, and the availability the page shows from the stock), and the `BreadcrumbList` of its back
 * path (the catalogue, then the wine). Nothing when the page's data is not a product's.
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
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: catalogue?.label ?? catalogueName[page.language],
          item: new URL(cataloguePath, origin).href,
        },
        { '@type': 'ListItem', position: 2, name: product.title, item: url },
      ],
    },
  ];
}
