import { definePages, loadInSteps } from '@cepa/core/page';

export type { Block, BlockType } from './components/schema';
export { useContentMessages } from './messages';

/**
 * The content slice's pages by page type, loaded on demand (the site's registry composes them).
 * The home page is a content page: the page's title and its blocks.
 */
export const pages = definePages({
  home: () => import('./pages/content/content-page'),
  content: () => import('./pages/content/content-page'),
  // zod, the requests' contracts and their forms (with the form kit's rules) build their schemas as they
  // load: a task each before the page's code, so that a phone hydrating the form answers between them
  // (as the booking's page does; the contact page's blocking time swung 50-313 ms a run without it).
  contact: loadInSteps(
    [() => import('zod'), () => import('./requests/api'), () => import('./requests/forms')],
    () => import('./pages/contact/contact-page'),
  ),
  experience_request: loadInSteps(
    [() => import('zod'), () => import('./requests/api'), () => import('./requests/forms')],
    () => import('./pages/experience-request/experience-request-page'),
  ),
  press: () => import('./lists/pages/press-page'),
  projects: () => import('./lists/pages/projects-page'),
  virtual_experience_videos: () => import('./lists/pages/videos-page'),
});
