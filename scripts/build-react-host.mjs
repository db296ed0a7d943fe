// Bundles examples/react-host/main.tsx (a small React 19 app using the tags) into
// dist/examples/react-host.js the way a host application would: it imports the built package by
// its name (package.json "exports" -> dist/esm), and React comes from node_modules.
import * as esbuild from 'esbuild';
import { join } from 'node:path';

export async function buildReactHost(root) {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { 'react-host': join(root, 'examples/react-host/main.tsx') },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    minify: true,
    sourcemap: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    outdir: join(root, 'dist/examples'),
    chunkNames: 'chunks/react-host-[hash]',
    logLevel: 'warning',
  });
}
