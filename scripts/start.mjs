// `npm start`: the demo storefront and the sandbox API, with what they serve of the package built
// (scripts/build.mjs, demo parts: the esm entries, the loader, the IIFE, the examples, the element
// manifest and the documentation site; the same minifier settings as a release, so a page
// downloads what a storefront would).
//
// The server starts at once: a request for a file of the package waits until the part that writes
// it is built, so the first page shows as soon as the esm entries are there, while the IIFE and the
// examples finish on the other core. Parts whose inputs have not changed since the last build are
// reused. Each line says what was built or reused and the real time it took.
import { buildPackage } from './build.mjs';
import { startServer } from '../sandbox/server.mjs';
import { startStorefront } from '../sandbox/storefront-origin.mjs';

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
console.log('Building what the demo serves into dist/ (esm entries, loader, IIFE, examples, manifest, docs)...');
const build = buildPackage({ demo: true, say: (line) => console.log(line) });

const port = Number(process.env.PORT) || 8000;
const { url } = await startServer({ port, log: true, distReady: build.ready });
// Production's topology on one machine: a storefront page on its own origin, the member and
// gateway hosts on this server, the package from 127.0.0.1 as from a CDN (README "Integrating").
const storefront = await startStorefront({ port: port + 1, apiOrigin: `http://localhost:${port}`, cdnOrigin: `http://127.0.0.1:${port}` });

build.ready('/dist/esm/index.js')?.then(() => {
  console.log(`Demo storefront: ${url} (ready ${seconds()} after npm start)`);
  console.log(`CMS page: ${new URL('/cms.html', url).href}`);
  console.log(`Documentation: ${new URL('/docs/', url).href}`);
  console.log(`Storefront on another origin: ${storefront.url} (API ${url}, package from http://127.0.0.1:${port}/dist/)`);
}, () => {});
build.done.catch((error) => {
  console.error(`The build failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
