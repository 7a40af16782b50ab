import { useId } from 'react';
import { cn } from '../lib/cn';
import { Button } from '../button';
import { cardVariants, CardImagePlaceholder } from './card';

type ExperienceCardProps = Omit<React.ComponentProps<'article'>, 'title' | 'children'> & {
  title: React.ReactNode;
  /** Short text under the title. */
  description?: React.ReactNode;
  /** A price line, e.g. "Desde 25,00 €" built with the Price component. */
  price?: React.ReactNode;
  /** The picture, usually an `<img alt="">` (the title already names the card). A drawing stands in without it. */
  image?: React.ReactNode;
  /** The book action, when the caller builds it (a router link, a button that opens the booking). Wins over `bookHref`. */
  action?: React.ReactNode;
  /** Where the book link goes; rendered as a button-looking link with `bookLabel`. */
  bookHref?: string;
  bookLabel?: React.ReactNode;
  /** Level of the title heading in the page's outline. */
  headingLevel?: 2 | 3 | 4;
};

/** A content-page card for a visit or experience, with a book action that starts the booking (SPEC §2). */
function ExperienceCard({
  className,
  title,
  description,
  price,
  image,
  action,
  bookHref,
  bookLabel,
  headingLevel = 3,
  ...props
}: ExperienceCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const bookAction =
    action ??
    (bookHref && bookLabel ? (
      <Button asChild>
        {/* Several cards share the same "Book" label; the title tells them apart for assistive technology. */}
        <a href={bookHref} aria-describedby={titleId}>
          {bookLabel}
        </a>
      </Button>
    ) : null);

  return (
    <article
      data-slot="experience-card"
      className={cn(cardVariants({ padding: 'none' }), 'flex flex-col overflow-hidden', className)}
      {...props}
    >
      <div
        data-slot="experience-card-image"
        className="aspect-[4/3] overflow-hidden bg-surface-muted *:size-full *:object-cover"
      >
        {image ?? <CardImagePlaceholder />}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <Heading id={titleId} className="text-xl font-semibold text-fg">
          {title}
        </Heading>
        {description && (
          <div data-slot="experience-card-description" className="text-base text-fg-muted">
            {description}
          </div>
        )}
        {price && (
          <div data-slot="experience-card-price" className="text-lg font-semibold text-fg">
            {price}
          </div>
        )}
        {bookAction && (
          <div data-slot="experience-card-action" className="mt-auto flex pt-2">
            {bookAction}
          </div>
        )}
      </div>
    </article>
  );
}

export { ExperienceCard, type ExperienceCardProps };
