import { defineConfig, loadEnv, runnerImport } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompiledMessages } from '../tools/vite-messages.ts';
import type * as CoreConfig from '@cepa/core/config';
import { embeddedBackend } from './embedded-backend.ts';
import { preloadBrandFonts } from './preload-fonts.ts';

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
      preloadBrandFonts(env.VITE_BRAND === 'brava' ? 'brava' : 'solera'),
      ...(realBackend ? [] : [embeddedBackend()]),
    ],
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    build: { target: 'es2022', sourcemap: false },
  };
});
