import type { SliceFormActions } from '@cepa/core/page';
import { newsletterFormName } from './forms';
import { newsletterAction } from './newsletter-action';

/**
 * What the site's server needs of the layout slice, kept out of the slice's barrel (which is on every
 * page): the forms that work without JavaScript. The footer's newsletter is on every page.
 */
export const formActions: SliceFormActions = {
  [newsletterFormName]: { action: newsletterAction },
};
