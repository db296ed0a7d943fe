// `node sandbox/server.mjs`: the demo storefront (examples/ at /, dist/ at /dist/) and the
// sandbox API on one local origin. PORT sets the port (default 8000).
import { createServer } from 'node:http';
import { realpath, stat, readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSandbox } from './sandbox.mjs';
import { listen, send, sendHtml, sendJson, sendText } from './http.mjs';
import { CONTENT_SECURITY_POLICY, DOCS_CONTENT_SECURITY_POLICY } from './security-headers.mjs';

export { CONTENT_SECURITY_POLICY };

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DEFAULT_PORT = 8000;
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * `distReady(pathname)`: settles once the file at `/dist/...` is built (`npm start` serves the page
 * while the package's slower parts still build, scripts/build.mjs); a rejection answers 503.
 * @typedef {{ examplesDir: string, distDir: string, distCacheControl?: string, distReady?: (pathname: string) => Promise<unknown> | undefined }} StaticRoots
 */

/**
 * Member routes the demo serves from a page of its own (sandbox links are the routes' bare paths,
 * src/config/member-routes.ts).
 */
const PAGE_ROUTES = { '/user/account-security': '/account.html' };

/**
 * The well-known URL for changing passwords (W3C "A Well-Known URL for Changing Passwords"):
 * password managers send a shopper with a weak or breached saved password there, and it leads to
 * the account page. A storefront does the same on its own origin.
 */
const CHANGE_PASSWORD_URL = '/.well-known/change-password';

/** The documentation site, built into dist/docs/ (`npm run docs`), is served at /docs/. */
const isDocsPath = (/** @type {string} */ pathname) => pathname === '/docs' || pathname.startsWith('/docs/');

/**
 * URL path -> file inside one of the served folders, or undefined when it would leave the folder.
 * @param {string} pathname  already percent-decoded
 * @param {StaticRoots} roots
 * @returns {{ root: string, file: string } | undefined}
 */
export function staticTarget(pathname, roots) {
  if (pathname.includes('\0') || pathname.includes('\\')) return undefined;
  if (Object.hasOwn(PAGE_ROUTES, pathname)) pathname = PAGE_ROUTES[/** @type {keyof typeof PAGE_ROUTES} */ (pathname)];
  const [root, rest] = pathname.startsWith('/dist/')
    ? [roots.distDir, pathname.slice('/dist/'.length)]
    : isDocsPath(pathname)
      ? [roots.distDir, `docs/${pathname.slice('/docs/'.length)}`]
      : [roots.examplesDir, pathname.slice(1)];
  const file = resolve(root, `.${sep}${rest}`);
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  return { root, file };
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 * @param {StaticRoots} roots
 */
async function serveStatic(req, res, url, roots) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return sendText(res, 400, 'Bad path');
  }
  const target = staticTarget(pathname, roots);
  if (!target) return sendText(res, 403, 'Forbidden');
  if (target.root === roots.distDir && roots.distReady) {
    try {
      await roots.distReady(isDocsPath(pathname) ? `/dist${pathname}` : pathname);
    } catch {
      return sendText(res, 503, 'The build failed: see the terminal');
    }
  }
  let file = target.file;
  try {
    if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
    // A symlink must not lead out of the served folder either.
    const real = await realpath(file);
    const realRoot = await realpath(target.root);
    if (!real.startsWith(realRoot + sep)) return sendText(res, 403, 'Forbidden');
    const body = await readFile(real);
    const type = CONTENT_TYPES[/** @type {keyof typeof CONTENT_TYPES} */ (extname(real).toLowerCase())] ?? 'application/octet-stream';
    if (type.startsWith('text/html')) {
      const headers = isDocsPath(pathname) ? { 'Content-Security-Policy': DOCS_CONTENT_SECURITY_POLICY } : {};
      return sendHtml(res, 200, req.method === 'HEAD' ? '' : body.toString('utf8'), headers);
    }
    const headers = target.root === roots.distDir ? cdnHeaders(real, roots) : { 'Cache-Control': 'no-cache' };
    send(res, 200, req.method === 'HEAD' ? '' : body, { 'Content-Type': type, ...headers });
  } catch {
    sendText(res, 404, 'Not found');
  }
}

/** A chunk name rollup gave a content hash (`chunks/<name>-<hash>.js`): its bytes never change. */
const HASHED_CHUNK = /[\\/]chunks[\\/][^\\/]+-[A-Za-z0-9_-]{8}\.js(?:\.map)?$/;

/**
 * dist/ is served as a CDN must serve the package: readable from any page origin (module scripts
 * and their imports are CORS requests), hashed chunks cached for good, entry files (whose names
 * stay the same from release to release) only briefly. `distCacheControl` overrides the entry
 * files' caching (the benchmark's warm-cache runs).
 * @param {string} file
 * @param {StaticRoots} roots
 * @returns {Record<string, string>}
 */
export function cdnHeaders(file, roots) {
  return {
    'Access-Control-Allow-Origin': '*',
    // Lets a page on another origin read the sizes of what it downloaded (Resource Timing).
    'Timing-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'Cache-Control': HASHED_CHUNK.test(file) ? 'public, max-age=31536000, immutable' : roots.distCacheControl ?? 'public, max-age=60',
  };
}

/**
 * Starts the demo server in-process (Playwright journeys use this).
 * `distCacheControl` sets the Cache-Control of files under /dist/ (default 'no-cache'); the
 * benchmark uses a max-age so a second page finds the chunks in the HTTP cache, as from a CDN.
 * @param {{ port?: number, host?: string, examplesDir?: string, distDir?: string, distCacheControl?: string, distReady?: StaticRoots['distReady'], log?: boolean | ((line: string) => void) } & Omit<import('./sandbox.mjs').SandboxOptions, 'log'>} [options]
 * @returns {Promise<{ url: string, port: number, sandbox: import('./sandbox.mjs').Sandbox, close(): Promise<void> }>}
 */
export async function startServer(options = {}) {
  const { port = DEFAULT_PORT, host = '127.0.0.1', examplesDir, distDir, distCacheControl, distReady, log, ...sandboxOptions } = options;
  // log: a function, true for the console, false or absent for silence.
  const logLine = typeof log === 'function' ? log : log === true ? (/** @type {string} */ line) => console.log(line) : undefined;
  const roots = { examplesDir: resolve(examplesDir ?? join(ROOT, 'examples')), distDir: resolve(distDir ?? join(ROOT, 'dist')), distCacheControl, distReady };
  const sandbox = createSandbox({ ...sandboxOptions, log: logLine });
  const server = createServer(async (req, res) => {
    // Only local host names: a rebinding DNS name cannot reach the unauthenticated hooks.
    const hostName = (req.headers.host ?? '').replace(/:\d+$/, '');
    if (!LOCAL_HOSTS.includes(hostName)) return sendText(res, 421, 'Misdirected request');
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    try {
      if (sandbox.matches(url.pathname)) return await sandbox.handle(req, res);
      if (url.pathname === CHANGE_PASSWORD_URL) return send(res, 302, '', { Location: '/user/account-security' });
      await serveStatic(req, res, url, roots);
    } catch {
      sendJson(res, 500, { error: 'Server error' });
    }
  });
  const listening = await listen(server, port, host);
  return {
    url: `http://localhost:${listening.port}/`,
    port: listening.port,
    sandbox,
    close: () => {
      sandbox.close();
      return listening.close();
    },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = process.env.PORT ? Number(process.env.PORT) : DEFAULT_PORT;
  const { url } = await startServer({ port, log: true });
  console.log(`Demo storefront: ${url}`);
}
