import { defineUiStrings } from '../i18n/define-strings';

export const useFieldStrings = defineUiStrings('field', {
  es: { required: 'obligatorio' },
  en: { required: 'required' },
});
