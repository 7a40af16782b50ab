import { defineConfig } from 'vite';
import { precompiledMessages } from '../tools/vite-messages.ts';

/**
 * The embedded backend as a process of its own (`backend/main.ts`), one Node file,
 * dist/backend/server.mjs, apart from the site's server: the site's build holds none of it.
 */
export default defineConfig({
  plugins: [precompiledMessages()],
  // The site's public files are the site's, not the backend's.
  publicDir: false,
  build: {
    ssr: 'backend/main.ts',
    outDir: `${process.env.CEPA_SITE_OUT_DIR || 'dist'}/backend`,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    rollupOptions: { output: { entryFileNames: 'server.mjs' } },
  },
  ssr: { noExternal: [/^@cepa\//] },
});
