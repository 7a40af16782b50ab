import type { SliceFormActions } from '@cepa/core/page';
import { requestFormActions } from './requests/actions';

/**
 * What the site's server needs of the content slice, kept out of the slice's barrel: a module the
 * barrel re-exports lands in the first page of the browser even when only a server uses it.
 */
export { sanitizeHtml, sanitizeOnServerWith } from './blocks/components/sanitize';
export { videoHosts } from './blocks/components/video-player';

/** The forms that work without JavaScript (the requests'), each on the page type that shows it. */
export const formActions: SliceFormActions = { ...requestFormActions };
