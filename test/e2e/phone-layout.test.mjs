// Every screen on a phone (360 x 740, touch, 2x pixels) in English, Thai and Urdu, reached as a
// shopper reaches it (taps, the sandbox's accounts): every visible control lies inside the screen,
// is at least 44 x 44 CSS px, and is the element found at its own centre through the shadow roots
// (nothing covers it); no title leaves one word alone on its last line. Login (both tabs), Forgot (both steps), Reset, Sign up, Verify, Profile
// (both steps), the open account menu, Add phone, Change e-mail and Restore account. And a toast
// covers no control: not the popup's while it is open, not the storefront header's when it is not.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useDemo } from './harness.mjs';
import { controlProblems, coveredControls, openLogin as openLoginIn, orphanedTitles, usePhone } from './phone.mjs';
import { SEEDED, inPopup, pause, waitFor } from './reliability-helpers.mjs';

const demo = useDemo();
const phone = usePhone(demo);
const LANGUAGES = ['en', 'th', 'ur'];
/** Unregistered SG numbers, one per language (SG numbers are 8 digits starting 3, 6, 8 or 9). */
const NEW_PHONE = { en: '91239871', th: '91239872', ur: '91239873' };
/** Seeded: in its closure cool-off, a login leads to the restore page. */
const CLOSING_PHONE = '91230005';
/** The sandbox's accounts are SG numbers: every language is tried on the SG storefront. */
const openLogin = (page, lang) => openLoginIn(demo, page, lang, 'SG');
/** Long enough for a screen's entrance and a late hint to have come. */
const SETTLE_MS = 600;

/** The newest code the sandbox "sent" to `to` (prefix + number). */
async function codeFor(to) {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { messages } = await demo.sandbox(`/__sandbox/outbox?to=${encodeURIComponent(to)}`);
    if (messages.length) return messages.at(-1).code;
    await pause(100);
  }
  throw new Error(`no code for ${to}`);
}

/** Collects the problems of each screen met, and asserts none at the end (all reported at once). */
function screens() {
  const found = {};
  return {
    async check(name, host = 'mkt-login-popup', options = {}) {
      await pause(SETTLE_MS);
      const { checked, problems } = await controlProblems(phone.page, host, options);
      if (checked < 2) problems.push(`only ${checked} control(s) found`);
      // A title never leaves one word alone on its last line.
      problems.push(...(await orphanedTitles(phone.page, host)));
      if (problems.length) found[name] = problems;
    },
    done: () => assert.deepEqual(found, {}),
  };
}

const tap = (selector) => phone.page.locator(inPopup(selector)).first().tap();

async function typeCode(code) {
  await tap('[part="otp-box"]');
  await phone.page.keyboard.type(code);
}

