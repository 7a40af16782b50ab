export * from './spinner';
export * from './loader';
