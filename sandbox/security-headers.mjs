// Response headers shared by the static server and the sandbox's own HTML pages.

/**
 * Content-Security-Policy of every HTML page the server sends. One string so it can be tuned in
 * one place; the demo pages and the widget must work under it (no inline scripts, Trusted Types).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "require-trusted-types-for 'script'",
  'trusted-types mkt-markup mkt-script-url default',
].join('; ');

/**
 * The documentation site's pages (/docs/) run the same policy, and may also compile WebAssembly:
 * the site's search (Pagefind) matches in a WebAssembly module, and nothing else there needs it.
 */
export const DOCS_CONTENT_SECURITY_POLICY = CONTENT_SECURITY_POLICY.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'");

/** Headers every response carries. */
export const BASE_HEADERS = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
});

/** Extra headers of an HTML page. */
export const HTML_HEADERS = Object.freeze({
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
});