for (const lang of LANGUAGES) {
  test(`${lang}: Login (both tabs), Forgot (both steps) and Reset fit a thumb`, async () => {
    const { page } = phone;
    const seen = screens();
    await openLogin(page, lang);
    await tap('[role="tab"]');
    await page.locator(inPopup('input[autocomplete="current-password"]')).waitFor();
    await seen.check('login, Password tab');
    await page.locator(inPopup('[role="tab"]')).nth(1).tap();
    await page.locator(inPopup('input[name="phone"]')).waitFor();
    await seen.check('login, OTP tab');
    await tap('[role="tab"]');
    await tap('[part~="login-forgot-password"]');
    const name = page.locator(inPopup('[data-screen="forget-password"] input[autocomplete~="username"]'));
    await name.waitFor();
    await seen.check('forgot password');
    await name.fill(SEEDED.phone);
    await tap('[data-screen="forget-password"] button[type="submit"]');
    await page.locator(inPopup('[part="otp-box"]')).first().waitFor();
    await seen.check('forgot password, code');
    await typeCode(await codeFor(`${SEEDED.prefix}${SEEDED.phone}`));
    await page.locator(inPopup('input[autocomplete="new-password"]')).waitFor();
    await seen.check('reset password');
    seen.done();
  });

  test(`${lang}: Sign up, Verify, Profile (both steps) and the open account menu fit a thumb`, async () => {
    const { page } = phone;
    const seen = screens();
    await openLogin(page, lang);
    await tap('[part~="login-signup-link"]');
    await page.locator(inPopup('[data-screen="registry"] input[name="phone"]')).waitFor();
    await seen.check('sign up');
    await page.locator(inPopup('input[name="phone"]')).fill(NEW_PHONE[lang]);
    await tap('[part="checkbox-input"]');
    await tap('[part~="channel-button-primary"]');
    await page.locator(inPopup('[data-screen="verify"] [part="otp-box"]')).first().waitFor();
    await seen.check('verify');
    await typeCode(await codeFor(`${SEEDED.prefix}${NEW_PHONE[lang]}`));
    await page.locator(inPopup('input[autocomplete="nickname"]')).waitFor();
    await seen.check('profile, first step');
    await page.locator(inPopup('input[autocomplete="nickname"]')).fill('Ana');
    await page.locator(inPopup('input[autocomplete="new-password"]')).fill('Fresh@2025go');
    await tap('button[type="submit"]');
    await page.locator(inPopup('[part="profile-complete-other"]')).waitFor();
    await seen.check('profile, second step');
    // The birthday's Year list open.
    await page.locator(inPopup('[part="select-trigger"]')).nth(1).tap();
    await page.locator(inPopup('[role="listbox"]:not([hidden])')).waitFor();
    await seen.check('profile, the Year list open');
    await page.locator(inPopup('[part="select-trigger"]')).nth(1).tap();
    await page.locator(inPopup('[role="listbox"]:not([hidden])')).waitFor({ state: 'detached' });
    await tap('[part~="fill-in-later"]');
    await page.locator(inPopup('[data-screen]')).waitFor({ state: 'detached' });
    await page.locator('mkt-header-account [part="account-link"]').tap();
    await page.locator('mkt-header-account [part~="account-menu-item"]').first().waitFor();
    await seen.check('the open account menu', 'mkt-header-account');
    seen.done();
  });

  test(`${lang}: Add phone after a Google sign-up fits a thumb`, async () => {
    const { page } = phone;
    const seen = screens();
    await openLogin(page, lang);
    await tap('[part~="third-party-google"]');
    await page.locator('[data-sandbox-chooser="google"] [data-sandbox-identity="new-shopper"]').tap();
    await page.locator(inPopup('[data-screen="add-phone"] input[name="phone"]')).waitFor();
    await seen.check('add phone');
    seen.done();
  });

  test(`${lang}: Change e-mail, as a member page opens it, fits a thumb`, async () => {
    const { page } = phone;
    const seen = screens();
    await openLogin(page, lang);
    await page.evaluate(() => document.querySelector('mkt-login-popup').open('change-email'));
    await page.locator(inPopup('[part="change-email"] input[type="email"]')).waitFor();
    // It opens over Login: what the shopper can use is the dialog on top.
    await seen.check('change e-mail', 'mkt-login-popup', { topmost: '[part="dialog-mask"]' });
    seen.done();
  });

  test(`${lang}: Restore account, after a login in the cool-off, fits a thumb`, async () => {
    const { page } = phone;
    const seen = screens();
    await openLogin(page, lang);
    await tap('[role="tab"]');
    await page.locator(inPopup('input[autocomplete~="username"]')).fill(CLOSING_PHONE);
    await page.locator(inPopup('input[autocomplete="current-password"]')).fill(SEEDED.password);
    await tap('[part~="login-submit"]');
    await page.waitForURL(/\/member\/close-account-restore\//);
    await page.locator('mkt-restore-account [part="restore-account-actions"] button').last().waitFor();
    await seen.check('restore account', 'mkt-restore-account');
    seen.done();
  });
}

for (const lang of LANGUAGES) {
  test(`${lang}: a toast covers neither the popup's controls nor the storefront's header`, async () => {
    const { page } = phone;
    const toast = page.locator('mkt-toast [part="toast"]');
    const onScreen = async () => {
      const r = await toast.evaluate((node) => JSON.parse(JSON.stringify(node.getBoundingClientRect())));
      return r.top >= 0 && r.bottom <= 740 && r.left >= 0 && r.right <= 360;
    };
    // The popup open: a server error on the login is said by a toast.
    await openLogin(page, lang);
    await tap('[role="tab"]');
    await page.locator(inPopup('input[autocomplete~="username"]')).fill(SEEDED.phone);
    await page.locator(inPopup('input[autocomplete="current-password"]')).fill(SEEDED.password);
    await demo.sandbox('/__sandbox/faults', { match: 'login', fault: 'http500', times: 1 });
    await tap('[part~="login-submit"]');
    await toast.waitFor();
    assert.equal(await onScreen(), true, 'the toast is on screen');
    const overPopup = await coveredControls(page, 'mkt-login-popup', { pageHeader: false });
    assert.ok(overPopup.checked >= 5, `${overPopup.checked} controls of the popup checked`);
    assert.deepEqual(overPopup.lines, [], 'no control of the popup is covered');
    await toast.waitFor({ state: 'detached' });

    // The popup closed (logged in): a failed logout from the header is said by a toast.
    await tap('[part~="login-submit"]');
    const label = page.locator('mkt-header-account [part="account-link"]');
    await label.waitFor();
    await page.locator(inPopup('[data-screen]')).waitFor({ state: 'detached' });
    await label.tap();
    await page.locator('mkt-header-account [part="account-menu"]').waitFor();
    await demo.sandbox('/__sandbox/faults', { match: 'logout', fault: 'http500', times: 1 });
    await page.locator('mkt-header-account [part~="account-menu-item"]').last().tap();
    await toast.waitFor();
    await waitFor(async () => !(await page.locator('mkt-header-account [part="account-menu"]').isVisible()), 'the menu closed');
    assert.equal(await onScreen(), true, 'the toast is on screen');
    const overPage = await coveredControls(page, 'mkt-header-account');
    assert.ok(overPage.checked >= 5, `${overPage.checked} controls of the header checked`);
    assert.deepEqual(overPage.lines, [], "no control of the storefront's header is covered");
  });
}
