export * from './ui-locale';
export * from './define-strings';
export * from './strings';
export * from './pseudo-text';
