export {
  ErrorSummary,
  errorSummaryVariants,
  type ErrorSummaryProps,
  type ErrorSummaryItem,
} from './error-summary';
