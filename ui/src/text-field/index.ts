export {
  TextField,
  TextArea,
  textFieldVariants,
  textAreaVariants,
  type TextFieldProps,
  type TextAreaProps,
} from './text-field';
