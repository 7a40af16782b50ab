export { safeNextPath, sameSitePath, loginPathFor } from './safe-next';
export { sitePathSchema } from './site-path';
