export * from './member-card';
