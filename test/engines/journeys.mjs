// The main journeys, walked in one engine per test file (firefox.test.mjs, webkit.test.mjs): one
// demo server and one browser for the file, the journeys in sequence. Each journey starts from a
// fresh sandbox with no cookies and no stored preferences, ends with no console error, uncaught
// error or unhandled rejection in the page, and saves a screenshot when it fails
// (test-results/engines/<engine>-<journey>.png).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { startServer } from '../../sandbox/server.mjs';
import { startStorefront } from '../../sandbox/storefront-origin.mjs';
import { signInElsewhere } from '../node/sandbox-http.mjs';

const PHONE = '91234567';
const PASSWORD = 'Mkt@2024go';
const SG_PREFIX = '65';
const ACCOUNT_LABEL = "SITI TAN'S ACCOUNT";
/** The sandbox polls QR status every 5 s (the SPEC sample): leave room for a few rounds. */
const QR_WAIT_MS = 25_000;
/** SPEC §9: the QR code's box. */
const QR_SIZE_PX = 120;
const JOURNEY_TIMEOUT_MS = 90_000;
const SCREENSHOTS = new URL('../../test-results/engines/', import.meta.url);

const LOGIN_LINK = 'mkt-header-account >>> [part="login-link"]';
const ACCOUNT_LINK = 'mkt-header-account >>> [part="account-link"]';
const popup = (selector) => `mkt-login-popup >>> ${selector}`;

/**
 * Opens a page and waits until it has settled: the demo configures the widget after fetching the
 * sandbox's settings (and only then fills its language list), and the header draws its links
 * anew when the page's session check or its attributes change. A click in between can land on a
 * link that is replaced under the pointer (pressed on the old one, released on the new one), so
 * the header's first link must stay the same element for half a second.
 */
async function visit(b, path) {
  await b.goto(path);
  await b.waitUntil(
    (page) => {
      if (document.readyState !== 'complete' || (document.getElementById('lang-select')?.options.length ?? 1) === 0) return false;
      const link = page.findAll('mkt-header-account >>> a, button')[0];
      const seen = window.__mktSettled;
      if (!link || seen?.link !== link) {
        window.__mktSettled = { link, since: performance.now() };
        return false;
      }
      return performance.now() - seen.since >= 500;
    },
    [],
    `${path} to settle`,
  );
}

/** Opens Login from the header and waits for its Password tab's field. */
async function openLogin(b) {
  await b.click(LOGIN_LINK);
  await b.waitFor(popup('input[autocomplete~="username"]'));
}

const SECURITY = (selector) => `mkt-account-security >>> ${selector}`;
const NEW_PASSWORD = 'Mkt@2025new';

/** The popup opened by something else than the header: waits for its field, then logs in. */
async function passwordLoginAfterOpen(b) {
  await b.waitFor(popup('input[autocomplete~="username"]'));
  await passwordLogin(b);
}

async function passwordLogin(b) {
  await b.fill(popup('input[autocomplete~="username"]'), PHONE);
  await b.fill(popup('input[autocomplete="current-password"]'), PASSWORD);
  await b.click(popup('[part~="login-submit"]'));
}

async function codeFromOutbox(b, phone) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { messages } = await b.sandbox(`/__sandbox/outbox?to=${SG_PREFIX}${phone}`);
    if (messages.length > 0) return messages.at(-1);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code reached ${phone}`);
}

/**
 * What the Urdu text of `path` is drawn in: its laid-out width against the width the same text
 * measures in each candidate family at the element's own size and weight. A family the browser
 * does not have measures as its fallback, so the candidates include DejaVu Sans, the family
 * Firefox on Linux gives `system-ui`.
 */
function measureUrdu(b, path, families) {
  return b.evaluate(
    (page, p, candidates) => {
      const el = page.findAll(p)[0];
      const range = document.createRange();
      range.selectNodeContents(el);
      const laidOut = [...range.getClientRects()].reduce((sum, rect) => sum + rect.width, 0);
      const style = getComputedStyle(el);
      const context = document.createElement('canvas').getContext('2d');
      const widths = {};
      for (const family of candidates) {
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} "${family}"`;
        widths[family] = context.measureText(el.textContent).width;
      }
      return { text: el.textContent, laidOut, widths };
    },
    path,
    families,
  );
}

