export * from './responsive-table';
