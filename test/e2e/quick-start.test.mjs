// The README's Quick start on three origins (page, API, package), with the page's own config
// script late or cached: the loader and `/my-config.js` both `defer`, a header with no attributes
// (sandbox/storefront-origin.mjs `/quick-start.html`). Whatever the config script's timing, every
// request goes to the page, the configured API host or the package's CDN, never to a production
// host, and the console stays clean. Also: a page that configured some hosts and not the one a
// call uses is told once, naming the option.
import { after, afterEach, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { startServer } from '../../sandbox/server.mjs';
import { startStorefront } from '../../sandbox/storefront-origin.mjs';
import { chromeArgs, findChrome } from '../../scripts/chrome.mjs';

const PHONE = '91234567';
const PASSWORD = 'Mkt@2024go';
const NAME_LABEL = "SITI TAN'S ACCOUNT";

/** @type {any} */
let api;
/** @type {any} */
let storefront;
/** @type {import('playwright-core').Browser} */
let browser;
/** @type {import('playwright-core').BrowserContext} */
let context;
/** @type {import('playwright-core').Page} */
let page;
/** @type {string[]} console errors, warnings and uncaught errors */
let problems = [];
/** @type {string[]} */
let requested = [];

const apiOrigin = () => `http://localhost:${api.port}`;
const cdnOrigin = () => `http://127.0.0.1:${api.port}`;
const inPopup = (selector) => page.locator(`mkt-login-popup ${selector}`);
const loginLink = () => page.locator('mkt-header-account [part="login-link"]');
const accountLink = () => page.locator('mkt-header-account [part="account-link"]');

before(async () => {
  api = await startServer({ port: 0, log: () => {} });
  storefront = await startStorefront({ apiOrigin: apiOrigin(), cdnOrigin: cdnOrigin() });
  browser = await chromium.launch({ executablePath: findChrome(), args: chromeArgs });
});

after(async () => {
  await browser?.close();
  await storefront?.close();
  await api?.close();
});

beforeEach(async () => {
  await fetch(new URL('/__sandbox/reset', apiOrigin()), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  context = await browser.newContext();
  page = await context.newPage();
  problems = [];
  requested = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`console.${message.type()}: ${message.text()}`);
  });
  context.on('request', (request) => requested.push(request.url()));
});

afterEach(async () => {
  await context.close();
});

/** Every request went to the page, the API host or the CDN: none to a host the page did not configure. */
function assertConfiguredHostsOnly(what) {
  const allowed = new Set([new URL(storefront.url).origin, apiOrigin(), cdnOrigin()]);
  const elsewhere = requested.filter((url) => !url.startsWith('data:') && !allowed.has(new URL(url).origin));
  assert.deepEqual(elsewhere, [], `${what}: requests to hosts the page did not configure`);
  assert.ok(
    requested.some((url) => url.startsWith(`${apiOrigin()}/h5/`) && url.includes('getUser')),
    `${what}: the header's session check went to the configured gateway host`,
  );
}

/** Loads the Quick start page, logs in with the password, logs out from the account menu. */
async function walkQuickStart(search, what) {
  await page.goto(new URL(`quick-start.html?${search}`, storefront.url).href);
  await loginLink().waitFor();
  await page.evaluate(() => window.MktMemberElements.ready);
  await loginLink().click();
  await inPopup('input[autocomplete~="username"]').fill(PHONE);
  await inPopup('input[autocomplete="current-password"]').fill(PASSWORD);
  await inPopup('[part~="login-submit"]').click();
  await accountLink().waitFor();
  assert.equal(await accountLink().textContent(), NAME_LABEL, what);
  await accountLink().click();
  await page.locator('mkt-header-account [role="menuitem"]', { hasText: 'Log out' }).click();
  await loginLink().waitFor();
  assertConfiguredHostsOnly(what);
  assert.deepEqual(problems, [], `${what}: the console stays clean`);
}

for (const delay of [0, 300, 1500]) {
  test(`Quick start with the config script ${delay} ms late: password login and logout call only the configured hosts`, async () => {
    await walkQuickStart(`config-delay=${delay}`, `config ${delay} ms late`);
  });
}

test('Quick start with the config script from the HTTP cache: every call to the configured hosts', async () => {
  // The first view fills the cache; the second takes the config script from it.
  await page.goto(new URL('quick-start.html?config-cache=1', storefront.url).href);
  await loginLink().waitFor();
  requested = [];
  await walkQuickStart('config-cache=1', 'config from the cache');
  const transferred = await page.evaluate(() => performance.getEntriesByType('resource').find((entry) => entry.name.includes('/my-config.js'))?.transferSize);
  assert.equal(transferred, 0, 'the config script came from the HTTP cache');
});

test('a page that configured the gateway but not the member host is told once, naming memberHost', async () => {
  await page.route(/\/my-config\.js/, (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `window.MktMemberElements.configure({ env: 'sandbox', gatewayHost: '${apiOrigin()}', jsonpHost: '${apiOrigin()}' });`,
    }),
  );
  await page.goto(new URL('quick-start.html', storefront.url).href);
  await loginLink().waitFor();
  for (let attempt = 0; attempt < 2; attempt++) {
    if (!(await inPopup('input[autocomplete~="username"]').isVisible())) await loginLink().click();
    await inPopup('input[autocomplete~="username"]').fill(PHONE);
    await inPopup('input[autocomplete="current-password"]').fill(PASSWORD);
    await inPopup('[part~="login-submit"]').click();
    await page.locator('mkt-toast [part="toast"]').first().waitFor();
    await page.locator('mkt-toast [part="toast"]').first().waitFor({ state: 'detached', timeout: 10_000 });
  }
  const named = problems.filter((line) => line.includes('memberHost'));
  assert.equal(named.length, 1, problems.join('\n'));
  assert.match(named[0], /^console\.warning: \[mkt-member-elements\] configure\(\) named other hosts but not memberHost/);
  assert.equal(problems.filter((line) => /gatewayHost|jsonpHost/.test(line)).length, 0, 'the configured hosts are not named');
});
