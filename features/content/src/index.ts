import { definePages } from '@cepa/core/page';

export type { Block, BlockType } from './components/schema';
export { useContentMessages } from './messages';

/**
 * The content slice's pages by page type, loaded on demand (the site's registry composes them).
 * The home page is a content page: the page's title and its blocks.
 */
export const pages = definePages({
  home: () => import('./pages/content/content-page'),
  content: () => import('./pages/content/content-page'),
  contact: () => import('./pages/contact/contact-page'),
  experience_request: () => import('./pages/experience-request/experience-request-page'),
  press: () => import('./lists/pages/press-page'),
  projects: () => import('./lists/pages/projects-page'),
  virtual_experience_videos: () => import('./lists/pages/videos-page'),
});
