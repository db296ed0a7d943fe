// Issue 16: what the visual journeys share (visual.test.mjs: Login and its first steps;
// visual-flows.test.mjs: the screens further in). Screenshots are compared with committed
// baselines (test/e2e/baselines/) by pixelmatch. Fonts come from `npm test`
// (scripts/ensure-chrome.mjs installs the Noto fonts of our languages), motion is off, the caret
// hidden; what changes on its own is hidden or masked by the caller.
//   UPDATE_BASELINES=1 node --test test/e2e/visual*.test.mjs   writes the baselines after an intended change
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import pixelmatch from 'pixelmatch';
import { decodePng } from './png.mjs';

const BASELINES = new URL('./baselines/', import.meta.url);
const UPDATE = process.env.UPDATE_BASELINES === '1';
/** pixelmatch's per-pixel colour threshold, and the share of pixels that may differ (anti-aliasing). */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFFERING_SHARE = 0.002;
/** The QR code changes with every opening; the QR hint comes and goes on a timer. */
const STEADY = 'mkt-login-popup::part(qr-code) { visibility: hidden !important; }';
const STEADY_WITHOUT_HINT = 'mkt-login-popup::part(tooltip), mkt-login-popup::part(qr-code) { visibility: hidden !important; }';

export const LANGUAGES = ['en', 'th', 'ur'];
export const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
};

export const inPopup = (page, selector) => page.locator(`mkt-login-popup ${selector}`);

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

/**
 * Compares the page with baseline `name`, once fonts are in and two frames painted. The QR hint
 * is hidden unless `hint` (a shot taken while it shows, as the shopper meets it); a toast or an
 * open menu shows as it is.
 */
export async function shot(page, name, mask = [], { hint = false } = {}) {
  if (!hint) await page.mouse.move(0, 0);
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
  compare(name, await page.screenshot({ animations: 'disabled', caret: 'hide', style: hint ? STEADY : STEADY_WITHOUT_HINT, mask }));
}

/** A fresh sandbox, the demo in `lang`, and Login open with its provider buttons in. */
export async function openLogin(demo, page, url, lang) {
  await demo.sandbox('/__sandbox/reset', {});
  await page.goto(`${url}?lang=${lang}`);
  await page.locator('mkt-header-account [part="login-link"]').click();
  await inPopup(page, 'mkt-popup-view [part="login-title"]').waitFor();
  await inPopup(page, 'mkt-popup-view [part~="third-party-google"]').waitFor();
}

/** The newest code the sandbox "sent" to `to` (prefix + number, or an e-mail). */
export async function codeFor(demo, to) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { messages } = await demo.sandbox(`/__sandbox/outbox?to=${encodeURIComponent(to)}`);
    if (messages.length) return messages.at(-1).code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code for ${to}`);
}

export async function typeCode(page, code) {
  await inPopup(page, '[part="otp-box"]').first().click();
  await page.keyboard.type(code);
}
