export { Checkbox, checkboxVariants, type CheckboxProps } from './checkbox';
