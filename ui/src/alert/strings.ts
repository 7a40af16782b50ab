import { defineUiStrings } from '../i18n/define-strings';

/** Names of the tone icons (read before the title) and of the dismiss button. */
export const useAlertStrings = defineUiStrings('alert', {
  es: {
    info: 'Información',
    success: 'Correcto',
    warning: 'Atención',
    error: 'Error',
    dismiss: 'Cerrar aviso',
  },
  en: {
    info: 'Information',
    success: 'Success',
    warning: 'Warning',
    error: 'Error',
    dismiss: 'Dismiss notice',
  },
});
