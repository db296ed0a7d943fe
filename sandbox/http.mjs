// Small helpers for node:http requests and responses (no framework: the same code runs inside
// the standalone server and inside web-test-runner's Koa server).
import { BASE_HEADERS, HTML_HEADERS } from './security-headers.mjs';

/** Largest request body the sandbox reads; bigger bodies get 413. */
export const MAX_BODY_BYTES = 64 * 1024;

export class HttpError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<string>}
 */
export async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'Request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {Record<string, string>}
 */
export function parseCookies(req) {
  /** @type {Record<string, string>} */
  const cookies = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq < 1) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string | Buffer} body
 * @param {Record<string, string | string[]>} headers
 */
export function send(res, status, body, headers) {
  if (res.headersSent || res.destroyed) return;
  res.writeHead(status, { ...BASE_HEADERS, 'Cache-Control': 'no-store', ...headers, 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} value
 * @param {Record<string, string | string[]>} [headers]
 */
export function sendJson(res, status, value, headers = {}) {
  send(res, status, JSON.stringify(value), { 'Content-Type': 'application/json; charset=utf-8', ...headers });
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string | string[]>} [headers]
 */
export function sendText(res, status, text, headers = {}) {
  send(res, status, text, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} html
 */
export function sendHtml(res, status, html, headers = {}) {
  send(res, status, html, { 'Content-Type': 'text/html; charset=utf-8', ...HTML_HEADERS, ...headers });
}

/**
 * Appends a Set-Cookie header without losing one set earlier in the same response.
 * @param {import('node:http').ServerResponse} res
 * @param {string} cookie
 */
export function appendSetCookie(res, cookie) {
  const previous = res.getHeader('Set-Cookie');
  const list = previous === undefined ? [] : Array.isArray(previous) ? previous : [String(previous)];
  res.setHeader('Set-Cookie', [...list, cookie]);
}

/**
 * @param {string} name
 * @param {string} value
 * @param {{ maxAgeSeconds?: number }} [options]
 */
export function sessionCookie(name, value, options = {}) {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  return parts.join('; ');
}

/**
 * Parses a JSON object; anything else (arrays, primitives, broken text) gives undefined.
 * @param {string} text
 * @returns {Record<string, unknown> | undefined}
 */
export function parseJsonObject(text) {
  try {
    const value = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * @param {unknown} value
 * @returns {string}
 */
export function str(value) {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** How long the servers keep an idle connection open (see listen()). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * Starts `server` on `port` (0: any free one) and `host`; resolves with the port it got and a
 * close() that also ends kept-alive connections (a test's browser may hold some open).
 * @param {import('node:http').Server} server
 * @param {number} port
 * @param {string} host
 * @returns {Promise<{ port: number, close(): Promise<void> }>}
 */
export async function listen(server, port, host) {
  // Idle connections stay open longer than a client keeps one for reuse (Node's fetch: 4 s),
  // so the client always closes first: a server closing at the same moment (Node's default is
  // 5 s, and a loaded machine runs timers late) resets a request the client just sent on it.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
  await new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolveListen(undefined));
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () =>
      new Promise((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose(undefined));
      }),
  };
}
