export * from './pop-in';
export * from './variants';
export * from './pop-in-forms';
