import { useId } from 'react';
import { Button, Icon, Price } from '@cepa/ui';
import type { ClubProductCard as ClubProductCardData } from '../api';
import { useClubMessages } from '../messages';

/**
 * A club product card (SPEC §3): picture, title, the product's name and label, formats, the members'
 * price, and the way in: a link to the wine, or for a locked product a lock and a disabled button
 * (it cannot be opened).
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
  const titleId = useId();
  return (
    <article
      data-slot="club-product-card"
      data-locked={product.is_locked || undefined}
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-2 rounded border border-border bg-surface-raised p-3"
    >
      <div className="relative">
        <img
          src={product.image_url}
          alt=""
          width={600}
          height={800}
          loading="lazy"
          className="aspect-[3/4] w-full rounded bg-surface-muted object-cover data-locked:opacity-60"
        />
        {product.is_locked && (
          <span className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-pill bg-surface text-fg shadow-sm">
            <Icon name="lock" label={t('club.catalogue.locked')} />
          </span>
        )}
      </div>
      <h2 id={titleId} className="font-display text-lg leading-snug font-semibold text-fg">
        {product.title}
      </h2>
      {product.product_title !== product.title && <p className="text-sm text-fg">{product.product_title}</p>}
      <p className="text-sm text-fg-muted">
        {product.label}
        {product.children_count > 1 && (
          <> · {t('club.catalogue.formats', { count: product.children_count })}</>
        )}
      </p>
      <p className="mt-auto flex flex-wrap items-baseline gap-x-2 text-sm text-fg-muted">
        {t('club.catalogue.memberPrice')} <Price amount={product.price} />
      </p>
      {product.is_locked ? (
        <>
          <Button
            ref={ref as React.Ref<HTMLButtonElement>}
            type="button"
            variant="secondary"
            size="sm"
            // Disabled but focusable (APG): a keyboard or screen-reader user still finds it and its reason.
            aria-disabled="true"
            className="opacity-55"
            aria-describedby={`${titleId}-locked`}
          >
            <Icon name="lock" />
            {t('club.catalogue.locked')}
          </Button>
          <p id={`${titleId}-locked`} className="text-xs text-fg-muted">
            {t('club.catalogue.lockedNote')}
          </p>
        </>
      ) : (
        <Button asChild variant="secondary" size="sm">
          <a
            ref={ref as React.Ref<HTMLAnchorElement>}
            href={product.full_slug}
            onClick={onOpen}
            // The visible words first (WCAG 2.5.3), then which wine: every card's link is told apart.
            aria-label={`${t('club.catalogue.open')}: ${product.title}`}
          >
            {t('club.catalogue.open')}
          </a>
        </Button>
      )}
    </article>
  );
}
