export {
  Select,
  SelectItem,
  SelectGroup,
  SelectGroupLabel,
  selectTriggerVariants,
  selectContentVariants,
  selectItemVariants,
  type SelectProps,
} from './select';
