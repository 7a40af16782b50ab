import { Fragment, useId } from 'react';
import { cn } from '../lib/cn';
import { Button } from '../button';
import { Icon } from '../icon';
import { CardImagePlaceholder } from './card';
import { useCardStrings } from './strings';

type ProductCardAction = Omit<React.ComponentProps<'a'>, 'href' | 'children'> & {
  label: React.ReactNode;
  href: string;
};

type ProductCardProps = Omit<React.ComponentProps<'article'>, 'title' | 'children'> & {
  /**
   * The product's name: the card's heading, which names the card. Never clamped: a clamp hides the end
   * of a long Spanish name and its overflow cuts off the link's focus ring.
   */
  title: React.ReactNode;
  /** The product page: the title becomes the card's link, stretched over the card. No link when locked. */
  href?: string;
  /** Extra attributes for the title link, e.g. an onClick that reports the product click. */
  linkProps?: Omit<React.ComponentProps<'a'>, 'href' | 'children'>;
  /** The picture, an `<img alt="">` (shown 3:4, cropped to fill). A drawing stands in without it. */
  image?: React.ReactNode;
  /** The product's own name, when the card's title is another (a club highlight's). */
  productName?: React.ReactNode;
  /** A short line under the title: kind, appellation, size ("Tinto · D.O.Ca. Rioja · 75 cl"). */
  label?: React.ReactNode;
  /** What else the product comes in, after the label ("3 formatos"). */
  childrenCount?: React.ReactNode;
  /** The price line, e.g. the Price component, or a member's price with its words. */
  price?: React.ReactNode;
  /**
   * A product the member cannot open (SPEC §4): a lock on the picture, no link, and in place of the
   * action a disabled "Locked" button that stays focusable, described by `lockedNote`.
   */
  locked?: boolean;
  /** Why a locked product cannot be opened ("Reservado a otro nivel del club."). */
  lockedNote?: React.ReactNode;
  /** A link styled as the card's button ("Ver el vino"), for a card whose title is not its link. */
  action?: ProductCardAction;
  /** The action's element (its link, or the locked button), e.g. to move the focus to the card. */
  actionRef?: React.Ref<HTMLAnchorElement | HTMLButtonElement>;
  /** Level of the title heading in the page's outline. */
  headingLevel?: 2 | 3 | 4;
};

/**
 * A product in a grid: the shop's catalogue and related products, the club's catalogue. Picture, title,
 * label, price, and the way in: the title's link stretched over the card (an ::after overlay, so the
 * card is one click target with nothing nested in the link), or a button-styled link; a locked product
 * has neither.
 */
function ProductCard({
  className,
  title,
  href,
  linkProps,
  image,
  productName,
  label,
  childrenCount,
  price,
  locked = false,
  lockedNote,
  action,
  actionRef,
  headingLevel = 3,
  ...props
}: ProductCardProps) {
  const t = useCardStrings();
  const titleId = useId();
  const noteId = `${titleId}-locked`;
  const Heading = `h${headingLevel}` as const;
  const details = [label, childrenCount].filter(Boolean);
  const { label: actionLabel, ...actionLink } = action ?? ({} as Partial<ProductCardAction>);

  return (
    <article
      data-slot="product-card"
      data-locked={locked || undefined}
      aria-labelledby={titleId}
      className={cn(
        'relative flex h-full flex-col gap-2 rounded border border-border bg-surface-raised p-3',
        className,
      )}
      {...props}
    >
      <div data-slot="product-card-image" className="relative">
        <div
          className={cn(
            '*:aspect-[3/4] *:w-full *:rounded *:bg-surface-muted *:object-cover',
            'in-data-locked:opacity-60 in-data-locked:grayscale',
          )}
        >
          {image ?? <CardImagePlaceholder />}
        </div>
        {locked && (
          <span
            data-slot="product-card-lock"
            className="absolute top-2 right-2 inline-flex size-9 items-center justify-center rounded-pill bg-surface text-fg shadow-sm"
          >
            <Icon name="lock" label={t('locked')} />
          </span>
        )}
      </div>
      <Heading id={titleId} className="font-display text-lg leading-snug font-semibold text-fg">
        {href && !locked ? (
          <a
            data-slot="product-card-link"
            href={href}
            {...linkProps}
            className={cn(
              "after:absolute after:inset-0 after:content-[''] hover:underline",
              linkProps?.className,
            )}
          >
            {title}
          </a>
        ) : (
          title
        )}
      </Heading>
      {productName && (
        <p data-slot="product-card-product-name" className="text-sm text-fg">
          {productName}
        </p>
      )}
      {details.length > 0 && (
        <p data-slot="product-card-label" className="text-sm text-fg-muted">
          {details.map((detail, index) => (
            <Fragment key={index}>
              {index > 0 && ' · '}
              {detail}
            </Fragment>
          ))}
        </p>
      )}
      {price && (
        <div data-slot="product-card-price" className="mt-auto flex">
          {price}
        </div>
      )}
      {locked ? (
        <>
          <Button
            ref={actionRef as React.Ref<HTMLButtonElement>}
            variant="secondary"
            size="sm"
            // Disabled but focusable (APG): a keyboard or screen-reader user still finds it and its reason.
            aria-disabled="true"
            aria-describedby={lockedNote ? noteId : undefined}
            className="opacity-55"
          >
            <Icon name="lock" />
            {t('locked')}
          </Button>
          {lockedNote && (
            <p id={noteId} className="text-xs text-fg-muted">
              {lockedNote}
            </p>
          )}
        </>
      ) : (
        action && (
          // Raised above the title link's overlay, so it stays its own target.
          <Button asChild variant="secondary" size="sm" className="z-10">
            <a ref={actionRef as React.Ref<HTMLAnchorElement>} {...actionLink}>
              {actionLabel}
            </a>
          </Button>
        )
      )}
    </article>
  );
}

export { ProductCard, type ProductCardProps };
