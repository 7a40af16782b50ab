import { defineUiStrings } from '../i18n/define-strings';

export const useTextFieldStrings = defineUiStrings('text-field', {
  es: {
    maxLength: 'Hasta {max} caracteres',
    remaining: 'Quedan {count} caracteres',
    remainingOne: 'Queda 1 carácter',
    limitReached: 'Has llegado al límite de {max} caracteres',
  },
  en: {
    maxLength: 'Up to {max} characters',
    remaining: '{count} characters left',
    remainingOne: '1 character left',
    limitReached: 'You have reached the limit of {max} characters',
  },
});
