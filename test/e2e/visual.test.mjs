// Issue 16: visual regression. The popup's main screens in English, Thai and Urdu, at 1280x800
// and at 360x740 (touch), compared with committed baselines (test/e2e/baselines/) by pixelmatch.
// Fonts come from `npm test` (scripts/ensure-chrome.mjs installs the Noto fonts of our languages),
// motion is off, the caret hidden; what changes on its own is hidden or masked: the QR code (a new
// request each time), the QR hint (shown on a timer) and Verify's countdown.
//   UPDATE_BASELINES=1 node --test test/e2e/visual.test.mjs   writes the baselines after an intended change
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import pixelmatch from 'pixelmatch';
import { useDemo } from './harness.mjs';
import { decodePng } from './png.mjs';

const BASELINES = new URL('./baselines/', import.meta.url);
const UPDATE = process.env.UPDATE_BASELINES === '1';
/** pixelmatch's per-pixel colour threshold, and the share of pixels that may differ (anti-aliasing). */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFFERING_SHARE = 0.002;
const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
};
const NEW_PHONE = '91239876';
const SITI_PHONE = '91234567';
const SITI_PASSWORD = 'Mkt@2024go';
const STEADY = 'mkt-login-popup::part(tooltip), mkt-login-popup::part(qr-code) { visibility: hidden !important; }';

const demo = useDemo();

const inPopup = (page, selector) => page.locator(`mkt-login-popup ${selector}`);

function compare(name, png) {
  const file = new URL(`${name}.png`, BASELINES);
  if (UPDATE || !existsSync(file)) {
    mkdirSync(BASELINES, { recursive: true });
    writeFileSync(file, png);
    assert.ok(UPDATE, `${name}: no baseline yet; wrote it (check it, then commit it)`);
    return;
  }
  const expected = decodePng(readFileSync(file));
  const actual = decodePng(png);
  assert.deepEqual([actual.width, actual.height], [expected.width, expected.height], `${name}: size`);
  const differing = pixelmatch(expected.rgba, actual.rgba, undefined, actual.width, actual.height, { threshold: PIXEL_THRESHOLD });
  const share = differing / (actual.width * actual.height);
  if (share > MAX_DIFFERING_SHARE) writeFileSync(new URL(`${name}.actual.png`, BASELINES), png);
  assert.ok(share <= MAX_DIFFERING_SHARE, `${name}: ${(share * 100).toFixed(2)} % of the pixels differ from the baseline (wrote ${name}.actual.png)`);
}

async function shot(page, name, mask = []) {
  await page.mouse.move(0, 0);
  // Fonts and images settled, two frames painted.
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
  compare(name, await page.screenshot({ animations: 'disabled', caret: 'hide', style: STEADY, mask }));
}

async function openLogin(page, url, lang) {
  await demo.sandbox('/__sandbox/reset', {});
  await page.goto(`${url}?lang=${lang}`);
  await page.locator('mkt-header-account [part="login-link"]').click();
  await inPopup(page, 'mkt-popup-view [part="login-title"]').waitFor();
  await inPopup(page, 'mkt-popup-view [part~="third-party-google"]').waitFor();
}

for (const lang of ['en', 'th', 'ur']) {
  for (const [size, options] of Object.entries(SIZES)) {
    test(`the popup's screens look as their baselines: ${lang}, ${size}`, async () => {
      const { browser, url } = demo;
      const context = await browser.newContext({ ...options, deviceScaleFactor: 1, reducedMotion: 'reduce' });
      const page = await context.newPage();
      try {
        await openLogin(page, url, lang);
        await shot(page, `login-${lang}-${size}`);

        await inPopup(page, '[part="login-signup-link"]').click();
        await inPopup(page, '[part="screen-registry"] [part~="third-party-google"]').waitFor();
        await shot(page, `registry-${lang}-${size}`);

        await inPopup(page, 'input[name="phone"]').fill(NEW_PHONE);
        await inPopup(page, '[part="checkbox-input"]').first().check();
        await inPopup(page, '[part~="channel-button-primary"]').click();
        await inPopup(page, '[data-screen="verify"] [part="otp-box"]').first().waitFor();
        await shot(page, `verify-${lang}-${size}`, [inPopup(page, '[part="resend-countdown"]')]);

        await openLogin(page, url, lang);
        await inPopup(page, '[part="login-forgot-password"]').click();
        await inPopup(page, '[data-screen="forget-password"] input[autocomplete~="username"]').waitFor();
        await shot(page, `forgot-password-${lang}-${size}`);

        await openLogin(page, url, lang);
        await inPopup(page, '[part="login-qr-link"]').click();
        await inPopup(page, '[part="qrcode"][data-qr-phase="waiting"]').waitFor();
        await shot(page, `qrcode-${lang}-${size}`);

        // Issue 18: the passkey offer after a password login (a platform authenticator present),
        // then Login again with the method used last marked.
        const cdp = await context.newCDPSession(page);
        await cdp.send('WebAuthn.enable');
        await cdp.send('WebAuthn.addVirtualAuthenticator', {
          options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
        });
        await openLogin(page, url, lang);
        await inPopup(page, 'input[autocomplete~="username"]').fill(SITI_PHONE);
        await inPopup(page, 'input[autocomplete="current-password"]').fill(SITI_PASSWORD);
        await inPopup(page, '[part~="login-submit"]').click();
        await inPopup(page, '[part="passkey-offer"]').waitFor();
        await shot(page, `passkey-offer-${lang}-${size}`);
        await inPopup(page, '[part~="passkey-not-now"]').click();
        await page.locator('mkt-header-account [part="account-link"]').click();
        await page.locator('mkt-header-account [part~="account-menu-item"]').last().click();
        await page.locator('mkt-header-account [part="login-link"]').click();
        await inPopup(page, 'mkt-popup-view [part~="passkey-login"]').waitFor();
        await inPopup(page, 'mkt-popup-view [part~="third-party-google"]').waitFor();
        await shot(page, `login-last-used-${lang}-${size}`);
      } finally {
        await context.close();
      }
    });
  }
}
