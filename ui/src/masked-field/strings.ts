import { defineUiStrings } from '../i18n/define-strings';

export const useMaskedFieldStrings = defineUiStrings('masked-field', {
  es: { datePlaceholder: 'dd / mm / aaaa' },
  en: { datePlaceholder: 'dd / mm / yyyy' },
});
