// Size budgets (gzip bytes of the built dist/), checked by `npm test` (scripts/check-size.mjs).
// Each entry: which module graphs it measures and why the number is what it is (issue 9).
export const budgets = [
  {
    name: 'page load: header + toast + loader',
    // What every storefront page downloads before anyone clicks: the two light elements and
    // everything they import statically. React, jsencrypt and qrcode must not be in it.
    // The header's session check (cookie, then get-user) loads right after first paint, so it counts.
    entries: ['mkt-header-account.js', 'mkt-toast.js', 'dynamic:src/flows/page-session.ts'],
    maxGzipBytes: 12 * 1024,
    forbidden: ['react-dom', 'jsencrypt', 'qrcode'],
  },
  {
    name: 'first open: interactive Login screen',
    // Everything added when the popup first opens: React 19 (about 60-69 KB) plus our screens.
    entries: ['mkt-login-popup.js', 'dynamic:src/screens/popup-view.ts'],
    subtract: ['mkt-header-account.js', 'mkt-toast.js', 'dynamic:src/flows/page-session.ts'],
    maxGzipBytes: 90 * 1024,
    forbidden: ['jsencrypt', 'qrcode'],
  },
];
