export {
  RadioGroup,
  Radio,
  radioGroupVariants,
  radioIndicatorVariants,
  type RadioGroupProps,
  type RadioProps,
} from './radio-group';
