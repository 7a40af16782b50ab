import { inLanguage } from '@cepa/core/i18n';
import { HttpResponse } from 'msw';
import { z } from 'zod';
import { isLanguage } from '@cepa/core';
import { appendBounded, backend, callNames, handlersOf, jsonBody } from '@cepa/core/backend';
import {
  contactPayloadSchema,
  experienceRequestPayloadSchema,
  type ContactPayload,
  type ExperienceRequestPayload,
} from '../api';
import { requestRoutes } from '../routes';
import { routes } from '../../blocks/fake';
import { contactSubjects } from './fixtures';
import { requestPageFixtures } from './pages';

export { contactSubjects } from './fixtures';
export { requestPage, requestPageFixtures } from './pages';

/**
 * The embedded backend's contact and experience request calls (SPEC §7): the subjects of each
 * contact page, and the two sends, which check their payload as a real backend would (400 with field
 * errors under their snake_case wire names; the captcha key is required) and keep what they received.
 */

/** What the two forms sent, for tests that check payloads (the latest 10 000 of each). */
export const requestsReceived = backend.store(() => ({
  contact: [] as { pageId: number; payload: ContactPayload }[],
  experienceRequests: [] as { pageId: number; payload: ExperienceRequestPayload }[],
}));

const pageOfType = (pageType: string, matches: (page: (typeof requestPageFixtures)[number]) => boolean) =>
  requestPageFixtures.find((page) => page.page_type === pageType && matches(page));

const contactPage = (pageId: string) => pageOfType('contact', (page) => String(page.id) === pageId);
const experienceRequestPage = (pageId: string) =>
  pageOfType('experience_request', (page) => String(page.data.page_id) === pageId);

const notFound = () => HttpResponse.json({ detail: 'Not found' }, { status: 404 });

/** 400 with each refused field under its wire name (`{detail, errors: {phone_number: [...]}}`). */
export function fieldErrors(errors: Record<string, string[]>) {
  return HttpResponse.json({ detail: 'Invalid payload', errors }, { status: 400 });
}

/** The server's day, less one for visitors whose day starts earlier (time zones west of the server). */
function earliestVisitDay(now = new Date()): string {
  return new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const subjects = backend.call<{ pageId: string }>(requestRoutes.contactSubjects, ({ params }) => {
  const page = contactPage(params.pageId);
  if (!page) return notFound();
  return HttpResponse.json(inLanguage(contactSubjects[page.brand], page.language));
});

const sendContact = backend.call<{ pageId: string }>(
  requestRoutes.sendContact,
  async ({ params, request }) => {
    const page = contactPage(params.pageId);
    if (!page) return notFound();
    const parsed = contactPayloadSchema.safeParse(await jsonBody(request));
    if (!parsed.success)
      return fieldErrors(z.flattenError(parsed.error).fieldErrors as Record<string, string[]>);
    if (!inLanguage(contactSubjects[page.brand], page.language).includes(parsed.data.subject)) {
      return fieldErrors({ subject: ['Not one of this page’s subjects.'] });
    }
    appendBounded(requestsReceived.get().contact, { pageId: page.id, payload: parsed.data });
    return HttpResponse.json({ status: 'ok' });
  },
);

const contactPageSlug = backend.call(requestRoutes.contactPageSlug, ({ request }) => {
  const lang = new URL(request.url).searchParams.get('lang');
  if (!isLanguage(lang)) return HttpResponse.json({ detail: 'Invalid language' }, { status: 400 });
  return HttpResponse.json({ contact_page_url: inLanguage(routes.contact, lang) });
});

const sendExperienceRequest = backend.call<{ pageId: string }>(
  requestRoutes.sendExperienceRequest,
  async ({ params, request }) => {
    const page = experienceRequestPage(params.pageId);
    if (!page) return notFound();
    const parsed = experienceRequestPayloadSchema.safeParse(await jsonBody(request));
    if (!parsed.success)
      return fieldErrors(z.flattenError(parsed.error).fieldErrors as Record<string, string[]>);
    if (parsed.data.date_of_visit < earliestVisitDay()) {
      return fieldErrors({ date_of_visit: ['The date of the visit is in the past.'] });
    }
    appendBounded(requestsReceived.get().experienceRequests, {
      pageId: Number(params.pageId),
      payload: parsed.data,
    });
    return HttpResponse.json({ status: 'ok' });
  },
);

const requestCalls = { subjects, sendContact, contactPageSlug, sendExperienceRequest };

export const requestHandlers = handlersOf(requestCalls);

/** Each call's name, for switching faults on it (stories, unit tests, Playwright). */
export const requestCallNames = callNames(requestCalls);
