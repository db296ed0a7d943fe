import { defineConfig } from 'rollup';
import nodeResolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import esbuild, { minify } from 'rollup-plugin-esbuild';
import { lazySingleFile } from './scripts/rollup-lazy-single-file.mjs';

const production = process.env.NODE_ENV !== 'development';

const plugins = () => [
  // React/scheduler/qrcode are CommonJS; React and nanostores read process.env.NODE_ENV
  replace({
    preventAssignment: true,
    values: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
  }),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'] }),
  commonjs(),
  // TS/TSX -> JS with esbuild (types are only stripped; `tsc --noEmit` does the type-check)
  esbuild({ target: 'es2022', tsconfig: 'tsconfig.json', jsx: 'automatic' }),
];

// jsencrypt's TS-emitted `(this && this.__extends)` helpers: harmless at module top level
const onwarn = (warning, warn) => {
  if (warning.code === 'THIS_IS_UNDEFINED' && warning.id?.includes('node_modules')) return;
  warn(warning);
};

/** React, react-dom and scheduler in one shared chunk, loaded with the first screen. */
function reactChunk(id) {
  if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
}

export const ELEMENT_ENTRIES = ['mkt-login-popup', 'mkt-header-account', 'mkt-toast', 'mkt-qr-login', 'mkt-restore-account'];

export default defineConfig([
  {
    // ESM: one entry per element, the side-effect-free index and `define` (registers every tag);
    // React, lit and the screens go to shared chunks loaded on first need.
    input: {
      index: 'src/index.ts',
      define: 'elements/define.ts',
      ...Object.fromEntries(ELEMENT_ENTRIES.map((name) => [name, `elements/${name}.ts`])),
    },
    output: {
      dir: 'dist/esm',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      manualChunks: reactChunk,
      sourcemap: true,
      plugins: production ? [minify({ target: 'es2022' })] : [],
    },
    onwarn,
    plugins: plugins(),
  },
  {
    // The UI gallery page of the demo (examples/gallery.html), not part of the package.
    input: { gallery: 'examples/gallery.tsx' },
    output: {
      dir: 'dist/examples',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      sourcemap: true,
      plugins: production ? [minify({ target: 'es2022' })] : [],
    },
    onwarn,
    plugins: plugins(),
  },
  {
    // One file for CMS pages (<script src>): every element, exports on window.MktMemberElements.
    // Built as split AMD modules joined into one file whose lazy parts (React, screens, jsencrypt,
    // qrcode) run only on first use (issue 9; scripts/rollup-lazy-single-file.mjs).
    input: { 'mkt-member-elements': 'elements/iife.ts' },
    output: {
      dir: 'dist',
      format: 'amd',
      amd: { autoId: true, basePath: 'mkt' },
      entryFileNames: '[name].js',
      chunkFileNames: '[name].js',
      manualChunks: reactChunk,
      plugins: [lazySingleFile({ fileName: 'mkt-member-elements.iife.js', globalName: 'MktMemberElements', minify: production })],
    },
    onwarn,
    plugins: plugins(),
  },
]);
