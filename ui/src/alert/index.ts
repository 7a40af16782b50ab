export { Alert, alertVariants, type AlertProps, type AlertTone } from './alert';
