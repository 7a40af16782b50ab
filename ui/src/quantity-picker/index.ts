export { QuantityPicker, quantityPickerVariants, type QuantityPickerProps } from './quantity-picker';
export { clampQuantity } from './clamp-quantity';
