import { defineUiStrings } from '../i18n/define-strings';

/** Assistive text of the card family: the name of the lock on a product the member cannot open. */
export const useCardStrings = defineUiStrings('card', {
  es: { locked: 'Bloqueado' },
  en: { locked: 'Locked' },
});
