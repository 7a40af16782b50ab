export * from './popover';
