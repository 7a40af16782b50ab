import type { FormAction, SliceFormActions } from '@cepa/core/page';
import { formActions as layoutForms } from '@cepa/layout/server';
import { formActions as contentForms } from '@cepa/content/server';

/**
 * The forms that work without JavaScript, composed from each slice's `formActions` as the registry
 * composes the pages: by the name a form is posted under (`PostedFormName`). The production server
 * (`site/server/posted-forms.ts`) runs them; nothing here reaches the browser.
 */
const forms: SliceFormActions = { ...layoutForms, ...contentForms };

/**
 * The action of the form named `name` on a page of `pageType`, or null when the page shows no such
 * form (a form without page types, the footer's, is on every page).
 */
export function formActionFor(name: string, pageType: string): FormAction | null {
  if (!Object.hasOwn(forms, name)) return null;
  const form = forms[name]!;
  return !form.pageTypes || form.pageTypes.includes(pageType) ? form.action : null;
}