const JOURNEYS = [
  [
    'password login from the header shows the account label',
    async (b) => {
      await visit(b, '/');
      await openLogin(b);
      await passwordLogin(b);
      assert.equal(await b.waitFor(ACCOUNT_LINK), ACCOUNT_LABEL);
      await b.waitGone(popup('[data-screen]'));
    },
  ],
  [
    'logout from the account menu leaves the shopper anonymous on the page',
    async (b) => {
      await visit(b, '/');
      await openLogin(b);
      await passwordLogin(b);
      await b.click(ACCOUNT_LINK);
      await b.click('mkt-header-account >>> [part~="account-menu-item"]', { text: 'Log out' });
      await b.waitFor(LOGIN_LINK);
      assert.equal(new URL(await b.evaluate(() => location.href)).pathname, '/');
      const me = await b.evaluate(() => fetch('/user/api/currentUser', { headers: { 'X-Requested-With': 'XMLHttpRequest' } }).then((r) => r.json()));
      assert.equal(me.errorCode?.key, 'NEED_LOGIN', 'the session ended on the member host');
    },
  ],
  [
    'OTP login over SMS with the code from the outbox',
    async (b) => {
      await visit(b, '/');
      await b.click(LOGIN_LINK);
      await b.click(popup('[role="tab"]'), { text: 'OTP' });
      await b.fill(popup('input[name="phone"]'), PHONE);
      await b.click(popup('[data-channel="SMS"]'));
      await b.waitFor(popup('[part="otp-box"]'));
      const message = await codeFromOutbox(b, PHONE);
      assert.equal(message.channel, 'SMS');
      await b.click(popup('[part="otp-box"]'));
      await b.type(message.code);
      assert.equal(await b.waitFor(ACCOUNT_LINK), ACCOUNT_LABEL);
    },
  ],
  [
    "the QR screen draws its 120 px code, and the phone app's confirmation logs in",
    async (b) => {
      await visit(b, '/');
      await openLogin(b);
      await b.click(popup('[part="login-qr-link"]'));
      await b.waitFor(popup('canvas[part="qr-code"][data-drawn]'));
      const code = await b.evaluate((page) => {
        const canvas = page.findAll('mkt-login-popup >>> canvas[part="qr-code"][data-drawn]')[0];
        const box = canvas.getBoundingClientRect();
        return { width: box.width, height: box.height, url: canvas.getAttribute('data-qr-url') };
      });
      assert.deepEqual([code.width, code.height], [QR_SIZE_PX, QR_SIZE_PX]);
      const pending = (await b.sandbox('/__sandbox/qr')).find((r) => code.url.endsWith(`/${encodeURIComponent(r.requestId)}`));
      assert.ok(pending, 'the code on screen is a pending QR request');
      const hook = `/__sandbox/qr/${encodeURIComponent(pending.requestId)}`;
      await b.sandbox(`${hook}/scan`, {});
      assert.equal(await b.waitFor(popup('[part="qr-scanned"]'), { timeout: QR_WAIT_MS }), 'Please finish logging in on your mobile phone.');
      assert.equal((await b.sandbox(`${hook}/confirm`, { account: PHONE })).status, 'SUCCESS');
      assert.equal(await b.waitFor(ACCOUNT_LINK, { timeout: QR_WAIT_MS }), ACCOUNT_LABEL);
    },
  ],
  [
    "a Thai popup speaks Thai, shows the server's Thai answer to a wrong password, then logs in",
    async (b) => {
      await visit(b, '/?region=SG&lang=th');
      await openLogin(b);
      assert.equal(await b.waitFor(popup('[part="login-title"]')), 'ยินดีต้อนรับ! โปรดเข้าสู่ระบบ');
      await b.fill(popup('input[autocomplete~="username"]'), PHONE);
      await b.fill(popup('input[autocomplete="current-password"]'), 'Wrong@2024');
      await b.click(popup('[part~="login-submit"]'));
      // The refusal is said under the password field (not in a toast).
      assert.equal(await b.waitFor(popup('[part="input-error"]')), 'บัญชีหรือรหัสผ่านที่คุณกรอกไม่ถูกต้อง');
      await b.fill(popup('input[autocomplete="current-password"]'), PASSWORD);
      await b.click(popup('[part~="login-submit"]'));
      await b.waitFor(ACCOUNT_LINK);
    },
  ],
  [
    'an Urdu popup reads right to left, drawn in an Arabic-script font (Noto Nastaliq Urdu)',
    async (b) => {
      await visit(b, '/?region=PK&lang=ur');
      await openLogin(b);
      assert.equal(await b.waitFor(popup('[part="login-title"]')), 'خوش آمدید! براہ کرم لاگ ان کریں');
      assert.equal(
        await b.evaluate((page) => getComputedStyle(page.findAll('mkt-login-popup >>> [part="login-title"]')[0]).direction),
        'rtl',
      );
      // Let the fonts the page asked for arrive before measuring.
      await b.evaluate(() => document.fonts.ready.then(() => true));
      for (const path of [popup('[part~="login-submit"] [part="button-label"]'), popup('[part="login-forgot-password"]')]) {
        const { text, laidOut, widths } = await measureUrdu(b, path, ['Noto Nastaliq Urdu', 'DejaVu Sans']);
        const nastaliq = widths['Noto Nastaliq Urdu'];
        const dejaVu = widths['DejaVu Sans'];
        assert.ok(Math.abs(nastaliq - dejaVu) > dejaVu * 0.05, `"${text}" measures apart in the two fonts (${nastaliq} / ${dejaVu})`);
        assert.ok(
          Math.abs(laidOut - nastaliq) <= Math.max(1, nastaliq * 0.01),
          `"${text}" is ${laidOut.toFixed(1)} px wide: Noto Nastaliq Urdu measures ${nastaliq.toFixed(1)} px, DejaVu Sans ${dejaVu.toFixed(1)} px`,
        );
      }
    },
  ],
  [
    'cms.html: one script tag and attributes log in from the header',
    async (b) => {
      await visit(b, '/cms.html');
      await openLogin(b);
      await passwordLogin(b);
      assert.equal(await b.waitFor(ACCOUNT_LINK), ACCOUNT_LABEL);
      assert.equal(await b.evaluate(() => typeof window.MktMemberElements?.configure), 'function');
    },
  ],
  [
    "the README's Quick start, config script late (0, 300, 1500 ms) or cached: every call to the configured hosts",
    async (b, { storefrontUrl, apiOrigin, cdnOrigin, serverLog }) => {
      const allowed = [new URL(storefrontUrl).origin, apiOrigin, cdnOrigin];
      for (const search of ['config-delay=0', 'config-delay=300', 'config-delay=1500', 'config-cache=1', 'config-cache=1']) {
        await b.clearSession();
        serverLog.length = 0;
        await visit(b, new URL(`quick-start.html?${search}`, storefrontUrl).href);
        await openLogin(b);
        if (search === 'config-delay=1500') {
          await passwordLogin(b);
          assert.equal(await b.waitFor(ACCOUNT_LINK), ACCOUNT_LABEL);
        }
        // What the page fetched, as the page itself saw it (Resource Timing, in every engine).
        const fetched = await b.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
        const elsewhere = fetched.filter((url) => !url.startsWith('data:') && !allowed.includes(new URL(url).origin));
        assert.deepEqual(elsewhere, [], `${search}: requests to hosts the page did not configure`);
        assert.ok(serverLog.some((line) => /^GET \/h5\/[^ ]*getuser/i.test(line)), `${search}: the header's session check reached the configured gateway`);
      }
    },
  ],
  // <mkt-account-security>: the steps that need no second browser and no authenticator (the engines'
  // drivers offer neither a second profile nor a virtual authenticator here); the passkey and
  // two-device walks run in Chromium (test/e2e/account-security.test.mjs).
  [
    'account security: signed out, its Log in opens the popup, and it fills in after the login',
    async (b) => {
      await visit(b, '/account.html');
      await b.click(SECURITY('[part~="log-in"]'));
      await passwordLoginAfterOpen(b);
      await b.waitFor(SECURITY('[data-section="devices"] [part~="current-device"]'));
      assert.equal(await b.waitFor(SECURITY('[part~="current-device"] [part="badge"]')), 'This device');
    },
  ],
  [
    'account security: change the password (a wrong current one said at the field); the other device is signed out, then only the new one logs in',
    async (b, { apiOrigin }) => {
      const otherDevice = await signInElsewhere(apiOrigin, PHONE, PASSWORD);
      await visit(b, '/account.html');
      await openLogin(b);
      await passwordLogin(b);
      await b.click(SECURITY('[part~="change-password"]'));
      // A breached new password is refused at its field, with the reason.
      await b.fill(SECURITY('input[name="current-password"]'), PASSWORD);
      await b.fill(SECURITY('input[name="new-password"]'), 'Qwerty@123');
      await b.click(SECURITY('[part="password-form"] button[type="submit"]'));
      assert.equal(await b.waitFor(SECURITY('[part="password-form"] [part="input-error"]')), 'This password has appeared in a data breach, so others may know it. Choose a different one.');
      // "Sign out of other devices" is ticked unless the shopper unticks it.
      assert.equal(await b.evaluate((page) => page.findAll('mkt-account-security >>> input[name="sign-out-others"]')[0]?.checked), true);
      await b.fill(SECURITY('input[name="current-password"]'), 'Wrong@2024go');
      await b.fill(SECURITY('input[name="new-password"]'), NEW_PASSWORD);
      await b.click(SECURITY('[part="password-form"] button[type="submit"]'));
      assert.equal(await b.waitFor(SECURITY('[part="password-form"] [part="input-error"]')), 'The current password is incorrect.');
      await b.fill(SECURITY('input[name="current-password"]'), PASSWORD);
      await b.click(SECURITY('[part="password-form"] button[type="submit"]'));
      await b.waitFor(SECURITY('[part~="change-password"]'));
      assert.equal(await otherDevice.signedIn(), false, 'the other device is signed out');
      await b.waitUntil((page) => page.findAll('mkt-account-security >>> [part~="device"]').length === 1, [], 'Devices lists this device alone');
      await b.clearSession();
      await visit(b, '/account.html');
      await openLogin(b);
      await passwordLogin(b);
      assert.equal(await b.waitFor(popup('[part="input-error"]')), 'The account or password you entered is incorrect.');
      await b.fill(popup('input[autocomplete="current-password"]'), NEW_PASSWORD);
      await b.click(popup('[part~="login-submit"]'));
      assert.equal(await b.waitFor(ACCOUNT_LINK), ACCOUNT_LABEL);
    },
  ],
  [
    'account security: unlink Google after the step-up with the password',
    async (b) => {
      await visit(b, '/account.html?lang=ur');
      await openLogin(b);
      await passwordLogin(b);
      await b.click(SECURITY('[data-provider="GOOGLE"] button'));
      await b.click(SECURITY('[part~="dialog"] [part="dialog-actions"] [part~="button"]:last-child'));
      await b.fill(SECURITY('[part="step-up-password"] input'), PASSWORD);
      await b.click(SECURITY('[part="step-up-password"] button[type="submit"]'));
      await b.waitGone(SECURITY('[part="step-up"]'));
      await b.waitUntil((page) => page.findAll('mkt-account-security >>> [data-provider="GOOGLE"] [part="item-meta"]')[0]?.textContent.trim() === 'منسلک نہیں', [], 'Google shown as not linked');
      assert.equal(await b.evaluate((page) => getComputedStyle(page.findAll('mkt-account-security >>> [part~="root"]')[0]).direction), 'rtl');
    },
  ],
];

