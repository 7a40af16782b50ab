import { defineConfig, loadEnv, runnerImport } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import vike from 'vike/plugin';
import { precompiledMessages } from '../tools/vite-messages.ts';
import type * as CoreConfig from '@cepa/core/config';
import { embeddedBackend } from './embedded-backend.ts';

export default defineConfig(async ({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // The workspace's TypeScript is loaded through Vite's module runner (Node does not run it directly).
  const { module: core } = await runnerImport<typeof CoreConfig>('@cepa/core/config');
  const { productionConfigProblem, usesEmbeddedBackend } = core;
  const realBackend = !usesEmbeddedBackend(env);
  // Fail closed: a build for a real backend without the payment provider's key is refused.
  const problem = command === 'build' ? productionConfigProblem(env) : null;
  if (problem) throw new Error(problem);
  return {
    plugins: [
      react(),
      tailwindcss(),
      precompiledMessages(),
      vike(),
      ...(realBackend ? [] : [embeddedBackend()]),
    ],
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    build: {
      // `build:stripe-stub` puts its build beside the production one (dist/stripe-stub).
      outDir: process.env.CEPA_SITE_OUT_DIR || 'dist',
      target: 'es2022',
      sourcemap: false,
      // Chunks keep their module's name (content-page-….js): readable in reports and tests.
      rollupOptions: { output: { chunkFileNames: 'assets/chunks/[name]-[hash].js' } },
    },
  };
});
