import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompiledMessages } from '../tools/vite-messages.ts';
import { embeddedBackend } from './embedded-backend.ts';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const realBackend = Boolean(env.VITE_API_BASE && env.VITE_API_BASE !== '/api');
  return {
    plugins: [react(), tailwindcss(), precompiledMessages(), ...(realBackend ? [] : [embeddedBackend()])],
    server: { host: '127.0.0.1', port: 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    build: { target: 'es2022', sourcemap: false },
  };
});
