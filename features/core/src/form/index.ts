export {
  formErrorIds,
  rules,
  isSpanishId,
  matchesPostcode,
  phonePattern,
  documentNumberCheck,
  documentNumberMatchesType,
  type FormErrorId,
} from './rules';
export { defineFields, textField, boxField, choiceField, type FieldSpec } from './fields';
export { labelsFrom } from './labels';
export {
  FormScope,
  useFormScope,
  useFormErrorText,
  type FormScopeProps,
  type TranslateError,
  type FromTypedText,
  type PostedScope,
} from './form-scope';
export { usePostedFieldError } from './kit-field';
export { useTypedBeforeHydration, type TypedValue } from './typed-before-hydration';
export {
  FormTextField,
  FormSelect,
  FormCheckbox,
  type FormOption,
  type FormTextFieldProps,
  type FormSelectProps,
  type FormCheckboxProps,
} from './form-fields';
export { FormMaskedField, type FormMaskedFieldProps } from './form-masked-field';
export { FormRadioGroup, type FormRadioGroupProps } from './form-radio-group';
export {
  FormDateField,
  FormNumberField,
  type FormDateFieldProps,
  type FormNumberFieldProps,
} from './form-date-number';
export { FormErrorSummary, type FormErrorSummaryProps, type SummaryScope } from './form-error-summary';
export { useConsentLabel } from './privacy-link';
export {
  PostedFormName,
  PostedFormProvider,
  usePostedForm,
  valuesFromPosted,
  postedFormField,
  needsJavaScriptReason,
  type PostedForm,
  type PostedOutcome,
} from './posted';
export {
  postedInput,
  typedValues,
  fieldErrorsOf,
  postedCaptchaToken,
  needsJavaScript,
  backendFailed,
} from './posted-action';
export { NeedsJavaScript, useNeedsJavaScriptText } from './needs-javascript';
export { minutesToWait, tooManyAttemptsReason, useTooManyAttemptsText } from './too-many-attempts';
