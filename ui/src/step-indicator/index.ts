export { StepIndicator, stepMarkerVariants, type StepIndicatorProps } from './step-indicator';
