export * from './tokens';
export * from './contrast';
