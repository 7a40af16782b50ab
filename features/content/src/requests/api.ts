import { z } from 'zod';
import { phonePattern } from '@cepa/core/form';
import { send, type SendOptions } from '@cepa/core/http';
import { sitePathSchema, type Language } from '@cepa/core';
import { requestRoutes } from './routes';

// ---- Contact (SPEC §3 contact message, §7) ----

/** `GET /api/contact/{pageId}/subjects`: the subjects the visitor chooses from. */
export const contactSubjectsSchema = z.array(z.string());

/** The contact message as sent (SPEC §7), checked by the embedded backend as a real one would. */
export const contactPayloadSchema = z.object({
  subject: z.string().trim().min(1),
  name: z.string().trim().min(1),
  surname: z.string().trim().min(1),
  email: z.email(),
  phone_number: z.string().regex(phonePattern),
  message: z.string().trim().min(1),
  captcha_key: z.string().min(1),
});
export type ContactPayload = z.infer<typeof contactPayloadSchema>;

/** `GET /api/contact/get_contact_page_slug/?lang=`: where the contact page is, in a language. */
export const contactPageUrlSchema = z.object({ contact_page_url: sitePathSchema });

// ---- Experience request (SPEC §3, §7) ----

/** An ISO date, `YYYY-MM-DD`. */
const isoDate = z.iso.date();

export const experienceRequestPayloadSchema = z.object({
  name: z.string().trim().min(1),
  surname: z.string().trim().min(1),
  email: z.email(),
  phone_number: z.string().regex(phonePattern),
  number_of_people: z.number().int().positive(),
  date_of_visit: isoDate,
  comments: z.string(),
  captcha_key: z.string().min(1),
});
export type ExperienceRequestPayload = z.infer<typeof experienceRequestPayloadSchema>;

/** The experience request page's data: the form's id on the backend (SPEC §2 "reads a page_id"). */
export const experienceRequestPageDataSchema = z.object({ page_id: z.number().int().positive() });

/**
 * SPEC shows no response body for the two sends: whatever a 2xx carries is an acknowledgement (the
 * embedded backend answers `{status: "ok"}`).
 */
const acknowledgementSchema = z.unknown();

/** On the server (the page's loader, a form sent without JavaScript), the calls go through the request's client. */
type ClientOption = Pick<SendOptions, 'client'>;

export function fetchContactSubjects(pageId: number, options: ClientOption = {}) {
  return send(requestRoutes.contactSubjects, contactSubjectsSchema, { params: { pageId }, ...options });
}

export function sendContactMessage(pageId: number, payload: ContactPayload, options: ClientOption = {}) {
  return send(requestRoutes.sendContact, acknowledgementSchema, {
    params: { pageId },
    body: payload,
    ...options,
  });
}

export async function fetchContactPageUrl(language: Language): Promise<string> {
  const body = await send(requestRoutes.contactPageSlug, contactPageUrlSchema, { query: { lang: language } });
  return body.contact_page_url;
}

export function sendExperienceRequest(
  pageId: number,
  payload: ExperienceRequestPayload,
  options: ClientOption = {},
) {
  return send(requestRoutes.sendExperienceRequest, acknowledgementSchema, {
    params: { pageId },
    body: payload,
    ...options,
  });
}
