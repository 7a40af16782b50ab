export { StepIndicator, stepMarkerVariants, type StepIndicatorProps } from './step-indicator';
export { StepMoves, type StepMovesProps } from './step-moves';
