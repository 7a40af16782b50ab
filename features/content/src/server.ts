import type { SliceFormActions } from '@cepa/core/page';
import { requestFormActions } from './requests/actions';
import { experiencesStructuredData } from './blocks/structured-data';

/**
 * What the site's server needs of the content slice, kept out of the slice's barrel: a module the
 * barrel re-exports lands in the first page of the browser even when only a server uses it.
 */
export { sanitizeHtml, sanitizeOnServerWith } from './blocks/components/sanitize';
export { videoHosts } from './blocks/components/video-player';
export {
  breadcrumbList,
  experiencesStructuredData,
  type StructuredDataContext,
} from './blocks/structured-data';

/** The forms that work without JavaScript (the requests'), each on the page type that shows it. */
export const formActions: SliceFormActions = { ...requestFormActions };

/**
 * The content slice's page types with structured data, for the server's head
 * (site/src/seo/structured-data.ts): those whose pages show the content system's blocks, whose
 * experience cards are the experiences the brand sells. The home's come beside its winery and web site.
 */
export const structuredData = {
  home: experiencesStructuredData,
  content: experiencesStructuredData,
  press: experiencesStructuredData,
  projects: experiencesStructuredData,
  virtual_experience_videos: experiencesStructuredData,
} as const;
