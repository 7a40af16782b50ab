export * from './day-list';
export * from './format-slot-time';
