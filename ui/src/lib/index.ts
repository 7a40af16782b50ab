export * from './cn';
export * from './plain-click';
