import { Price } from '@cepa/ui';
import type { ProductCard as ProductCardData } from '../api';

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
 * A product in a grid: picture, title (the link, stretched over the card), label and price. One link
 * per card, so a screen reader's list of links reads each product once.
 */
export function ProductCard({ product, href, onOpen, headingLevel = 3 }: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      data-slot="product-card"
      className="relative flex h-full flex-col gap-2 rounded border border-border bg-surface-raised p-3"
    >
      <img
        src={product.image_url}
        alt=""
        width={600}
        height={800}
        loading="lazy"
        className="aspect-[3/4] w-full rounded bg-surface-muted object-cover"
      />
      <Heading className="font-display text-lg font-semibold leading-snug text-fg">
        <a
          href={href}
          onClick={onOpen}
          className="after:absolute after:inset-0 after:content-[''] hover:underline"
        >
          {product.title}
        </a>
      </Heading>
      <p className="text-sm text-fg-muted">{product.label}</p>
      <Price className="mt-auto" amount={product.price_with_discount} originalAmount={product.price} />
    </article>
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
