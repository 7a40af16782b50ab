import { cn } from '../lib/cn';
import { Button } from '../button';
import { Icon } from '../icon';
import { cardVariants, CardImagePlaceholder } from './card';
import { useCardStrings } from './strings';

type ProductCardProps = Omit<React.ComponentProps<'article'>, 'title' | 'children'> & {
  /** The product's name; it is the text of the card's one link, clamped to 3 lines. */
  title: React.ReactNode;
  /** The product page. The whole card is clickable through the title's link. */
  href: string;
  /** Extra attributes for the title link, e.g. an onClick that reports the product click. */
  linkProps?: Omit<React.ComponentProps<'a'>, 'href' | 'children'>;
  /** The picture, usually an `<img alt="">`. A drawing stands in without it. */
  image?: React.ReactNode;
  /** A short tag over the picture, e.g. "Novedad". */
  label?: React.ReactNode;
  /** The price line, e.g. built with the Price component. */
  price?: React.ReactNode;
  /** What the pack holds, e.g. "6 botellas". */
  childrenCount?: React.ReactNode;
  /** A club product the member cannot open: a lock is shown, the link goes away and the button is disabled. */
  locked?: boolean;
  /** Text of the card's button; no button without it. */
  actionLabel?: React.ReactNode;
  onAction?: React.MouseEventHandler<HTMLButtonElement>;
  /** Level of the title heading in the page's outline. */
  headingLevel?: 2 | 3 | 4;
};

/**
 * A catalogue or club-catalogue product. The title's link stretches over the card (an ::after overlay)
 * so the card is one click target without nesting the button inside a link.
 */
function ProductCard({
  className,
  title,
  href,
  linkProps,
  image,
  label,
  price,
  childrenCount,
  locked = false,
  actionLabel,
  onAction,
  headingLevel = 3,
  ...props
}: ProductCardProps) {
  const t = useCardStrings();
  const Heading = `h${headingLevel}` as const;

  return (
    <article
      data-slot="product-card"
      data-locked={locked || undefined}
      className={cn(
        cardVariants({ padding: 'none' }),
        'relative flex flex-col overflow-hidden transition-shadow',
        'not-data-locked:hover:shadow-md',
        className,
      )}
      {...props}
    >
      <div data-slot="product-card-image" className="relative aspect-square overflow-hidden bg-surface-muted">
        <div className="size-full *:size-full *:object-contain in-data-locked:opacity-60 in-data-locked:grayscale">
          {image ?? <CardImagePlaceholder />}
        </div>
        {label && (
          <p
            data-slot="product-card-label"
            className="absolute top-3 left-3 rounded-pill bg-primary px-3 py-0.5 text-sm font-semibold text-primary-fg"
          >
            {label}
          </p>
        )}
        {locked && (
          <span
            data-slot="product-card-lock"
            className="absolute top-3 right-3 flex size-10 items-center justify-center rounded-pill bg-surface-inverse text-fg-inverse"
          >
            <Icon name="lock" label={t('locked')} />
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="line-clamp-3 font-body text-base font-semibold text-fg">
          {locked ? (
            <span data-slot="product-card-title">{title}</span>
          ) : (
            <a
              data-slot="product-card-link"
              href={href}
              {...linkProps}
              className={cn(
                'underline-offset-4 hover:underline',
                "after:absolute after:inset-0 after:content-['']",
                linkProps?.className,
              )}
            >
              {title}
            </a>
          )}
        </Heading>
        {childrenCount && (
          <p data-slot="product-card-children-count" className="text-sm text-fg-muted">
            {childrenCount}
          </p>
        )}
        {price && (
          <div data-slot="product-card-price" className="text-lg font-semibold text-fg">
            {price}
          </div>
        )}
        {actionLabel && (
          // Raised above the link's overlay so it stays its own target.
          <div data-slot="product-card-action" className="relative z-10 mt-auto pt-2">
            <Button variant="secondary" fullWidth disabled={locked} onClick={onAction}>
              {actionLabel}
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}

export { ProductCard, type ProductCardProps };
