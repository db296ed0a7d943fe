import { defineConfig } from 'vite';
import vue from '@vitejs/plugin-vue';

// Served by the test under /vue/ beside the sandbox API. Vue leaves the mkt-* tags to the browser.
export default defineConfig({
  base: '/vue/',
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('mkt-') } } })],
  build: { outDir: 'dist', emptyOutDir: true },
  logLevel: 'warn',
});
