import { defineUiStrings } from '../i18n/define-strings';

export const useBannerStrings = defineUiStrings('banner', {
  es: { close: 'Cerrar aviso' },
  en: { close: 'Close notice' },
});
