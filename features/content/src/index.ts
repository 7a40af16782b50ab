import { definePages } from '@cepa/core/page';
import { blockPageTypes } from './blocks/pages';
import { listPageTypes } from './lists/pages';
import { requestPageTypes } from './requests/pages';

export type { Block, BlockType } from './blocks/components/schema';
export { useContentMessages } from './blocks/messages';

/**
 * The content slice's pages by page type, loaded on demand (the site's registry composes them): the
 * CMS blocks' content and home pages, the lists and the requests.
 */
export const pages = definePages({ ...blockPageTypes, ...listPageTypes, ...requestPageTypes });
