export * from './cn';
export * from './plain-click';
export * from './when-idle';
export * from './use-hydrated';
