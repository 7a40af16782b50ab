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
export { FormScope, useFormScope, useFormErrorText, type FormScopeProps } from './form-scope';
export {
  FormTextField,
  FormMaskedField,
  FormSelect,
  FormCheckbox,
  FormRadioGroup,
  type FormOption,
  type FormTextFieldProps,
  type FormMaskedFieldProps,
  type FormSelectProps,
  type FormRadioGroupProps,
  type FormCheckboxProps,
} from './form-fields';
export { FormErrorSummary, type FormErrorSummaryProps } from './form-error-summary';
export { useConsentLabel } from './privacy-link';
