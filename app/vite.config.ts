import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { postBuild } from './build/post-build';

// The build runs from the repository root (`vite build --config app/vite.config.ts`),
// so every path is anchored to this file's folder instead of the working directory.
const appRoot = fileURLToPath(new URL('.', import.meta.url));
const apiProxy = { '/api': { target: 'http://localhost:5000', changeOrigin: true } };

export default defineConfig({
  root: appRoot,
  base: '/',
  plugins: [react(), postBuild()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
});
