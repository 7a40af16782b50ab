export * from './count-badge';
export * from './format-count';
