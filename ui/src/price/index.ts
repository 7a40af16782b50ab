export * from './price';
export * from './format-price';
