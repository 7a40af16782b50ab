import { defineUiStrings } from '../i18n/define-strings';

/** Assistive text of the day list: appended to a slot's name when it cannot be chosen. */
export const useDayListStrings = defineUiStrings('day-list', {
  es: { full: 'completo' },
  en: { full: 'full' },
});
