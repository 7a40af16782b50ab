import { useMemo } from 'react';
import { HydrateOnDemand, preloadable, type PageLoadContext, type PageProps } from '@cepa/core/page';
import { PageTitle } from '../components/page-title';
import type { Block } from '../components/schema';

/** What the server loader hands the page: its blocks parsed and their HTML sanitised. */
export type ContentPageData = { blocks: Block[] };

/**
 * The blocks' code loads apart from the page's: a page the server rendered shows them from its HTML
 * (links working) and hydrates them once the browser is idle, after the rest of the page.
 */
const ParsedBlocks = preloadable(() => import('../components/block-renderer').then((m) => m.Blocks));
const UnparsedBlocks = preloadable(() =>
  import('../components/block-renderer').then((m) => m.UnparsedBlocks),
);

/** Loads the blocks' code (all of it: the interactive blocks too), before the page renders in-page. */
export async function preload(): Promise<void> {
  await Promise.all([
    ParsedBlocks.preload(),
    UnparsedBlocks.preload(),
    import('../components/block-renderer').then((m) => m.preloadInteractiveBlocks()),
  ]);
}

/**
 * Runs on the server (the site's data hook): the page's blocks are parsed and sanitised there, so the
 * browser hydrates them from the page data without loading the block schema or the sanitiser. The
 * blocks' code is loaded too, so the HTML carries them whole.
 */
export async function load({ page }: Pick<PageLoadContext, 'page'>): Promise<ContentPageData> {
  const [{ parseBlocks }] = await Promise.all([import('../components/schema'), preload()]);
  return { blocks: parseBlocks(page.blocks) };
}

const loadBlocks = () => Promise.all([ParsedBlocks.preload(), UnparsedBlocks.preload()]).then(() => {});
const blocksLoaded = () => ParsedBlocks.isLoaded() && UnparsedBlocks.isLoaded();

/**
 * A content page: page types "home" and "content", and any page type without a page of its own.
 * Without the server loader's blocks (a story, a loader that failed) the page parses its own.
 */
export default function ContentPage({ page, loaded }: Pick<PageProps, 'page' | 'loaded'>) {
  const blocks = (loaded as ContentPageData | undefined)?.blocks;
  // The same element across renders: blocks still waiting to hydrate are left alone.
  const view = useMemo(
    () => (blocks ? <ParsedBlocks blocks={blocks} /> : <UnparsedBlocks blocks={page.blocks} />),
    [blocks, page.blocks],
  );
  return (
    <article
      data-page-type={page.page_type}
      className="mx-auto flex w-full max-w-page flex-col gap-8 px-4 py-8 md:px-8"
    >
      <PageTitle>{page.title}</PageTitle>
      <HydrateOnDemand
        when="idle"
        load={loadBlocks}
        isLoaded={blocksLoaded}
        fallback={<div data-pending className="min-h-48" />}
      >
        {view}
      </HydrateOnDemand>
    </article>
  );
}
