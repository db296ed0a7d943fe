import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Served by the test under /react/ beside the sandbox API.
export default defineConfig({
  base: '/react/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  logLevel: 'warn',
});
