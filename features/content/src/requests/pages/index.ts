import { definePages, loadInSteps } from '@cepa/core/page';

/**
 * The requests' page types. zod, the requests' contracts and their forms (with the form kit's rules)
 * build their schemas as they load: a task each before the page's code, so that a phone hydrating the
 * form answers between them (as the booking's page does; the contact page's blocking time swung 50-313
 * ms a run without it).
 */
export const requestPageTypes = definePages({
  contact: loadInSteps(
    [() => import('@cepa/core/zod'), () => import('../api'), () => import('../forms')],
    () => import('./contact/contact-page'),
  ),
  experience_request: loadInSteps(
    [() => import('@cepa/core/zod'), () => import('../api'), () => import('../forms')],
    () => import('./experience-request/experience-request-page'),
  ),
});
