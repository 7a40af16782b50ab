import { Carousel, CarouselControls, CarouselQuote, CarouselSlide, CarouselViewport } from '@cepa/ui';
import { useContentMessages } from '../messages';
import { BlockTitle } from './block-title';
import type { CarouselBlock, QuoteSliderBlock } from './schema';

/** The carousel and the quote slider: their code loads when the visitor comes near one (see `BlockView`). */
export function CarouselSection({ block }: { block: CarouselBlock }) {
  const t = useContentMessages();
  return (
    <div data-block="carousel">
      {block.title && <BlockTitle>{block.title}</BlockTitle>}
      <Carousel
        variant="content"
        label={block.title ?? t('content.blocks.carouselLabel')}
        slideCount={block.slides.length}
      >
        <CarouselViewport>
          {block.slides.map((slide, index) => (
            <CarouselSlide key={index}>
              {slide.image_url && (
                <img src={slide.image_url} alt="" className="aspect-[16/9] w-full rounded object-cover" />
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
        </CarouselViewport>
        <CarouselControls />
      </Carousel>
    </div>
  );
}

export function QuoteSliderSection({ block }: { block: QuoteSliderBlock }) {
  const t = useContentMessages();
  return (
    <div data-block="quote_slider">
      {block.title && <BlockTitle className="text-center">{block.title}</BlockTitle>}
      <Carousel
        variant="quote"
        label={block.title ?? t('content.blocks.quotesLabel')}
        slideCount={block.quotes.length}
      >
        <CarouselViewport>
          {block.quotes.map((quote, index) => (
            <CarouselSlide key={index}>
              <CarouselQuote author={quote.author}>{quote.text}</CarouselQuote>
            </CarouselSlide>
          ))}
        </CarouselViewport>
        <CarouselControls />
      </Carousel>
    </div>
  );
}
