import { definePages } from '@cepa/core/page';

/**
 * The blocks' page types: the home page is a content page, the page's title and its blocks.
 */
export const blockPageTypes = definePages({
  home: () => import('./content-page'),
  content: () => import('./content-page'),
});
