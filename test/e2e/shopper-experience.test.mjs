// Issue 16 journeys: what a shopper meets on a whole page. The Login screen's header and its QR
// hint, the phone layout (a bottom sheet inside the viewport, above the on-screen keyboard, and
// pages without horizontal scroll at 360 px), values kept on the way back, and one message at a
// time for too many requests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useDemo } from './harness.mjs';
import { SEEDED } from './reliability-helpers.mjs';

const RETRY_LATER_TITLE = 'Too many requests, please try again later';
/** A number the sandbox has no account for: sign-up sends it a code. */
const NEW_PHONE = '91239876';

const demo = useDemo();
const inPopup = (page, selector) => page.locator(`mkt-login-popup ${selector}`);

/** The element's box in the viewport. */
const boxOf = (locator) => locator.boundingBox();
const overlaps = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function openLogin(page, url) {
  await page.goto(url);
  await page.locator('mkt-header-account [part="login-link"]').click();
  await inPopup(page, 'mkt-popup-view [part="login-title"]').waitFor();
}

test('Login at 1280x800 in English: a one-line title, one-line social buttons, and a QR hint that covers nothing and lets Escape close', async () => {
  const { page, url } = demo;
  await page.setViewportSize({ width: 1280, height: 800 });
  await openLogin(page, url);
  const title = inPopup(page, 'mkt-popup-view [part="login-title"]');
  const lineHeight = await title.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  assert.ok((await boxOf(title)).height < lineHeight * 1.5, 'the title is one line');
  const social = inPopup(page, 'mkt-popup-view [part~="third-party-google"], mkt-login-popup mkt-popup-view [part~="third-party-facebook"]');
  await social.first().waitFor();
  for (const button of await social.all()) {
    const label = button.locator('[part="button-label"]');
    const labelLine = await label.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    assert.ok((await boxOf(label)).height < labelLine * 1.5, `${await label.textContent()} is one line`);
  }
  // The hint shows after 1 s: above the dialog, clear of the title, the tabs and the close button.
  const hint = inPopup(page, 'mkt-popup-view [part="tooltip"]');
  await hint.waitFor({ state: 'visible', timeout: 3000 });
  const hintBox = await boxOf(hint);
  for (const part of ['[part="login-title"]', '[part="tab-list"]', '[part="dialog-close"]']) {
    assert.equal(overlaps(hintBox, await boxOf(inPopup(page, `mkt-popup-view ${part}`))), false, `the hint covers ${part}`);
  }
  // Escape while the hint shows closes the popup at once.
  await page.keyboard.press('Escape');
  await inPopup(page, 'mkt-popup-view [role="dialog"]').waitFor({ state: 'detached', timeout: 1000 });
  assert.deepEqual(demo.problems, []);
});

for (const pagePath of ['/', '/cms.html']) {
  test(`phone (360x740, touch) on ${pagePath}: no horizontal scroll, the popup is a sheet inside the viewport, and the keyboard never hides the field`, async () => {
    const { browser, url } = demo;
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    try {
      await page.goto(new URL(pagePath, url).href);
      await page.locator('mkt-header-account [part="login-link"]').waitFor();
      const widths = await page.evaluate(() => ({ scroll: document.scrollingElement.scrollWidth, view: window.innerWidth }));
      assert.ok(widths.scroll <= widths.view, `the page is ${widths.scroll} px wide in a ${widths.view} px viewport`);
      await page.locator('mkt-header-account [part="login-link"]').tap();
      const dialog = inPopup(page, 'mkt-popup-view [part="dialog"]');
      await dialog.waitFor();
      const box = await boxOf(dialog);
      assert.ok(box.x >= 0 && box.x + box.width <= 360 && box.y >= 0 && box.y + box.height <= 740, `the sheet ${JSON.stringify(box)} is inside the viewport`);
      assert.ok(Math.abs(box.y + box.height - 740) <= 1, 'the sheet sits on the bottom edge');
      const close = await boxOf(inPopup(page, 'mkt-popup-view [part="dialog-close"]'));
      assert.ok(close.x >= 0 && close.x + close.width <= 360 && close.y >= 0, 'the close button is inside the viewport');
      const field = inPopup(page, 'mkt-popup-view input[name="loginName"]');
      assert.equal(await field.evaluate((element) => parseFloat(getComputedStyle(element).fontSize)), 16, 'fields are 16 px (no zoom on focus)');
      // The on-screen keyboard takes the lower 320 px: the visual viewport shrinks and says so.
      await page.evaluate(() => {
        const viewport = window.visualViewport;
        Object.defineProperty(viewport, 'height', { configurable: true, get: () => 420 });
        viewport.dispatchEvent(new Event('resize'));
      });
      await page.waitForFunction(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        const rect = active?.getBoundingClientRect();
        return active?.getAttribute('name') === 'loginName' && rect.top >= 0 && rect.bottom <= 420;
      }, undefined, { timeout: 2000 });
    } finally {
      await context.close();
    }
  });
}

