import { Carousel, CarouselControls, CarouselQuote, CarouselSlide, CarouselViewport } from '@cepa/ui';
import { useContentMessages } from '../messages';
import { BlockTitle } from './block-title';
import type { CarouselBlock, QuoteSliderBlock } from './schema';
import { Picture, wideWidths } from '@cepa/core/picture';

/** A block's carousel: its title (the region's name too, or the given one), slides and controls. */
function BlockCarousel({
  type,
  variant,
  title,
  label,
  titleClassName,
  children,
}: {
  type: 'carousel' | 'quote_slider';
  variant: 'content' | 'quote';
  title?: string;
  label: string;
  titleClassName?: string;
  children: React.ReactNode[];
}) {
  return (
    <div data-block={type}>
      {title && <BlockTitle className={titleClassName}>{title}</BlockTitle>}
      <Carousel variant={variant} label={title ?? label} slideCount={children.length}>
        <CarouselViewport>{children}</CarouselViewport>
        <CarouselControls />
      </Carousel>
    </div>
  );
}

/** The carousel and the quote slider: their code loads when the visitor comes near one (see `BlockView`). */
export function CarouselSection({ block }: { block: CarouselBlock }) {
  const t = useContentMessages();
  return (
    <BlockCarousel
      type="carousel"
      variant="content"
      title={block.title}
      label={t('content.blocks.carouselLabel')}
    >
      {block.slides.map((slide, index) => (
        <CarouselSlide key={index}>
          {slide.image_url && (
            <Picture
              src={slide.image_url}
              alt=""
              width={1600}
              height={900}
              sizes="(min-width: 1280px) 1200px, 100vw"
              widths={wideWidths}
              className="aspect-[16/9] w-full rounded object-cover"
            />
          )}
          <h3 className="font-display text-xl font-semibold text-fg md:text-2xl">{slide.title}</h3>
          {slide.text && <p className="text-fg-muted">{slide.text}</p>}
          {slide.link && (
            <a
              href={slide.link.path}
              className="w-fit font-semibold text-fg-accent underline underline-offset-4"
            >
              {slide.link.label}
            </a>
          )}
        </CarouselSlide>
      ))}
    </BlockCarousel>
  );
}

export function QuoteSliderSection({ block }: { block: QuoteSliderBlock }) {
  const t = useContentMessages();
  return (
    <BlockCarousel
      type="quote_slider"
      variant="quote"
      title={block.title}
      label={t('content.blocks.quotesLabel')}
      titleClassName="text-center"
    >
      {block.quotes.map((quote, index) => (
        <CarouselSlide key={index}>
          <CarouselQuote author={quote.author}>{quote.text}</CarouselQuote>
        </CarouselSlide>
      ))}
    </BlockCarousel>
  );
}
