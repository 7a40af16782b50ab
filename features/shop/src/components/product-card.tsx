import { Price, ProductCard as Card } from '@cepa/ui';
import type { ProductCard as ProductCardData } from '../api';
import { ProductCardPicture } from '@cepa/core/picture';

export type ProductCardProps = {
  product: ProductCardData;
  /** Where the card leads: the product page, with the category the visitor came from. */
  href: string;
  /** Called before the browser follows the link (the click is pushed as analytics). */
  onOpen?: () => void;
  /** The title's heading level in the page's outline. */
  headingLevel?: 2 | 3;
};

/**
 * A product in a grid, the design system's card: picture, title (the link, stretched over the card),
 * label and price. One link per card, so a screen reader's list of links reads each product once.
 */
export function ProductCard({ product, href, onOpen, headingLevel = 3 }: ProductCardProps) {
  return (
    <Card
      title={product.title}
      href={href}
      linkProps={{ onClick: onOpen }}
      headingLevel={headingLevel}
      image={<ProductCardPicture src={product.image_url} />}
      label={product.label}
      price={<Price amount={product.price_with_discount} originalAmount={product.price} />}
    />
  );
}

/** The product page's address with the category the visitor came from (`?category=`). */
export function productHref(url: string, categorySlug?: string): string {
  if (!categorySlug) return url;
  const [path = '', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  params.set('category', categorySlug);
  return `${path}?${params.toString()}`;
}

/** The catalogue with the category the visitor came from: its section (`#slug`). */
export function catalogueHref(cataloguePath: string, categorySlug: string | null): string {
  return categorySlug && /^[a-z0-9-]+$/.test(categorySlug)
    ? `${cataloguePath}#${categorySlug}`
    : cataloguePath;
}
