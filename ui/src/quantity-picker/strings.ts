import { defineUiStrings } from '../i18n/define-strings';

export const useQuantityPickerStrings = defineUiStrings('quantity-picker', {
  es: { decrease: 'Reducir cantidad', increase: 'Aumentar cantidad' },
  en: { decrease: 'Decrease quantity', increase: 'Increase quantity' },
});
