import { Price, ProductCard } from '@cepa/ui';
import type { ClubProductCard as ClubProductCardData } from '../api';
import { useClubMessages } from '../messages';
import { ProductCardPicture } from '@cepa/core/picture';

/**
 * A club product card (SPEC §3), the design system's card: picture, title, the product's name and
 * label, formats, the members' price, and the way in: a link to the wine, or for a locked product a
 * lock and a disabled button (it cannot be opened).
 */
export function ClubProductCard({
  product,
  onOpen,
  ref,
}: {
  product: ClubProductCardData;
  onOpen?: () => void;
  /** The card's link (or its disabled button), for focus after "See more". */
  ref?: React.Ref<HTMLAnchorElement | HTMLButtonElement>;
}) {
  const t = useClubMessages();
  const open = t('club.catalogue.open');
  return (
    <ProductCard
      title={product.title}
      headingLevel={2}
      image={<ProductCardPicture src={product.image_url} />}
      productName={product.product_title !== product.title ? product.product_title : undefined}
      label={product.label}
      childrenCount={
        product.children_count > 1
          ? t('club.catalogue.formats', { count: product.children_count })
          : undefined
      }
      price={
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-fg-muted">
          {t('club.catalogue.memberPrice')} <Price amount={product.price} />
        </p>
      }
      locked={product.is_locked}
      lockedNote={t('club.catalogue.lockedNote')}
      action={{
        label: open,
        href: product.full_slug,
        onClick: onOpen,
        // The visible words first (WCAG 2.5.3), then which wine: every card's link is told apart.
        'aria-label': `${open}: ${product.title}`,
      }}
      actionRef={ref}
    />
  );
}
