import type { ComponentType } from 'react';
import type { PageContent } from '@cepa/core';

export { Blocks, BlockView } from './blocks/block-renderer';
export { blockSchema, parseBlocks, type Block, type BlockType } from './blocks/schema';
export { sanitizeHtml } from './blocks/sanitize';
export { useContentMessages } from './messages';

type PageModule = { default: ComponentType<{ page: PageContent }> };

/** The content slice's pages by page type, loaded on demand (the site's page-type registry uses them). */
export const contentPages = {
  home: (): Promise<PageModule> => import('./pages/home-page'),
  content: (): Promise<PageModule> => import('./pages/content-page'),
};
