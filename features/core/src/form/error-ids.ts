/**
 * The message ids the shared form rules raise, one convention for every slice: `core.form.<rule>`.
 * A field shows `useFormErrorText()(error.message)`; a slice-specific rule raises its own scoped id
 * (`booking.voucher.required`) and the form's scope translates it. The kit knows the texts of exactly
 * these (a module of its own, without the schema library: every form's scope reads it).
 */
export const formErrorIds = {
  required: 'core.form.required',
  email: 'core.form.invalidEmail',
  phone: 'core.form.invalidPhone',
  spanishId: 'core.form.invalidSpanishId',
  postcode: 'core.form.invalidPostcode',
  maxLength: 'core.form.tooLong',
} as const;
export type FormErrorId = (typeof formErrorIds)[keyof typeof formErrorIds];