test('nothing typed is lost on the way back: sign-up keeps the phone and the ticked terms after Verify, and Forgot password starts from the typed name', async () => {
  const { page, url } = demo;
  await openLogin(page, url);
  await inPopup(page, 'mkt-popup-view [part="login-signup-link"]').click();
  const phone = inPopup(page, '[part="screen-registry"] input[name="phone"]');
  await phone.fill(NEW_PHONE);
  const terms = inPopup(page, '[part="screen-registry"] [part="checkbox-input"]').first();
  await terms.check();
  await inPopup(page, '[part="screen-registry"] [part~="channel-button-primary"]').click();
  await inPopup(page, '[data-screen="verify"]').waitFor({ state: 'attached' });
  await inPopup(page, '[part="change-number-link"]').click();
  await phone.waitFor();
  assert.equal(await phone.inputValue(), NEW_PHONE);
  assert.equal(await terms.isChecked(), true);

  // Login -> Forgot password carries the typed name over.
  await page.goto(url);
  await page.locator('mkt-header-account [part="login-link"]').click();
  await inPopup(page, 'input[name="loginName"]').fill('shopper@example.com');
  await inPopup(page, '[part="login-forgot-password"]').click();
  const name = inPopup(page, '[data-screen="forget-password"] input[autocomplete~="username"]');
  await name.waitFor();
  assert.equal(await name.inputValue(), 'shopper@example.com');
  // Back on Login, the name is still there.
  await inPopup(page, '[part="forget-password"] [part~="back-button"]').click();
  const loginName = inPopup(page, 'input[name="loginName"]');
  await loginName.waitFor();
  assert.equal(await loginName.inputValue(), 'shopper@example.com');
  assert.deepEqual(demo.problems, []);
});

for (const { what, call, act } of [
  {
    what: 'password login',
    call: 'login',
    act: async (page) => {
      await inPopup(page, 'input[name="loginName"]').fill(SEEDED.phone);
      await inPopup(page, 'input[name="password"]').fill(SEEDED.password);
      await inPopup(page, '[part~="login-submit"]').click();
    },
  },
  {
    what: 'sending a code',
    call: 'sendVerificationSms',
    act: async (page) => {
      await page.locator('mkt-login-popup [role="tab"]', { hasText: 'OTP' }).click();
      await inPopup(page, 'input[name="phone"]').fill(SEEDED.phone);
      await inPopup(page, '[data-channel="SMS"]').click();
    },
  },
]) {
  test(`429 on ${what}: the retry-later dialog, and no toast beside it`, async () => {
    const { page, url } = demo;
    await openLogin(page, url);
    await demo.sandbox('/__sandbox/faults', { match: call, fault: 'http429', times: 1 });
    await act(page);
    const dialogTitle = page.locator('mkt-login-popup [part="dialog-title"]', { hasText: RETRY_LATER_TITLE });
    await dialogTitle.waitFor();
    // A fixed 500 ms on purpose: the test proves no second dialog and no toast come in that time.
    await page.waitForTimeout(500);
    assert.equal(await dialogTitle.count(), 1, 'one dialog');
    assert.equal(await page.locator('mkt-toast [part="toast"]').count(), 0, 'no toast beside it');
    assert.deepEqual(demo.problems.filter((line) => !/Failed to load resource/.test(line)), []);
  });
}
