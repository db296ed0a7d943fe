// On a desktop (1280 wide, a mouse): Login's QR hint as the shopper meets it, shown only where it
// covers nothing of the dialog (Close, the title, the tabs) and only while its QR button is in
// view; and details of the Urdu screens: the allowed symbols and the numbers of the password rules
// read in their own order inside right-to-left text, and the Login title beside the QR button
// takes at most two lines.
import { test, after, beforeEach, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { useDemo } from './harness.mjs';
import { openLogin } from './phone.mjs';
import { SEEDED, inPopup, pause, steady } from './reliability-helpers.mjs';

const demo = useDemo();
const DESKTOP = { viewport: { width: 1280, height: 800 } };

let desk;
let page;
after(async () => {
  await desk?.close();
});
beforeEach(async () => {
  desk ??= await demo.browser.newContext(DESKTOP);
  await desk.clearCookies();
  page = await desk.newPage();
});
afterEach(async () => {
  await page.close();
});

const rectOf = (locator) => locator.evaluate((node) => JSON.parse(JSON.stringify(node.getBoundingClientRect())));
const overlap = (a, b) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
const hint = () => page.locator(inPopup('[part~="tooltip"]'));

for (const lang of ['en', 'th', 'ur']) {
  test(`${lang}: the QR hint shows beside the dialog, inside the screen, over none of its controls`, async () => {
    await openLogin(demo, page, lang, 'SG');
    await hint().waitFor({ state: 'visible', timeout: 3000 });
    // Placed once its code is in, and no longer moving.
    await steady(hint());
    const bubble = await rectOf(hint());
    assert.ok(bubble.left >= 0 && bubble.top >= 0 && bubble.right <= 1280 && bubble.bottom <= 800, 'inside the screen');
    for (const part of ['dialog-close', 'login-title', 'login-qr-link', 'tab']) {
      const r = await rectOf(page.locator(inPopup(`[part~="${part}"]`)).first());
      assert.ok(!overlap(bubble, r), `the hint covers no ${part}`);
    }
    assert.ok(!overlap(bubble, await rectOf(page.locator(inPopup('[part="dialog"]')))), 'the hint hangs outside the dialog');
  });
}

test('on a short window the hint never covers Close or the title, at any moment', async () => {
  await page.setViewportSize({ width: 1280, height: 420 });
  await openLogin(demo, page, 'ur', 'SG');
  const dialog = page.locator(inPopup('[part="dialog"]'));
  // The hint's time: from 1 s after opening for 3 s.
  for (let i = 0; i < 25; i += 1) {
    if (await hint().isVisible()) {
      const bubble = await rectOf(hint());
      assert.ok(!overlap(bubble, await rectOf(dialog)), `at ${i * 200} ms the hint lies over the dialog`);
    }
    // Fixed steps on purpose: the hint is looked at throughout its time, at every step.
    await pause(200);
  }
});

test('the hint hides when its QR button scrolls out of view, and shows again when it is back', async () => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await openLogin(demo, page, 'en', 'SG');
  const dialog = page.locator(inPopup('[part="dialog"]'));
  await page.locator(inPopup('[part~="third-party-google"]')).waitFor();
  assert.ok(await dialog.evaluate((node) => node.scrollHeight > node.clientHeight + 60), 'the dialog scrolls on this window');
  // The pointer holds the hint open.
  await page.locator(inPopup('[part~="login-qr-link"]')).hover();
  await hint().waitFor({ state: 'visible' });
  await dialog.evaluate((node) => node.scrollBy(0, 60));
  await hint().waitFor({ state: 'hidden', timeout: 1000 });
  await dialog.evaluate((node) => node.scrollTo(0, 0));
  await hint().waitFor({ state: 'visible', timeout: 1000 });
});

/** Reset password in Urdu, reached through Forgot password with the code from the outbox. */
async function resetPasswordInUrdu() {
  await openLogin(demo, page, 'ur', 'SG');
  await page.locator(inPopup('[role="tab"]')).first().click();
  await page.locator(inPopup('[part~="login-forgot-password"]')).click();
  await page.locator(inPopup('[data-screen="forget-password"] input[autocomplete~="username"]')).fill(SEEDED.phone);
  await page.locator(inPopup('[data-screen="forget-password"] button[type="submit"]')).click();
  await page.locator(inPopup('[part="otp-box"]')).first().waitFor();
  let code;
  for (let attempt = 0; attempt < 50 && !code; attempt += 1) {
    const { messages } = await demo.sandbox(`/__sandbox/outbox?to=${SEEDED.prefix}${SEEDED.phone}`);
    code = messages.at(-1)?.code;
    if (!code) await pause(100);
  }
  await page.locator(inPopup('[part="otp-box"]')).first().click();
  await page.keyboard.type(code);
  await page.locator(inPopup('input[autocomplete="new-password"]')).waitFor();
}

/** The characters of `node`'s text from left to right as drawn (spaces and isolates left out). */
const drawnLeftToRight = (locator) =>
  locator.evaluate((node) => {
    const range = document.createRange();
    const letters = [];
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      for (let i = 0; i < text.length; i += 1) {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const box = range.getBoundingClientRect();
        if (box.width > 0 && text.data[i].trim()) letters.push({ letter: text.data[i], x: box.left + box.width / 2 });
      }
    }
    return letters.sort((a, b) => a.x - b.x).map((entry) => entry.letter).join('');
  });

test('ur: the allowed symbols of the password rules read in their own order', async () => {
  await resetPasswordInUrdu();
  const drawn = await drawnLeftToRight(page.locator(inPopup('[data-hint="symbols"]')));
  assert.ok(drawn.includes('~.!@#$%^&*<>'), `the symbols read ${JSON.stringify(drawn)}`);
});

test('ur: the numbers of a message read in their own order ("8 - 20", not "20 - 8")', async () => {
  await openLogin(demo, page, 'ur', 'SG');
  await page.locator(inPopup('[role="tab"]')).first().click();
  await page.locator(inPopup('input[autocomplete~="username"]')).fill(SEEDED.phone);
  await page.locator(inPopup('input[autocomplete="current-password"]')).fill('Ab1!');
  await page.locator(inPopup('[part~="login-submit"]')).click();
  const error = page.locator(inPopup('[part="input-error"]'));
  await error.waitFor();
  const drawn = await drawnLeftToRight(error);
  assert.ok(drawn.includes('8-20'), `the range reads ${JSON.stringify(drawn)}`);
});

test('ur: the Login title beside the QR button takes at most two lines at 1280 x 800', async () => {
  await openLogin(demo, page, 'ur', 'SG');
  const title = page.locator(inPopup('[part~="login-title"]'));
  const lines = await title.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });
  assert.ok(lines <= 2, `the title takes ${lines} lines`);
  assert.equal(await page.locator(inPopup('[part~="login-qr-link"]')).isVisible(), true, 'beside the QR button');
});
