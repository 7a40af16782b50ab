import { defineConfig } from 'vite';
import { precompiledMessages } from '../tools/vite-messages.ts';

/**
 * The production server (`server/main.ts`) as one Node file, dist/app/server.mjs: the workspace's
 * TypeScript (the embedded backend, the headers) bundled, the npm packages loaded from node_modules.
 */
export default defineConfig({
  plugins: [precompiledMessages()],
  build: {
    ssr: 'server/main.ts',
    outDir: `${process.env.CEPA_SITE_OUT_DIR || 'dist'}/app`,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
    // Chunks beside the entry: the server finds the client's files and Vike's build from its own folder.
    rollupOptions: { output: { entryFileNames: 'server.mjs', chunkFileNames: '[name]-[hash].mjs' } },
  },
  ssr: { noExternal: [/^@cepa\//] },
});
