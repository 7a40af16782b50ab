export * from './masked-field';
