// Cross-origin answers as the real member and gateway hosts must give them: in production the
// storefront page (`www.`), the member and gateway hosts (`member.`) and the CDN are different
// origins, and every call carries cookies (SPEC §3 "Requests carry credentials"). A credentialed
// call needs the page's exact origin echoed (never `*`), `Access-Control-Allow-Credentials`, and
// `Vary: Origin` so a shared cache does not hand one origin's answer to another.

/** Methods the widget uses on the sandbox paths. */
export const CORS_METHODS = ['GET', 'POST', 'OPTIONS'];

/**
 * Request headers a page may send: every header of SPEC §3, the XHR marker of SPEC §6, the
 * JSON content type and the breached-password range API's padding request (pwned-range.mjs).
 */
export const CORS_REQUEST_HEADERS = [
  'Content-Type',
  'Accept',
  'X-Requested-With',
  'x-i18n-language',
  'x-i18n-regionID',
  'entrance',
  'x-uid',
  'x-ua',
  'x-umidtoken',
  'X-CSRF-TOKEN',
  'operateType',
  'oauthType',
  'Add-Padding',
];

/** How long a browser may reuse a preflight answer (seconds). */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** `http://localhost:<port>`, the dev servers of storefront engineers; no subdomain of it. */
const LOCALHOST_ORIGIN = /^http:\/\/localhost(?::\d{1,5})?$/;

/**
 * The extra origins a deployment allows, from a comma-separated list such as `SANDBOX_ORIGINS`.
 * Entries that are not a bare origin are dropped.
 * @param {string | undefined} list
 * @returns {string[]}
 */
export function parseAllowedOrigins(list) {
  const origins = [];
  for (const entry of (list ?? '').split(',')) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    try {
      const { origin } = new URL(trimmed);
      if (origin !== 'null' && origin === trimmed.replace(/\/$/, '')) origins.push(origin);
    } catch {
      // not a URL: ignored
    }
  }
  return origins;
}

/**
 * @param {string} origin      the request's Origin header
 * @param {string} ownOrigin   the sandbox's own origin, as the request reached it
 * @param {readonly string[]} extraOrigins
 */
export function isAllowedOrigin(origin, ownOrigin, extraOrigins) {
  return origin === ownOrigin || LOCALHOST_ORIGIN.test(origin) || extraOrigins.includes(origin);
}

/**
 * Adds the CORS headers to a sandbox response and answers preflights. Returns true when the
 * request has been answered (a preflight), false when the call goes on to its handler.
 * A request from an origin that is not allowed gets no CORS headers (the browser then keeps the
 * answer from the page) and one log line.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ ownOrigin: string, extraOrigins: readonly string[], log: (line: string) => void }} options
 */
export function applyCors(req, res, { ownOrigin, extraOrigins, log }) {
  res.setHeader('Vary', 'Origin');
  const origin = req.headers.origin;
  const preflight = req.method === 'OPTIONS';
  if (typeof origin !== 'string') {
    if (!preflight) return false;
    res.writeHead(204, { Allow: CORS_METHODS.join(', ') });
    res.end();
    return true;
  }
  const allowed = isAllowedOrigin(origin, ownOrigin, extraOrigins);
  if (!allowed) {
    log(`sandbox: refused cross-origin ${preflight ? 'preflight' : 'call'} from ${origin.slice(0, 200)} (not localhost, not in SANDBOX_ORIGINS)`);
    if (!preflight) return false;
    res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Origin not allowed');
    return true;
  }
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  if (!preflight) return false;
  res.writeHead(204, {
    'Access-Control-Allow-Methods': CORS_METHODS.join(', '),
    'Access-Control-Allow-Headers': CORS_REQUEST_HEADERS.join(', '),
    'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
  });
  res.end();
  return true;
}
