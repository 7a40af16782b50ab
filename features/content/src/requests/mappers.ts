import { normalisedEmail } from '@cepa/core/address';
import { isApiError } from '@cepa/core/http';
import type { MemberData } from '@cepa/core/session';
import type { ContactPayload, ExperienceRequestPayload } from './api';
import {
  requestErrorIds,
  type ContactFormInput,
  type ContactFormValues,
  type ExperienceRequestValues,
} from './forms';

/**
 * Form ↔ wire for the two forms (SPEC §3): one named mapper per direction. On submit the e-mail is
 * lower-cased and trimmed and the names trimmed (SPEC §5); the schemas trim too, the mappers do it
 * again so a payload never depends on where its values came from.
 */

/** Contact form → `POST /api/contact/{pageId}/send/`. Consent is the form's, not the wire's. */
export function toContactPayload(form: ContactFormValues, captchaKey: string): ContactPayload {
  return {
    subject: form.subject,
    name: form.name.trim(),
    surname: form.surname.trim(),
    email: normalisedEmail(form.email),
    phone_number: form.phoneNumber.trim(),
    message: form.message.trim(),
    captcha_key: captchaKey,
  };
}

/** Experience request form → `POST /api/experience_form/{page_id}/send/`; the date as an ISO day. */
export function toExperienceRequestPayload(
  form: ExperienceRequestValues,
  captchaKey: string,
): ExperienceRequestPayload {
  return {
    name: form.name.trim(),
    surname: form.surname.trim(),
    email: normalisedEmail(form.email),
    phone_number: form.phoneNumber.trim(),
    number_of_people: form.numberOfPeople,
    date_of_visit: form.dateOfVisit,
    comments: form.comments.trim(),
    captcha_key: captchaKey,
  };
}

/** Member checkout data (`personal_information`) → the contact form's pre-filled fields. */
export function contactFormFromMemberData(data: MemberData): Partial<ContactFormInput> {
  const person = data.personal_information;
  return {
    name: person.name,
    surname: person.surname,
    email: person.email,
    phoneNumber: person.phone_number ?? '',
  };
}

/** Wire names → form keys, for the server's field errors. */
export const contactWireKeys = {
  subject: 'subject',
  name: 'name',
  surname: 'surname',
  email: 'email',
  phone_number: 'phoneNumber',
  message: 'message',
} as const;

export const experienceRequestWireKeys = {
  name: 'name',
  surname: 'surname',
  email: 'email',
  phone_number: 'phoneNumber',
  number_of_people: 'numberOfPeople',
  date_of_visit: 'dateOfVisit',
  comments: 'comments',
} as const;

/** The message a refused field shows: the form's own rule's text when there is one. */
const messageFor: Record<string, string> = {
  email: 'core.form.invalidEmail',
  phoneNumber: 'core.form.invalidPhone',
  dateOfVisit: requestErrorIds.datePast,
  numberOfPeople: requestErrorIds.people,
};

/**
 * A 400 whose body carries field errors (`{errors: {phone_number: ["..."]}}`, snake_case wire names)
 * → the form keys with the message id each shows; null when the error names no field this form has.
 */
export function fromServerFieldErrors<K extends string>(
  error: unknown,
  wireKeys: Readonly<Record<string, K>>,
): Partial<Record<K, string>> | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const errors = (error.body as { errors?: unknown } | undefined)?.errors;
  if (!errors || typeof errors !== 'object') return null;
  const found: Partial<Record<K, string>> = {};
  for (const wire of Object.keys(errors)) {
    const key = Object.hasOwn(wireKeys, wire) ? wireKeys[wire] : undefined;
    if (key) found[key] = messageFor[key] ?? requestErrorIds.server;
  }
  return Object.keys(found).length > 0 ? found : null;
}
