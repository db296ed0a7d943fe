// Journeys on three origins, as production has them: the storefront page on one origin
// (http://localhost:<page port>), the member and gateway hosts on a second
// (http://localhost:<api port>) and the package from a CDN on a third (http://127.0.0.1:<api
// port>/dist/). The page is configured with `env: 'sandbox'` and the three hosts only
// (sandbox/storefront-origin.mjs), under a CSP that names exactly those origins.
import { after, before, beforeEach, afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import { startServer } from '../../sandbox/server.mjs';
import { startStorefront } from '../../sandbox/storefront-origin.mjs';
import { JOURNEY_QR_CLOCK } from './harness.mjs';
import { chromeArgs, findChrome } from '../../scripts/chrome.mjs';

const PHONE = '91234567';
const PASSWORD = 'Mkt@2024go';
const NAME_LABEL = "SITI TAN'S ACCOUNT";
/** SPEC §8: a failed call without the server's message. */
const NETWORK_MESSAGE = 'Network error';

/** @type {any} */
let api;
/** @type {any} */
let storefront;
/** @type {any} */
let refusedStorefront;
/** @type {import('playwright-core').Browser} */
let browser;
/** @type {import('playwright-core').BrowserContext} */
let context;
/** @type {import('playwright-core').Page} */
let page;
/** @type {string[]} */
let problems = [];
/** @type {{ url: string, method: string, headers: Record<string, string>, body: string }[]} */
let requests = [];
/** @type {string[]} */
const serverLog = [];

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const inPopup = (selector) => page.locator(`mkt-login-popup ${selector}`);
const accountLink = () => page.locator('mkt-header-account [part="account-link"]');

async function waitFor(condition, what, attempts = 100) {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const value = await condition();
    if (value) return value;
    await pause(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function hook(path, body) {
  const response = await fetch(new URL(path, api.url), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return text ? JSON.parse(text) : undefined;
}

before(async () => {
  api = await startServer({ port: 0, log: (line) => serverLog.push(line), ...JOURNEY_QR_CLOCK });
  const apiOrigin = `http://localhost:${api.port}`;
  const cdnOrigin = `http://127.0.0.1:${api.port}`;
  storefront = await startStorefront({ apiOrigin, cdnOrigin });
  // `evil.localhost` resolves to this machine in Chromium, but it is not an allowed origin.
  refusedStorefront = await startStorefront({ apiOrigin, cdnOrigin });
  browser = await chromium.launch({ executablePath: findChrome(), args: chromeArgs });
});

after(async () => {
  await browser?.close();
  await storefront?.close();
  await refusedStorefront?.close();
  await api?.close();
});

beforeEach(async () => {
  await hook('/__sandbox/reset', {});
  context = await browser.newContext();
  page = await context.newPage();
  problems = [];
  requests = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  context.on('request', (request) => requests.push({ url: request.url(), method: request.method(), headers: request.headers(), body: request.postData() ?? '' }));
});

afterEach(async () => {
  await context.close();
});

function assertCrossOriginCalls() {
  const apiOrigin = `http://localhost:${api.port}`;
  const calls = requests.filter((request) => request.url.startsWith(`${apiOrigin}/user/api/`) || request.url.startsWith(`${apiOrigin}/h5/`));
  assert.ok(calls.length > 0, 'the page called the member and gateway hosts');
  for (const call of calls) {
    assert.equal(call.headers['x-i18n-language'], 'en-SG', `${call.url} carries x-i18n-language`);
    assert.equal(call.headers['x-i18n-regionid'], 'SG', `${call.url} carries x-i18n-regionID`);
  }
  // SPEC §7: member calls carry the anti-forgery token as X-CSRF-TOKEN; code sends carry it in
  // their data.
  const posts = calls.filter((call) => call.method === 'POST' && !call.url.endsWith('/getCsrfToken'));
  assert.ok(posts.length > 0, 'a state-changing call went out');
  for (const post of posts) {
    const member = post.url.includes('/user/api/') && !post.url.includes('/user/api/passkey');
    if (member) assert.ok(post.headers['x-csrf-token'], `${post.url} carries X-CSRF-TOKEN`);
    else if (/sendCode|Otp|Code/i.test(post.url)) assert.ok(post.headers['x-csrf-token'] || /csrf/.test(post.body), `${post.url} carries the anti-forgery token`);
  }
  assert.ok(posts.some((post) => post.headers['x-csrf-token']), 'X-CSRF-TOKEN crossed origins');
  const cdn = requests.filter((request) => request.url.startsWith(`http://127.0.0.1:${api.port}/dist/`));
  assert.ok(cdn.some((request) => request.url.endsWith('/mkt-member-elements.js')), 'the loader came from the CDN origin');
  assert.ok(cdn.some((request) => /\/dist\/esm\/chunks\/react-/.test(request.url)), 'React came from the CDN origin');
}

async function passwordLogin() {
  await page.locator('mkt-header-account [part="login-link"]').click();
  await inPopup('input[autocomplete~="username"]').fill(PHONE);
  await inPopup('input[autocomplete="current-password"]').fill(PASSWORD);
  await inPopup('[part~="login-submit"]').click();
}

async function recordLogins() {
  await page.evaluate(() => {
    window.__logins = [];
    document.addEventListener('mkt-login-success', (event) => window.__logins.push(event.detail.loginType));
  });
}

test('password login and logout from a page on another origin than the API and the package', async () => {
  await page.goto(storefront.url);
  await recordLogins();
  await passwordLogin();
  await accountLink().waitFor();
  assert.equal(await accountLink().textContent(), NAME_LABEL);
  assert.deepEqual(await page.evaluate(() => window.__logins), ['PHONE']);
  assertCrossOriginCalls();
  // The session cookie of the member host comes with the next page view of the storefront.
  await page.reload();
  await accountLink().waitFor();

  await accountLink().click();
  await page.locator('mkt-header-account [role="menuitem"]', { hasText: 'Log out' }).click();
  await page.locator('mkt-header-account [part="login-link"]').waitFor();
  await page.reload();
  await page.locator('mkt-header-account [part="login-link"]').waitFor();
  assert.equal(await accountLink().count(), 0, 'still logged out after a reload');
  assert.deepEqual(problems, []);
});

test('OTP login over SMS with the code from the outbox, across origins', async () => {
  await page.goto(storefront.url);
  await recordLogins();
  await page.locator('mkt-header-account [part="login-link"]').click();
  await inPopup('[role="tab"]:has-text("OTP")').click();
  await inPopup('input[name="phone"]').fill(PHONE);
  await inPopup('[data-channel="SMS"]').click();
  await inPopup('[data-screen="verify"]').waitFor({ state: 'attached' });
  const message = await waitFor(async () => (await hook(`/__sandbox/outbox?to=65${PHONE}`)).messages.at(-1), 'the code');
  await inPopup('[part="otp-box"]').first().click();
  await page.keyboard.type(message.code);
  await accountLink().waitFor();
  assert.deepEqual(await page.evaluate(() => window.__logins), ['PHONE_OTP']);
  assertCrossOriginCalls();
  assert.deepEqual(problems, []);
});

test('QR login confirmed from the phone-app hooks, across origins', async () => {
  await page.goto(storefront.url);
  await page.locator('mkt-header-account [part="login-link"]').click();
  await inPopup('[part="login-qr-link"]').click();
  const canvas = inPopup('canvas[part="qr-code"][data-drawn]');
  await canvas.waitFor();
  const qrUrl = await canvas.getAttribute('data-qr-url');
  const pending = await waitFor(async () => (await hook('/__sandbox/qr')).find((request) => qrUrl.endsWith(`/${encodeURIComponent(request.requestId)}`)), 'the QR request');
  const qrHook = `/__sandbox/qr/${encodeURIComponent(pending.requestId)}`;
  await hook(`${qrHook}/scan`, {});
  assert.equal((await hook(`${qrHook}/confirm`, { account: PHONE })).status, 'SUCCESS');
  await accountLink().waitFor({ timeout: 15_000 });
  assert.equal(await accountLink().textContent(), NAME_LABEL);
  assert.deepEqual(problems, []);
});

test('a passkey created after a password login signs in again from the other origin', async () => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  await page.goto(storefront.url);
  await passwordLogin();
  await inPopup('[part~="passkey-create"]').click();
  await page.locator('mkt-toast [part="toast"]', { hasText: 'Passkey created.' }).waitFor();
  await inPopup('[data-screen]').waitFor({ state: 'detached' });

  await context.clearCookies();
  await page.reload();
  await recordLogins();
  await page.locator('mkt-header-account [part="login-link"]').click();
  const button = inPopup('[part~="passkey-login"]');
  await button.waitFor();
  // The autofill request may already have signed in; else the button does.
  if (await button.isVisible()) await button.click().catch(() => {});
  await accountLink().waitFor();
  assert.deepEqual(await page.evaluate(() => window.__logins), ['PASSKEY']);
  assert.deepEqual(problems, []);
});

test('the loader as type="module" and from a shadow root finds its files on the CDN', async () => {
  for (const path of ['module.html', 'shadow.html']) {
    await page.goto(new URL(path, storefront.url).href);
    await page.locator('mkt-header-account [part="login-link"]').waitFor();
    const missing = requests.filter((request) => request.url.includes('/esm/') && !request.url.startsWith(`http://127.0.0.1:${api.port}/dist/esm/`));
    assert.deepEqual(missing, [], `${path}: every module from the CDN's esm/ folder`);
    assert.equal(await page.evaluate(() => window.MktMemberElements?.ready.then(() => 'ready')), 'ready', path);
  }
  await passwordLogin();
  await accountLink().waitFor();
  assert.deepEqual(problems, []);
});

test('a page on an origin the API does not allow gets the network message, never a hang', async () => {
  const refusedUrl = `http://evil.localhost:${refusedStorefront.port}/`;
  await page.goto(refusedUrl);
  serverLog.length = 0;
  await page.locator('mkt-header-account [part="login-link"]').click();
  await inPopup('input[autocomplete~="username"]').fill(PHONE);
  await inPopup('input[autocomplete="current-password"]').fill(PASSWORD);
  const started = Date.now();
  await inPopup('[part~="login-submit"]').click();
  await page.locator('mkt-toast [part="toast"]', { hasText: NETWORK_MESSAGE }).waitFor({ timeout: 10_000 });
  console.log(`refused origin: the network message after ${Date.now() - started} ms`);
  assert.equal(await inPopup('input[autocomplete~="username"]').inputValue(), PHONE, 'what was typed stays');
  assert.ok(serverLog.some((line) => line.includes('refused cross-origin') && line.includes('http://evil.localhost')), serverLog.join('\n'));
  // The browser reports the blocked calls itself; the widget adds no uncaught error.
  assert.deepEqual(problems.filter((line) => line.startsWith('pageerror')), []);
});

/** Serves the storefront's setup.js with another configure() call. */
async function configureWith(optionsSource) {
  const hosts = `memberHost: 'http://localhost:${api.port}', gatewayHost: 'http://localhost:${api.port}', jsonpHost: 'http://localhost:${api.port}'`;
  await page.route(/\/setup\.js$/, (route) =>
    route.fulfill({ contentType: 'application/javascript', body: `window.MktMemberElements.configure({ ${hosts}, ${optionsSource} });` }),
  );
}

test("configure({ env: 'prod' }) is named in exactly one console error and never means production hosts", async () => {
  await configureWith("env: 'prod'");
  await page.goto(storefront.url);
  await page.locator('mkt-header-account [part="login-link"]').waitFor();
  await waitFor(() => problems.length > 0, 'a console error');
  // A fixed 500 ms on purpose: the test proves no second console error comes in that time.
  await pause(500);
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0], /configure\(\): env is "prod"; it must be one of "production", "pre", "daily", "sandbox"/);
  assert.deepEqual(requests.filter((request) => /mkt\.(sg|com)/.test(new URL(request.url).hostname)), [], 'no call to a production host');
});

test('configure({ rsaPublicKey: undefined }) is named once; a password submit without a usable key says so and throws nothing', async () => {
  await configureWith("env: 'production', rsaPublicKey: undefined");
  await page.goto(storefront.url);
  await page.locator('mkt-header-account [part="login-link"]').waitFor();
  await waitFor(() => problems.length > 0, 'a console error');
  // A fixed 500 ms on purpose: the test proves no second console error comes in that time.
  await pause(500);
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0], /configure\(\): rsaPublicKey is undefined/);
  await passwordLogin();
  await page.locator('mkt-toast [part="toast"]', { hasText: 'Your password could not be protected for sending. Please reload the page and try again.' }).waitFor();
  assert.equal(await inPopup('input[autocomplete="current-password"]').inputValue(), PASSWORD, 'what was typed stays');
  assert.deepEqual(problems.filter((line) => line.startsWith('pageerror')), []);
});
