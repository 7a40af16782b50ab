export * from './pagination';
export * from './page-window';
