import { backendMiddleware } from '@cepa/core/backend/node';
import { handlers } from './handlers';

/** The embedded backend as Node middleware, for the dev and preview servers. */
export function createBackendMiddleware() {
  return backendMiddleware(handlers);
}
