import { atom, type Getter, type Setter } from 'jotai';
import { requestCaptchaToken, type CaptchaAction } from '@cepa/core/captcha';
import { tooManyAttemptsOf } from '@cepa/core/http';
import { reportError } from '@cepa/core/report';
import { sendContactMessage, sendExperienceRequest } from './api';
import type { ContactFormValues, ExperienceRequestValues } from './forms';
import {
  contactWireKeys,
  experienceRequestWireKeys,
  fromServerFieldErrors,
  toContactPayload,
  toExperienceRequestPayload,
} from './mappers';

/**
 * Sending a form, as an outcome the page acts on, never a thrown error (as the booking's `submit.ts`):
 * - `sent`: the server took it;
 * - `busy`: a send is already under way (a double press): nothing sent;
 * - `fields`: a 400 naming fields; each form key with the message id it shows;
 * - `tooManyAttempts`: sent too often (429, the site's limits): the seconds to wait;
 * - `failed`: anything else (no response, a 500, a captcha that could not load); nothing typed is lost.
 */
export type SendOutcome<K extends string = string> =
  | { ok: true }
  | { ok: false; kind: 'busy' | 'failed' }
  | { ok: false; kind: 'tooManyAttempts'; retryAfterSeconds: number }
  | { ok: false; kind: 'fields'; fields: Partial<Record<K, string>> };

const sendingAtom = atom(false);
sendingAtom.debugLabel = 'content/requests/sending';

/** Whether a form is being sent now (the submit button shows it). */
export const sendingNowAtom = atom((get) => get(sendingAtom));
sendingNowAtom.debugLabel = 'content/requests/sendingNow';

async function guardedSend<K extends string>(
  get: Getter,
  set: Setter,
  action: CaptchaAction,
  wireKeys: Readonly<Record<string, K>>,
  send: (captchaKey: string) => Promise<unknown>,
): Promise<SendOutcome<K>> {
  // Checked and set before the first await: a second press in the same moment finds it set.
  if (get(sendingAtom)) return { ok: false, kind: 'busy' };
  set(sendingAtom, true);
  try {
    await send(await requestCaptchaToken(action));
    return { ok: true };
  } catch (error) {
    const fields = fromServerFieldErrors(error, wireKeys);
    if (fields) return { ok: false, kind: 'fields', fields };
    const wait = tooManyAttemptsOf(error);
    if (wait !== null) return { ok: false, kind: 'tooManyAttempts', retryAfterSeconds: wait };
    reportError(error, `content: sending the ${action} form`);
    return { ok: false, kind: 'failed' };
  } finally {
    set(sendingAtom, false);
  }
}

export type ContactFieldKey = (typeof contactWireKeys)[keyof typeof contactWireKeys];
export type ExperienceRequestFieldKey =
  (typeof experienceRequestWireKeys)[keyof typeof experienceRequestWireKeys];

/** SPEC §7: a captcha token, then `POST /api/contact/{pageId}/send/` with the validated values. */
export const sendContactAtom = atom(
  null,
  (get, set, { pageId, values }: { pageId: number; values: ContactFormValues }) =>
    guardedSend(get, set, 'contact', contactWireKeys, (captchaKey) =>
      sendContactMessage(pageId, toContactPayload(values, captchaKey)),
    ),
);
sendContactAtom.debugLabel = 'content/requests/sendContact';

/** SPEC §7: a captcha token, then `POST /api/experience_form/{page_id}/send/` with the validated values. */
export const sendExperienceRequestAtom = atom(
  null,
  (get, set, { pageId, values }: { pageId: number; values: ExperienceRequestValues }) =>
    guardedSend(get, set, 'experience_request', experienceRequestWireKeys, (captchaKey) =>
      sendExperienceRequest(pageId, toExperienceRequestPayload(values, captchaKey)),
    ),
);
sendExperienceRequestAtom.debugLabel = 'content/requests/sendExperienceRequest';
