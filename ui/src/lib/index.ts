export { cn } from './cn';
export { isPlainClick } from './plain-click';
