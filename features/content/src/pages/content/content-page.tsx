import type { PageLoadContext, PageProps } from '@cepa/core/page';
import { Blocks, UnparsedBlocks, preloadInteractiveBlocks } from '../../components/block-renderer';
import { PageTitle } from '../../components/page-title';
import type { Block } from '../../components/schema';

/** What the server loader hands the page: its blocks parsed and their HTML sanitised. */
export type ContentPageData = { blocks: Block[] };

/**
 * Runs on the server (the site's data hook): the page's blocks are parsed and sanitised there, so the
 * browser hydrates them from the page data without loading the block schema or the sanitiser. The
 * interactive blocks' code is loaded too, so the HTML carries them whole.
 */
export async function load({ page }: Pick<PageLoadContext, 'page'>): Promise<ContentPageData> {
  const [{ parseBlocks }] = await Promise.all([
    import('../../components/schema'),
    preloadInteractiveBlocks(),
  ]);
  return { blocks: parseBlocks(page.blocks) };
}

/**
 * A content page: page types "home" and "content", and any page type without a page of its own.
 * Without the server loader's blocks (a story, a loader that failed) the page parses its own.
 */
export default function ContentPage({ page, loaded }: Pick<PageProps, 'page' | 'loaded'>) {
  const blocks = (loaded as ContentPageData | undefined)?.blocks;
  return (
    <article
      data-page-type={page.page_type}
      className="mx-auto flex w-full max-w-page flex-col gap-8 px-4 py-8 md:px-8"
    >
      <PageTitle>{page.title}</PageTitle>
      {blocks ? <Blocks blocks={blocks} /> : <UnparsedBlocks blocks={page.blocks} />}
    </article>
  );
}
