import { use, useMemo } from 'react';
import { ExperienceCard, cn } from '@cepa/ui';
import { ErrorBoundary, formatMoney } from '@cepa/core';
import { HydrateOnDemand, onDemand, preloadable } from '@cepa/core/page';
import { useContentMessages } from '../messages';
import { BlockTitle } from './block-title';
import { ContentHtml } from './content-html';
import type * as SchemaModule from './schema';
import type {
  Block,
  CarouselBlock,
  DropdownBlock,
  ExperienceCardsBlock,
  HeroBlock,
  QuoteSliderBlock,
  RichTextBlock,
  VideoBlock,
} from './schema';
import { Picture, PicturesWhenNear, cardWidths, wideWidths } from '@cepa/core/picture';

export { ContentHtml, SanitisedHtml, preloadSanitizer } from './content-html';

/**
 * The blocks a visitor works with (carousels, dropdowns, the video player): the code of each kind
 * loads apart, when the visitor comes near a block of that kind.
 */
const CarouselSection = preloadable(() => import('./carousel-blocks').then((m) => m.CarouselSection));
const QuoteSliderSection = preloadable(() => import('./carousel-blocks').then((m) => m.QuoteSliderSection));
const DropdownSection = preloadable(() => import('./dropdown-block').then((m) => m.DropdownSection));
const VideoSection = preloadable(() => import('./video-block').then((m) => m.VideoSection));

/** Loads the interactive blocks' code ahead: a server renders them whole; a story or an in-page render shows them at once. */
export async function preloadInteractiveBlocks() {
  await Promise.all(
    [CarouselSection, QuoteSliderSection, DropdownSection, VideoSection].map((part) => part.preload()),
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
        // The hero is the page's largest paint: fetched first, its box known before it arrives and kept
        // 4:3 at every width whatever the photograph's own ratio (cropped to fill), so nothing moves when
        // it comes (a 16:9 photograph in a box of its own ratio moved the page by 0.04 on a desktop).
        <Picture
          src={block.image_url}
          alt=""
          width={1200}
          height={900}
          sizes="(min-width: 768px) 50vw, calc(100vw - 2rem)"
          widths={wideWidths}
          priority
          className="aspect-[4/3] size-full object-cover"
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
              image={
                card.image_url ? (
                  <Picture
                    src={card.image_url}
                    alt=""
                    width={800}
                    height={600}
                    sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    widths={cardWidths}
                  />
                ) : undefined
              }
              bookHref={card.booking_path}
              bookLabel={t('content.blocks.book')}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

type Interactive<B> = ReturnType<typeof preloadable<{ block: B }>>;

/**
 * An interactive block: the server renders it whole and the browser hydrates it when the visitor comes
 * near it, focuses or presses inside it (until then it is the server's HTML, its links working).
 */
function OnDemand<B>({ block, part }: { block: B; part: Interactive<B> }) {
  const Part = part;
  const view = useMemo(() => <Part block={block} />, [Part, block]);
  return (
    <HydrateOnDemand
      load={part.preload}
      isLoaded={part.isLoaded}
      fallback={<div data-pending className="min-h-48" />}
    >
      {view}
    </HydrateOnDemand>
  );
}

/** One parsed block, drawn with the design system's components. */
export function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'hero':
      return <HeroSection block={block} />;
    case 'rich_text':
      return <RichTextSection block={block} />;
    case 'experience_cards':
      return <ExperienceCardsSection block={block} />;
    case 'carousel':
      return <OnDemand<CarouselBlock> block={block} part={CarouselSection} />;
    case 'dropdown':
      return <OnDemand<DropdownBlock> block={block} part={DropdownSection} />;
    case 'quote_slider':
      return <OnDemand<QuoteSliderBlock> block={block} part={QuoteSliderSection} />;
    case 'video':
      return <OnDemand<VideoBlock> block={block} part={VideoSection} />;
    default:
      // Every block type has its case above: a new type without one leaves `block` of that type here,
      // not `never`, and the type check fails (block-renderer.test.tsx renders each type too).
      return block satisfies never;
  }
}

/**
 * A page's content blocks, parsed (`parseBlocks`: blocks of an unknown type or broken shape are left
 * out and logged; their HTML sanitised) and rendered in order. A block that breaks while rendering
 * drops out; the page and its other blocks stay.
 */
export function Blocks({ blocks, className }: { blocks: readonly Block[]; className?: string }) {
  return (
    <div data-slot="content-blocks" className={cn('flex flex-col gap-10 md:gap-14', className)}>
      {blocks.map((block, index) => (
        <ErrorBoundary key={index} context={`content: rendering a ${block.type} block`} fallback={() => null}>
          {/* Under another block (a hero, a title's text), a block starts below a phone's first screen: its
              pictures come once the visitor scrolls near them. */}
          {index > 0 ? (
            <PicturesWhenNear>
              <BlockView block={block} />
            </PicturesWhenNear>
          ) : (
            <BlockView block={block} />
          )}
        </ErrorBoundary>
      ))}
    </div>
  );
}

/** The block parser (the block schema and the sanitiser), loaded with the first unparsed blocks. */
const blockParser = onDemand<typeof SchemaModule>(() => import('./schema'));
/** Loads the block parser ahead; `UnparsedBlocks` then renders without waiting. */
export const preloadBlockParser = blockParser.load;

/**
 * A page's blocks as page content sends them, parsed where they render: the parser (the block schema
 * and the sanitiser) loads with the first of them. Pages whose server loader parses their blocks
 * (the content page) hand `Blocks` the result instead, and the browser loads no parser.
 */
export function UnparsedBlocks({ blocks, className }: { blocks: readonly unknown[]; className?: string }) {
  // `use` on every render, never skipped once the parser is in (see `SanitisedHtml`).
  const { parseBlocks } = use(blockParser.load());
  const parsed = useMemo(() => parseBlocks(blocks), [parseBlocks, blocks]);
  return <Blocks blocks={parsed} className={className} />;
}
