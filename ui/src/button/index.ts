export * from './button';
export * from './variants';
