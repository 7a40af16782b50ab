export * from './quantity-picker';
export * from './clamp-quantity';
