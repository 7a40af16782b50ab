import { definePages } from '@cepa/core/page';

/** The lists' page types: press, projects and videos. */
export const listPageTypes = definePages({
  press: () => import('./press-page'),
  projects: () => import('./projects-page'),
  virtual_experience_videos: () => import('./videos-page'),
});
