import { defineUiStrings } from '../i18n/define-strings';

export const useDrawerStrings = defineUiStrings('drawer', {
  es: { menu: 'Menú' },
  en: { menu: 'Menu' },
});
