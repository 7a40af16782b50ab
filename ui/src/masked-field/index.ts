export { MaskedField, type MaskedFieldProps } from './masked-field';
export { birthdayMask, formatMasked, onlyDigits } from './mask';
