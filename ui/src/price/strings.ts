import { defineUiStrings } from '../i18n/define-strings';

export const usePriceStrings = defineUiStrings('price', {
  es: { was: 'antes', now: 'ahora' },
  en: { was: 'was', now: 'now' },
});
