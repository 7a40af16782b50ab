import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import vike from 'vike/plugin';
import { precompiledMessages } from '../tools/vite-messages.ts';
import { pageChunks } from '../tools/vite-page-chunks.ts';
import { devPagesAsInProduction } from './dev-html.ts';

/**
 * The site's build (the client's files and Vike's server build of the pages) and its dev server. Which
 * backend answers is decided at run time, not here: the dev server, like the production server, passes
 * `/api` on to `CEPA_BACKEND_URL` (`npm run dev` starts the embedded backend's process and sets it), and
 * never passes on the embedded backend's control calls.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'CEPA_');
  const backendUrl = process.env.CEPA_BACKEND_URL ?? env.CEPA_BACKEND_URL;
  const backend = backendUrl ? new URL(backendUrl) : undefined;
  // The dev server's pages take their brand and canonical origin from the dev server's own hosts.
  process.env.PORT ??= '5173';
  const profileBuild = Boolean(process.env.CEPA_PROFILE_BUILD);
  return {
    // CEPA_PROFILE_BUILD=1: React DOM's profiling build, unminified, for scripts/long-tasks.mjs (React's
    // scheduler tracks). Never a build to measure or ship.
    resolve: profileBuild
      ? { alias: [{ find: /^react-dom\/client$/, replacement: 'react-dom/profiling' }] }
      : undefined,
    plugins: [devPagesAsInProduction(), react(), tailwindcss(), precompiledMessages(), pageChunks(), vike()],
    server: {
      host: '127.0.0.1',
      port: 5173,
      strictPort: true,
      proxy: backend
        ? {
            '/api': {
              target: backend.origin,
              xfwd: true,
              rewrite: (path) => path.replace(/^\/api/, backend.pathname.replace(/\/+$/, '')),
              // The control calls stay between the tests and the backend's own port.
              bypass: (req) => (req.url?.startsWith('/api/__backend') ? false : undefined),
            },
          }
        : undefined,
    },
    build: {
      // `build:stripe-stub` puts its build beside the production one (dist/stripe-stub).
      outDir: process.env.CEPA_SITE_OUT_DIR || 'dist',
      target: 'es2022',
      sourcemap: false,
      minify: !profileBuild,
      // Chunks keep their module's name (content-page-….js): readable in reports and tests.
      rollupOptions: {
        output: {
          chunkFileNames: 'assets/chunks/[name]-[hash].js',
          // React DOM in a file of its own, evaluated there (src/react-dom-client.ts), apart from the
          // site's frame: the loader evaluates the entry script's files a file a task before adding it
          // (site/server/scripts-after-paint.ts), and the two in one file were one task of 220-320 ms at
          // a phone's speed.
          codeSplitting: {
            groups: [
              {
                name: 'react-dom',
                test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]|[\\/]site[\\/]src[\\/]react-dom-client\.ts$/,
              },
            ],
          },
        },
      },
    },
  };
});
