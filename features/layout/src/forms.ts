import { z } from 'zod';

/** Error codes the forms' schemas raise; components turn them into catalogue messages. */
export type FormErrorCode = 'required' | 'invalidEmail';

const email = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .pipe(z.email({ error: 'invalidEmail' }));

/** SPEC §5: a valid e-mail, trimmed, consent ticked; empty is invalid. */
export const newsletterFormSchema = z.object({
  email,
  consent: z.boolean().refine((ticked) => ticked, { error: 'required' }),
});
export type NewsletterFormInput = z.input<typeof newsletterFormSchema>;
export type NewsletterFormValues = z.output<typeof newsletterFormSchema>;

export const loginFormSchema = z.object({
  email,
  password: z.string().min(1, { error: 'required' }),
});
export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginFormValues = z.output<typeof loginFormSchema>;

/** Narrows a validation message to one of the known codes (anything else reads as required). */
export function formErrorCode(message: string | undefined): FormErrorCode | undefined {
  if (!message) return undefined;
  return message === 'invalidEmail' ? 'invalidEmail' : 'required';
}
