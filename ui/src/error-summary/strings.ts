import { defineUiStrings } from '../i18n/define-strings';

export const useErrorSummaryStrings = defineUiStrings('error-summary', {
  es: { heading: 'Revisa los siguientes campos' },
  en: { heading: 'Please check the following fields' },
});