const slug = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);

/** Registers the journeys for one engine: `launch(baseUrl)` from engines.mjs. */
export function runJourneys(launch) {
  const state = {};
  before(async () => {
    state.serverLog = [];
    state.server = await startServer({ port: 0, log: (line) => state.serverLog.length < 10_000 && state.serverLog.push(line) });
    // The Quick start journey's storefront: the page on an origin of its own, the package from the
    // sandbox as a CDN on a third (127.0.0.1).
    state.apiOrigin = new URL(state.server.url).origin;
    state.cdnOrigin = `http://127.0.0.1:${state.server.port}`;
    state.storefront = await startStorefront({ apiOrigin: state.apiOrigin, cdnOrigin: state.cdnOrigin });
    state.browser = await launch(state.server.url);
  });
  after(async () => {
    await state.browser?.close();
    await state.storefront?.close();
    await state.server?.close();
  });
  for (const [name, journey] of JOURNEYS) {
    test(name, { timeout: JOURNEY_TIMEOUT_MS }, async () => {
      const b = state.browser;
      try {
        await b.sandbox('/__sandbox/reset', {});
        await b.clearSession();
        await visit(b, '/');
        await b.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
          return true;
        });
        await b.takeProblems();
        await journey(b, { storefrontUrl: state.storefront.url, apiOrigin: state.apiOrigin, cdnOrigin: state.cdnOrigin, serverLog: state.serverLog });
        assert.deepEqual(await b.takeProblems(), [], `${b.name}: errors in the page`);
      } catch (error) {
        mkdirSync(SCREENSHOTS, { recursive: true });
        const file = new URL(`${b.name}-${slug(name)}.png`, SCREENSHOTS);
        await b.screenshot(file.pathname).catch(() => {});
        error.message += `\n(screenshot: ${file.pathname})`;
        throw error;
      }
    });
  }
}
