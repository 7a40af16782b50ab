export * from './carousel';
export { useSlideWanted } from './slide-wanted';
