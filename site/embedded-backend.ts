import { runnerImport, type Plugin } from 'vite';
import type * as Server from './src/backend/server';

/**
 * Mounts the embedded backend under /api on the dev and preview servers, unless VITE_API_BASE points
 * the site at a real backend. Handlers and adapter are TypeScript from the workspace, so they are
 * loaded through Vite's module runner rather than by Node directly.
 */
export function embeddedBackend(): Plugin {
  const load = async () => {
    const { module } = await runnerImport<typeof Server>(
      new URL('./src/backend/server.ts', import.meta.url).pathname,
    );
    return module.createBackendMiddleware();
  };
  return {
    name: 'cepa:embedded-backend',
    async configureServer(server) {
      // Calls made while rendering on the server reach the same embedded backend over loopback.
      process.env.CEPA_INTERNAL_API_BASE ??= `http://127.0.0.1:${server.config.server.port}/api`;
      server.middlewares.use(await load());
    },
    async configurePreviewServer(server) {
      server.middlewares.use(await load());
    },
  };
}
