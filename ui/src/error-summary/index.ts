export * from './error-summary';
