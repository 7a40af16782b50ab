import { z } from 'zod';
import { boxField, defineFields, formErrorIds, rules, textField } from '@cepa/core/form';
import type { RequestMessageId } from './messages';

/**
 * The contact and experience request forms (SPEC §3 form keys, §5 rules), built from the form kit's
 * rules: every error is a message id (`core.form.*`, or this catalogue's `content.request.*`).
 */

/** The two forms, by the names they are sent under without JavaScript (`PostedFormName`). */
export const requestFormNames = { contact: 'contact', experienceRequest: 'experience_request' } as const;

/** Error ids of this catalogue's own rules. */
export const requestErrorIds = {
  datePast: 'content.request.error.datePast',
  people: 'content.request.error.people',
  /** A value the server refused for a reason the form has no rule for. */
  server: 'content.request.error.server',
} as const;

/** SPEC §5 contact: subject, name, surname, email (valid), phoneNumber (required, phone format), message, consent. */
export const contactFields = defineFields({
  subject: textField(rules.required()),
  name: textField(rules.required()),
  surname: textField(rules.required()),
  email: textField(rules.email()),
  phoneNumber: textField(rules.phone()),
  message: textField(rules.required()),
  consent: boxField(rules.ticked()),
});
export const contactSchema = contactFields.schema;
export type ContactFormInput = z.input<typeof contactSchema>;
export type ContactFormValues = z.output<typeof contactSchema>;

/** Today in the visitor's own calendar, `YYYY-MM-DD` (what a date input holds). */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A visit date: required, a real calendar day, and not before `today` (an ISO day). */
export function visitDateRule(today: string) {
  return rules
    .required()
    .pipe(z.iso.date({ error: formErrorIds.required }))
    .refine((day) => day >= today, { error: requestErrorIds.datePast });
}

/** How many people: required, a whole number greater than 0 (typed as text, kept as a number). */
export const numberOfPeopleRule = () =>
  rules.required().pipe(
    z
      .string()
      .regex(/^\d+$/, { error: requestErrorIds.people })
      .transform(Number)
      .refine((n) => n > 0, { error: requestErrorIds.people }),
  );

/**
 * SPEC §5 experience request: name, surname, phoneNumber, email and dateOfVisit required; email valid;
 * phone in phone format; numberOfPeople required and greater than 0; consent ticked. The date is
 * judged against `today` (the visitor's day), so the form is built when it is shown.
 */
export function experienceRequestFields(today: string) {
  return defineFields({
    name: textField(rules.required()),
    surname: textField(rules.required()),
    email: textField(rules.email()),
    phoneNumber: textField(rules.phone()),
    dateOfVisit: textField(visitDateRule(today)),
    numberOfPeople: textField(numberOfPeopleRule()),
    comments: textField(rules.optional()),
    consent: boxField(rules.ticked()),
  });
}
export type ExperienceRequestSchema = ReturnType<typeof experienceRequestFields>['schema'];
export type ExperienceRequestInput = z.input<ExperienceRequestSchema>;
export type ExperienceRequestValues = z.output<ExperienceRequestSchema>;

/** The experience request's field order (labels, error summary); the same whatever the day. */
export const experienceRequestOrder = experienceRequestFields('2000-01-01').order;

/** The fields of the contact and experience request forms; the consent's label is its link's. */
export type RequestFieldName = Exclude<
  keyof typeof contactFields.fields | keyof ReturnType<typeof experienceRequestFields>['fields'],
  'consent'
>;

/** Each request field's label, the same in both forms. */
export const requestFieldLabels = {
  subject: 'content.request.field.subject',
  name: 'content.request.field.name',
  surname: 'content.request.field.surname',
  email: 'content.request.field.email',
  phoneNumber: 'content.request.field.phoneNumber',
  message: 'content.request.field.message',
  dateOfVisit: 'content.request.field.dateOfVisit',
  numberOfPeople: 'content.request.field.numberOfPeople',
  comments: 'content.request.field.comments',
} as const satisfies Record<RequestFieldName, RequestMessageId>;
