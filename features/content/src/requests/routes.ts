import { defineRoutes } from '@cepa/core/http';

/**
 * The content slice's form calls (SPEC §7: the contact page and the experience request form), each
 * written once: the calls in `api.ts` and the embedded backend's handlers (`fake/`) use it.
 */
export const requestRoutes = defineRoutes({
  contactSubjects: { method: 'get', path: '/contact/:pageId/subjects' },
  sendContact: { method: 'post', path: '/contact/:pageId/send/' },
  contactPageSlug: { method: 'get', path: '/contact/get_contact_page_slug/' },
  sendExperienceRequest: { method: 'post', path: '/experience_form/:pageId/send/' },
});
