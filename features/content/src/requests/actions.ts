import { parsePageData, type FormAction, type SliceFormActions } from '@cepa/core/page';
import {
  backendFailed,
  fieldErrorsOf,
  needsJavaScript,
  postedCaptchaToken,
  postedInput,
  typedValues,
  type PostedForm,
} from '@cepa/core/form';
import { normalisedEmail } from '@cepa/core/address';
import type { CaptchaAction } from '@cepa/core/captcha';
import { reportError } from '@cepa/core/report';
import { experienceRequestPageDataSchema, sendContactMessage, sendExperienceRequest } from './api';
import { contactFields, experienceRequestFields, requestFormNames } from './forms';
import {
  contactWireKeys,
  experienceRequestWireKeys,
  fromServerFieldErrors,
  toContactPayload,
  toExperienceRequestPayload,
} from './mappers';

/*
 * The contact and experience request forms sent without JavaScript (SPEC §5, §7): the same rules, mappers
 * and calls as in the browser (`send.ts`), through the request's client. A 400 naming fields puts an
 * error on each; anything else is the form's failure, everything typed kept.
 */

/** Why a form was not sent, as the pages show it: the usual failure, or a captcha only the page's code can get. */
export type RequestFailure = 'failed' | 'needsJavaScript';

type Outcome = PostedForm['outcome'];

/** A valid form's captcha token, then its call: sent, the backend's field errors, or the failure. */
async function sendPosted({
  name,
  captcha,
  values,
  wireKeys,
  send,
  confirmation,
}: {
  name: string;
  captcha: CaptchaAction;
  /** What was typed, kept unless it was sent. */
  values: Record<string, string>;
  wireKeys: Readonly<Record<string, string>>;
  send: (captchaKey: string) => Promise<unknown>;
  /** What the confirmation shows once it was sent. */
  confirmation: Record<string, string>;
}): Promise<PostedForm> {
  const posted = (outcome: Outcome, shown = values): PostedForm => ({ name, values: shown, outcome });
  const captchaKey = await postedCaptchaToken(captcha);
  if (captchaKey === null) return posted(needsJavaScript);
  try {
    await send(captchaKey);
    return posted({ kind: 'sent' }, confirmation);
  } catch (error) {
    const fields = fromServerFieldErrors(error, wireKeys);
    if (fields) return posted({ kind: 'invalid', errors: fields as Record<string, string> });
    reportError(error, `content: sending the ${name} form without JavaScript`);
    return posted(backendFailed('failed' satisfies RequestFailure, error));
  }
}

/** SPEC §7 `POST /api/contact/{pageId}/send/`, the page's own id as `pageId`. */
export const contactAction: FormAction = async ({ fields, client, page }) => {
  const input = postedInput(fields, contactFields.empty);
  const values = typedValues(input);
  const parsed = contactFields.schema.safeParse(input);
  if (!parsed.success) {
    return {
      name: requestFormNames.contact,
      values,
      outcome: { kind: 'invalid', errors: fieldErrorsOf(parsed.error.issues) },
    };
  }
  const form = parsed.data;
  return sendPosted({
    name: requestFormNames.contact,
    captcha: 'contact',
    values,
    wireKeys: contactWireKeys,
    send: (captchaKey) => sendContactMessage(page.id, toContactPayload(form, captchaKey), { client }),
    // "We have received your message and will answer at {email}."
    confirmation: { name: form.name, email: normalisedEmail(form.email) },
  });
};

/**
 * The earliest day that is still today somewhere (the visitor's today, which the server does not know):
 * a date before it is in the past for every visitor. The backend judges the date again.
 */
const earliestToday = (now = new Date()) =>
  new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** SPEC §7 `POST /api/experience_form/{page_id}/send/`, `page_id` from the page's data. */
export const experienceRequestAction: FormAction = async ({ fields, client, page }) => {
  const { schema, empty } = experienceRequestFields(earliestToday());
  const input = postedInput(fields, empty);
  const values = typedValues(input);
  const posted = (outcome: Outcome): PostedForm => ({
    name: requestFormNames.experienceRequest,
    values,
    outcome,
  });
  let pageId: number;
  try {
    pageId = parsePageData(page, experienceRequestPageDataSchema).page_id;
  } catch (error) {
    reportError(error, 'content: the experience request page without its form id');
    return posted(backendFailed('failed' satisfies RequestFailure, error));
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) return posted({ kind: 'invalid', errors: fieldErrorsOf(parsed.error.issues) });
  const form = parsed.data;
  return sendPosted({
    name: requestFormNames.experienceRequest,
    captcha: 'experience_request',
    values,
    wireKeys: experienceRequestWireKeys,
    send: (captchaKey) =>
      sendExperienceRequest(pageId, toExperienceRequestPayload(form, captchaKey), { client }),
    // "We will write to {email} to plan the visit on {date} for {people}."
    confirmation: {
      name: form.name,
      email: normalisedEmail(form.email),
      dateOfVisit: form.dateOfVisit,
      numberOfPeople: String(form.numberOfPeople),
    },
  });
};

/** The forms that work without JavaScript, each on the page type that shows it. */
export const requestFormActions: SliceFormActions = {
  [requestFormNames.contact]: { action: contactAction, pageTypes: ['contact'] },
  [requestFormNames.experienceRequest]: {
    action: experienceRequestAction,
    pageTypes: ['experience_request'],
  },
};
