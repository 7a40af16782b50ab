export * from './banner';
