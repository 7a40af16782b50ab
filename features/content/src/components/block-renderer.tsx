import { useMemo } from 'react';
import {
  Accordion,
  AccordionItem,
  Carousel,
  CarouselControls,
  CarouselQuote,
  CarouselSlide,
  CarouselViewport,
  ExperienceCard,
  VideoEmbed,
  cn,
} from '@cepa/ui';
import { ErrorBoundary, formatMoney } from '@cepa/core';
import { useContentMessages } from '../messages';
import {
  parseBlocks,
  type Block,
  type CarouselBlock,
  type DropdownBlock,
  type ExperienceCardsBlock,
  type HeroBlock,
  type QuoteSliderBlock,
  type RichTextBlock,
  type VideoBlock,
  videoPlayerOf,
} from './schema';
import { sanitizeHtml } from './sanitize';

/** Typography for content-system HTML; links stay underlined so they stand out from the text. */
const proseClass = cn(
  'max-w-prose text-base leading-relaxed text-fg',
  '[&_p]:mb-4 [&_p:last-child]:mb-0 [&_ul]:mb-4 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:mb-4 [&_ol]:list-decimal [&_ol]:ps-6',
  '[&_h2]:mt-6 [&_h2]:mb-3 [&_h2]:font-display [&_h2]:text-2xl [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:font-display [&_h3]:text-xl',
  '[&_a]:font-semibold [&_a]:text-fg-accent [&_a]:underline [&_a]:underline-offset-4',
  '[&_blockquote]:border-s-4 [&_blockquote]:border-border-strong [&_blockquote]:ps-4 [&_blockquote]:italic',
);

/** Content-system HTML, sanitised, in the content's typography (also a product's description). */
export function ContentHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      data-slot="content-html"
      className={cn(proseClass, className)}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

function BlockTitle({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <h2 className={cn('mb-4 font-display text-2xl font-semibold text-fg md:text-3xl', className)}>
      {children}
    </h2>
  );
}

function HeroSection({ block }: { block: HeroBlock }) {
  return (
    <section
      data-block="hero"
      className="grid overflow-hidden rounded-lg bg-surface-muted md:grid-cols-2 md:items-center"
    >
      <div className="flex flex-col gap-3 p-6 md:p-10">
        <h2 className="font-display text-3xl font-semibold text-balance text-fg md:text-4xl">
          {block.title}
        </h2>
        {block.text && <p className="text-lg text-fg-muted">{block.text}</p>}
      </div>
      {block.image_url && (
        // The hero is the page's largest paint: fetched first, its box known before it arrives (the
        // width and height give the ratio; the classes size it).
        <img
          src={block.image_url}
          alt=""
          width={1200}
          height={900}
          fetchPriority="high"
          className="aspect-[4/3] size-full object-cover md:aspect-auto"
        />
      )}
    </section>
  );
}

function RichTextSection({ block }: { block: RichTextBlock }) {
  return (
    <section data-block="rich_text">
      <ContentHtml html={block.html} />
    </section>
  );
}

function CarouselSection({ block }: { block: CarouselBlock }) {
  const t = useContentMessages();
  return (
    <div data-block="carousel">
      {block.title && <BlockTitle>{block.title}</BlockTitle>}
      <Carousel variant="content" label={block.title ?? t('content.blocks.carouselLabel')}>
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

function DropdownSection({ block }: { block: DropdownBlock }) {
  return (
    <div data-block="dropdown">
      <Accordion headingLevel={2} allowsMultipleExpanded>
        {block.items.map((item, index) => (
          <AccordionItem key={index} title={item.title}>
            <ContentHtml html={item.html} />
          </AccordionItem>
        ))}
      </Accordion>
    </div>
  );
}

function QuoteSliderSection({ block }: { block: QuoteSliderBlock }) {
  const t = useContentMessages();
  return (
    <div data-block="quote_slider">
      {block.title && <BlockTitle className="text-center">{block.title}</BlockTitle>}
      <Carousel variant="quote" label={block.title ?? t('content.blocks.quotesLabel')}>
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

function VideoSection({ block }: { block: VideoBlock }) {
  const t = useContentMessages();
  return (
    <div data-block="video">
      <BlockTitle>{block.title}</BlockTitle>
      <VideoEmbed
        src={block.embed_url}
        title={block.title}
        poster={block.poster_url}
        playLabel={t('content.blocks.playVideo', { title: block.title })}
        // The stand-in player has no script: its frame may do nothing at all.
        sandbox={videoPlayerOf(block.embed_url) === 'stand-in' ? '' : undefined}
        // Centred on wide screens, like the carousels (no empty right half).
        className="mx-auto max-w-4xl"
      />
    </div>
  );
}

function ExperienceCardsSection({ block }: { block: ExperienceCardsBlock }) {
  const t = useContentMessages();
  return (
    <div data-block="experience_cards">
      {block.title && <BlockTitle>{block.title}</BlockTitle>}
      <ul className="grid list-none gap-6 p-0 sm:grid-cols-2 lg:grid-cols-3">
        {block.cards.map((card) => (
          <li key={card.experience_id} className="flex">
            <ExperienceCard
              className="w-full"
              headingLevel={block.title ? 3 : 2}
              title={card.title}
              description={card.text}
              price={
                card.price_from != null
                  ? t('content.blocks.priceFrom', { price: formatMoney(card.price_from) })
                  : undefined
              }
              image={card.image_url ? <img src={card.image_url} alt="" /> : undefined}
              bookHref={card.booking_path}
              bookLabel={t('content.blocks.book')}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One parsed block, drawn with the design system's components. */
export function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'hero':
      return <HeroSection block={block} />;
    case 'rich_text':
      return <RichTextSection block={block} />;
    case 'carousel':
      return <CarouselSection block={block} />;
    case 'dropdown':
      return <DropdownSection block={block} />;
    case 'quote_slider':
      return <QuoteSliderSection block={block} />;
    case 'video':
      return <VideoSection block={block} />;
    case 'experience_cards':
      return <ExperienceCardsSection block={block} />;
  }
}

/**
 * A page's content blocks (`page.blocks`), parsed with the block schema and rendered in order. Blocks
 * of an unknown type or broken shape are left out and logged; they never break the page.
 */
export function Blocks({ blocks, className }: { blocks: readonly unknown[]; className?: string }) {
  const parsed = useMemo(() => parseBlocks(blocks), [blocks]);
  return (
    <div data-slot="content-blocks" className={cn('flex flex-col gap-10 md:gap-14', className)}>
      {parsed.map((block, index) => (
        // A block that breaks drops out (and is reported); the page and its other blocks stay.
        <ErrorBoundary key={index} context={`content: rendering a ${block.type} block`} fallback={() => null}>
          <BlockView block={block} />
        </ErrorBoundary>
      ))}
    </div>
  );
}
