// `npm start`: build the package, then serve the demo storefront and the sandbox API.
// It says what it is doing: the build takes about 15 s and a silent terminal looks hung.
import { spawnSync } from 'node:child_process';

const started = Date.now();
console.log('Building the package into dist/ (rollup, type declarations, element manifest; about 15 s)...');
const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit', env: { ...process.env, BUILD_TIMINGS: '1' } });
if (build.status !== 0) process.exit(build.status ?? 1);
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s. Starting the demo server and the sandbox API...`);

const { startServer } = await import('../sandbox/server.mjs');
const { startStorefront } = await import('../sandbox/storefront-origin.mjs');
const port = Number(process.env.PORT) || 8000;
const { url } = await startServer({ port, log: true });
console.log(`Demo storefront: ${url}`);
console.log(`CMS page: ${new URL('/cms.html', url).href}`);
// Production's topology on one machine: a storefront page on its own origin, the member and
// gateway hosts on this server, the package from 127.0.0.1 as from a CDN (README "Integrating").
const storefront = await startStorefront({ port: port + 1, apiOrigin: `http://localhost:${port}`, cdnOrigin: `http://127.0.0.1:${port}` });
console.log(`Storefront on another origin: ${storefront.url} (API ${url}, package from http://127.0.0.1:${port}/dist/)`);
