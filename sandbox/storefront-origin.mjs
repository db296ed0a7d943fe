// A storefront page on an origin of its own, as production has it: the page on `www.`, the
// member and gateway hosts on `member.`, the package on a CDN. `npm start` runs it beside the
// demo (README "Integrating on your own origins"), and the three-origin journeys drive it.
// The page is what a storefront engineer writes: the loader from the CDN, one configure() with
// `env: 'sandbox'` and the three hosts, the header and the toast, under a CSP that names exactly
// the origins the widget needs.
import { createServer } from 'node:http';
import { listen, send, sendText } from './http.mjs';

/**
 * The Content-Security-Policy a storefront page needs for the widget (README): scripts from the
 * CDN, calls to the member and gateway hosts, images from them (QR codes are data: URLs), frames
 * of the member host (second verification), and Trusted Types with the widget's policy names.
 * @param {{ apiOrigin: string, cdnOrigin: string }} origins
 */
export function storefrontCsp({ apiOrigin, cdnOrigin }) {
  return [
    "default-src 'self'",
    `script-src 'self' ${cdnOrigin} ${apiOrigin}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${apiOrigin}`,
    `connect-src 'self' ${apiOrigin} ${cdnOrigin}`,
    `frame-src ${apiOrigin}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types mkt-markup mkt-script-url default storefront-setup',
  ].join('; ');
}

/** The start of every page of this storefront, up to its title. */
const documentStart = (title) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="icon" href="data:,">
  <title>${title} — @mkt/member-elements</title>`;

/** The account page's content: the account-security section in the page's language. @param {string} lang */
const accountMain = (lang) => `<h1>Your account</h1>
    <mkt-account-security region="SG" lang="${lang}"></mkt-account-security>`;

/**
 * @param {{ apiOrigin: string, cdnOrigin: string, loaderAs: 'classic' | 'module' | 'shadow', lang?: string, account?: boolean }} options
 */
function page({ apiOrigin, cdnOrigin, loaderAs, lang = 'en', account = false }) {
  const loaderUrl = `${cdnOrigin}/dist/mkt-member-elements.js`;
  // configure() goes through the loader, so the page's setup script runs after it: both classic,
  // or both modules (modules run in order); from a shadow root, setup.js adds the loader itself.
  const loaderTag = loaderAs === 'classic' ? `<script src="${loaderUrl}"></script>` : loaderAs === 'module' ? `<script type="module" src="${loaderUrl}"></script>` : '';
  const setupTag = loaderAs === 'module' ? '<script type="module" src="/setup.js"></script>' : '<script src="/setup.js"></script>';
  const settings = JSON.stringify({ memberHost: apiOrigin, gatewayHost: apiOrigin, jsonpHost: apiOrigin, loaderUrl, loaderAs });
  return `${documentStart('Storefront on its own origin')}
  ${loaderTag}
  <script type="application/json" id="storefront-settings">${settings.replace(/</g, '\\u003c')}</script>
  ${setupTag}
  <style>
    body { font: 16px/1.5 system-ui, sans-serif; margin: 0; }
    header { display: flex; justify-content: space-between; align-items: center; padding: 12px 24px; border-bottom: 1px solid #ddd; }
    main { padding: 24px; max-width: 720px; }
  </style>
</head>
<body>
  <header>
    <strong>MKT Mall (storefront origin)</strong>
    <span id="account-slot"><mkt-header-account region="SG" lang="${lang}"></mkt-header-account></span>
  </header>
  <main>
    ${
      account
        ? accountMain(lang)
        : `<h1>Weekend deals</h1>
    <p>This page, the member and gateway hosts (${apiOrigin}) and the package (${cdnOrigin}) are three origins.</p>`
    }
  </main>
  <mkt-toast></mkt-toast>
</body>
</html>`;
}

/** The page's own script: configures the widget through the loader (strict CSP: no inline code). */
const SETUP_SCRIPT = `// What a storefront engineer writes: env and the three hosts, nothing else.
const settings = JSON.parse(document.getElementById('storefront-settings').textContent);
const configureWidget = () =>
  window.MktMemberElements.configure({ env: 'sandbox', memberHost: settings.memberHost, gatewayHost: settings.gatewayHost, jsonpHost: settings.jsonpHost });
if (settings.loaderAs === 'shadow') {
  // The loader inserted from a shadow root, where document.currentScript is null.
  const holder = document.createElement('div');
  document.documentElement.append(holder);
  const script = document.createElement('script');
  // Trusted Types: the page's own policy vouches for the one script URL it adds.
  const policy = window.trustedTypes?.createPolicy('storefront-setup', { createScriptURL: (url) => (url === settings.loaderUrl ? url : '') });
  script.src = policy ? policy.createScriptURL(settings.loaderUrl) : settings.loaderUrl;
  script.addEventListener('load', configureWidget);
  holder.attachShadow({ mode: 'open' }).append(script);
} else {
  configureWidget();
}
`;

/**
 * The README's Quick start, as a storefront engineer pastes it: the loader and the page's own
 * config script, both `defer`, and a header with no attributes, so the hosts come from
 * configure() alone. The config script may come late (`?config-delay=ms` on the page, which it
 * passes on) or from the HTTP cache (`?config-cache=1`).
 * @param {{ apiOrigin: string, cdnOrigin: string, search: URLSearchParams }} options
 */
function quickStartPage({ apiOrigin, cdnOrigin, search }) {
  const config = new URLSearchParams();
  for (const name of ['config-delay', 'config-cache']) if (search.has(name)) config.set(name, search.get(name) ?? '');
  return `${documentStart('Quick start')}
  <script src="${cdnOrigin}/dist/mkt-member-elements.js" defer></script>
  <script src="/my-config.js?${config}" defer></script>
</head>
<body>
  <header>
    <a href="/">Shop</a>
    <mkt-header-account></mkt-header-account>
  </header>
  <main><h1>Weekend deals</h1><p>The member and gateway hosts are ${apiOrigin}.</p></main>
  <mkt-toast></mkt-toast>
</body>
</html>`;
}

/** The Quick start's `/my-config.js`: env and the three hosts through the loader. */
const myConfigScript = (apiOrigin) => `window.MktMemberElements.configure(${JSON.stringify({ env: 'sandbox', memberHost: apiOrigin, gatewayHost: apiOrigin, jsonpHost: apiOrigin })});\n`;

/**
 * Starts the storefront page server. `/` loads the loader as a classic script, `/module.html` as
 * `type="module"`, `/shadow.html` from a shadow root; `/quick-start.html` is the README's Quick start;
 * `/account.html?lang=ur` is the account page with `<mkt-account-security>` (the classic loader).
 * @param {{ apiOrigin: string, cdnOrigin: string, port?: number, host?: string }} options
 * @returns {Promise<{ url: string, port: number, close(): Promise<void> }>}
 */
export async function startStorefront({ apiOrigin, cdnOrigin, port = 0, host = '127.0.0.1' }) {
  const csp = storefrontCsp({ apiOrigin, cdnOrigin });
  const server = createServer((req, res) => {
    const { pathname, searchParams: search } = new URL(req.url ?? '/', 'http://storefront');
    // Password managers send a shopper to this well-known URL to change a password: the account page.
    if (pathname === '/.well-known/change-password') return send(res, 302, '', { Location: '/account.html' });
    if (pathname === '/setup.js') return send(res, 200, SETUP_SCRIPT, { 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
    if (pathname === '/quick-start.html') {
      return send(res, 200, quickStartPage({ apiOrigin, cdnOrigin, search }), { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': csp, 'Cache-Control': 'no-cache' });
    }
    if (pathname === '/my-config.js') {
      const delay = Math.min(Number(search.get('config-delay')) || 0, 10_000);
      const cache = search.get('config-cache') === '1' ? 'max-age=3600' : 'no-store';
      setTimeout(() => send(res, 200, myConfigScript(apiOrigin), { 'Content-Type': 'application/javascript; charset=utf-8', 'Cache-Control': cache }), delay);
      return;
    }
    const loaderAs = pathname === '/' || pathname === '/account.html' ? 'classic' : pathname === '/module.html' ? 'module' : pathname === '/shadow.html' ? 'shadow' : undefined;
    if (!loaderAs) return sendText(res, 404, 'Not found');
    const lang = /^[a-z]{2}$/.test(search.get('lang') ?? '') ? /** @type {string} */ (search.get('lang')) : 'en';
    send(res, 200, page({ apiOrigin, cdnOrigin, loaderAs, lang, account: pathname === '/account.html' }), { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': csp, 'Cache-Control': 'no-cache' });
  });
  const listening = await listen(server, port, host);
  return { url: `http://localhost:${listening.port}/`, port: listening.port, close: listening.close };
}
