export { safeNextPath, loginPathFor } from './safe-next';
