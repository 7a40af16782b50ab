export * from './config';
export * from './http';
export * from './redirect';
export * from './cookies';
export * from './analytics';
export * from './i18n';
export * from './page';
export * from './navigation';
