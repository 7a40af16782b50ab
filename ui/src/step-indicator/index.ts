export * from './step-indicator';
export * from './step-moves';
