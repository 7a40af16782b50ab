import { defineUiStrings } from './define-strings';

/** Assistive text shared by several families. */
export const useCommonStrings = defineUiStrings('common', {
  es: { loading: 'Cargando', close: 'Cerrar' },
  en: { loading: 'Loading', close: 'Close' },
});
