import type { SliceFormActions } from '@cepa/core/page';
import { contactAction, experienceRequestAction } from './requests/actions';
import { requestFormNames } from './requests/forms';

/**
 * What the site's server needs of the content slice, kept out of the slice's barrel: a module the
 * barrel re-exports lands in the first page of the browser even when only a server uses it.
 */
export { sanitizeHtml, sanitizeOnServerWith } from './components/sanitize';
export { videoHosts } from './components/video-player';

/** The forms that work without JavaScript, each on the page type that shows it. */
export const formActions: SliceFormActions = {
  [requestFormNames.contact]: { action: contactAction, pageTypes: ['contact'] },
  [requestFormNames.experienceRequest]: {
    action: experienceRequestAction,
    pageTypes: ['experience_request'],
  },
};
