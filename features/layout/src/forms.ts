import { z } from 'zod';
import { formErrorIds, rules } from '@cepa/core/form';

/** The footer's newsletter form, by the name it is sent under without JavaScript (`PostedFormName`). */
export const newsletterFormName = 'newsletter';

/** SPEC §5: a valid e-mail, trimmed, consent ticked; empty is invalid. */
export const newsletterFormSchema = z.object({
  email: rules.email(),
  consent: rules.ticked(),
});
export type NewsletterFormInput = z.input<typeof newsletterFormSchema>;
export type NewsletterFormValues = z.output<typeof newsletterFormSchema>;
export const emptyNewsletterForm: NewsletterFormInput = { email: '', consent: false };

export const loginFormSchema = z.object({
  email: rules.email(),
  password: z.string().min(1, { error: formErrorIds.required }),
});
export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginFormValues = z.output<typeof loginFormSchema>;
