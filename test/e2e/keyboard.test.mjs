// Journeys with the keyboard only (issue 10): page.keyboard, never the mouse or element.click().
// Password login, sign-in by code, forgot password and QR login from the demo header; the popup
// keeps focus inside (Tab / Shift+Tab wrap), Escape closes it and focus returns to the Login link.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useDemo } from './harness.mjs';

const PHONE = '91234567';
const PASSWORD = 'Mkt@2024go';
const EMAIL = 'shopper@example.com';

const demo = useDemo();

/** What has keyboard focus, looking through shadow roots. */
function focused(page) {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return null;
    const attr = (name) => active.getAttribute(name) ?? '';
    return {
      key: [active.tagName, attr('part'), attr('role'), attr('name'), attr('autocomplete'), attr('aria-label'), active.textContent.trim().slice(0, 40)].join('|'),
      part: attr('part'),
      role: attr('role'),
      name: attr('name'),
      autocomplete: attr('autocomplete'),
      selected: attr('aria-selected'),
      inDialog: Boolean(active.closest('[role="dialog"]')),
      screen: active.closest('[data-screen]')?.getAttribute('data-screen') ?? '',
    };
  });
}

/** Waits (without pressing anything) until focus matches. */
async function focusSettles(page, matches, what) {
  const deadline = Date.now() + 5000;
  let last;
  while (Date.now() < deadline) {
    last = await focused(page);
    if (last && matches(last)) return last;
    await page.waitForTimeout(50);
  }
  assert.fail(`focus never reached ${what}; last on ${JSON.stringify(last)}`);
}

/** Presses Tab (or Shift+Tab) until focus matches; fails after `max` presses. */
async function tabTo(page, matches, what, { shift = false, max = 30 } = {}) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (now && matches(now)) return now;
  }
  assert.fail(`${max} presses of ${shift ? 'Shift+Tab' : 'Tab'} never reached ${what}`);
}

/** From the top of the demo page: Tab to the header's Login link and open the popup with Enter. */
async function openLoginWithKeyboard(page, url) {
  await page.goto(url);
  // Each journey starts on the Password tab: forget the tab an earlier journey remembered (SPEC §2).
  await page.evaluate(() => localStorage.clear());
  await page.locator('mkt-header-account [part="login-link"]').waitFor();
  await tabTo(page, (f) => f.part === 'login-link', "the header's Login link");
  await page.keyboard.press('Enter');
  // The dialog puts focus on the login-name field of the Password tab.
  await focusSettles(page, (f) => f.inDialog && f.autocomplete === 'username webauthn', 'the login name field');
}

async function latestCode(to) {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const { messages } = await demo.sandbox(`/__sandbox/outbox?to=${encodeURIComponent(to)}`);
    if (messages.length > 0) return messages.at(-1).code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`no code sent to ${to}`);
}

async function expectLoggedIn(page) {
  const account = page.locator('mkt-header-account [part="account-link"]');
  await account.waitFor();
  assert.equal(await account.textContent(), "SITI TAN'S ACCOUNT");
}

test('password login with the keyboard only', async () => {
  const { page, url } = demo;
  await openLoginWithKeyboard(page, url);
  await page.keyboard.type(PHONE);
  await tabTo(page, (f) => f.autocomplete === 'current-password', 'the password field');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expectLoggedIn(page);
  assert.deepEqual(demo.problems, []);
});

test('sign-in by code (OTP tab) with the keyboard only', async () => {
  const { page, url } = demo;
  await openLoginWithKeyboard(page, url);
  // Back to the tab list; the arrow key selects the OTP tab (ARIA tabs pattern).
  const passwordTab = await tabTo(page, (f) => f.role === 'tab', 'the tab list', { shift: true });
  await page.keyboard.press('ArrowRight');
  await focusSettles(page, (f) => f.role === 'tab' && f.selected === 'true' && f.key !== passwordTab.key, 'the selected OTP tab');
  // The OTP form's code loads on first use (first journey of a cold page): a user sees the form
  // appear before tabbing into it.
  await page.locator('mkt-login-popup input[name="phone"]').waitFor();
  await tabTo(page, (f) => f.name === 'phone', 'the phone field');
  await page.keyboard.type(PHONE);
  // Enter sends with the first channel (SMS); Verify focuses the first code box.
  await page.keyboard.press('Enter');
  await focusSettles(page, (f) => f.screen === 'verify' && f.part === 'otp-box', 'the first code box');
  await page.keyboard.type(await latestCode(`65${PHONE}`));
  await expectLoggedIn(page);
  assert.deepEqual(demo.problems, []);
});

test('forgot password, code and new password with the keyboard only', async () => {
  const { page, url } = demo;
  await openLoginWithKeyboard(page, url);
  await tabTo(page, (f) => f.part === 'login-forgot-password', 'Forgot password');
  await page.keyboard.press('Enter');
  // The link went with the Login screen: focus moves to the new screen's field, not the page.
  await focusSettles(page, (f) => f.screen === 'forget-password' && f.autocomplete === 'username', 'the login name field of ForgetPassword');
  await page.keyboard.type(EMAIL);
  await page.keyboard.press('Enter');
  await focusSettles(page, (f) => f.part === 'otp-box', 'the first code box');
  await page.keyboard.type(await latestCode(EMAIL));
  await focusSettles(page, (f) => f.screen === 'reset-password' && f.autocomplete === 'new-password', 'the new password field');
  await page.keyboard.type('Fresh@2025go');
  await page.keyboard.press('Enter');
  // The success view replaces the form: focus lands on Go Shopping, still inside the popup.
  await focusSettles(page, (f) => f.inDialog && f.part.includes('go-shopping'), 'Go Shopping');
  await page.keyboard.press('Tab');
  assert.equal((await focused(page))?.inDialog, true);
  assert.deepEqual(demo.problems, []);
});

test('QR login opened with the keyboard only, finished on the phone', async () => {
  const { page, url, sandbox } = demo;
  await openLoginWithKeyboard(page, url);
  await tabTo(page, (f) => f.part === 'login-qr-link', 'the QR login link', { shift: true });
  await page.keyboard.press('Enter');
  await focusSettles(page, (f) => f.screen === 'qrcode' && f.inDialog, 'the Qrcode screen');
  await page.locator('mkt-login-popup canvas[part="qr-code"][data-drawn]').waitFor();
  const [request] = await sandbox('/__sandbox/qr');
  await sandbox(`/__sandbox/qr/${request.requestId}/scan`, {});
  await sandbox(`/__sandbox/qr/${request.requestId}/confirm`, { account: PHONE });
  await expectLoggedIn(page);
  assert.deepEqual(demo.problems, []);
});

test('the popup keeps focus inside: Tab from the last goes to the first, Shift+Tab back; Escape closes and focus returns to Login', async () => {
  const { page, url } = demo;
  await openLoginWithKeyboard(page, url);
  await page.locator('mkt-login-popup [part~="third-party-google"]').waitFor();
  // One full round of Tab: every stop is inside the dialog, and the round closes on itself.
  const stops = [];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    assert.equal(now?.inDialog, true, `Tab left the dialog after ${JSON.stringify(stops.at(-1))}`);
    if (stops.length > 0 && now.key === stops[0]) break;
    stops.push(now.key);
  }
  assert.ok(stops.length >= 6 && stops.length < 40, `no closed Tab round: ${stops.length} stops`);
  const first = stops[0];
  const last = stops.at(-1);
  // Focus is on the first stop again; Shift+Tab goes to the last one, Tab back to the first.
  await page.keyboard.press('Shift+Tab');
  assert.equal((await focused(page)).key, last);
  await page.keyboard.press('Tab');
  assert.equal((await focused(page)).key, first);
  await page.keyboard.press('Escape');
  await page.locator('mkt-login-popup [role="dialog"]').waitFor({ state: 'detached' });
  await focusSettles(page, (f) => f.part === 'login-link', "the header's Login link");
  assert.deepEqual(demo.problems, []);
});

test('Tab follows what the eye sees on Login: Close, QR and the tabs at the top come before the fields, Sign up last; opening still focuses the login name', async () => {
  const { page, url } = demo;
  await openLoginWithKeyboard(page, url);
  await page.locator('mkt-login-popup [part~="third-party-google"]').waitFor();
  const stop = (f) => (f.role === 'tab' ? `tab:${f.selected}` : f.name ? `field:${f.name}` : f.role === 'tabpanel' ? 'tabpanel' : f.part);
  // Back from the login name to the start of the dialog.
  const backwards = [];
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Shift+Tab');
    const now = await focused(page);
    backwards.push(stop(now));
    if (now.part === 'dialog-close') break;
  }
  assert.deepEqual(backwards, ['tabpanel', 'tab:true', 'login-qr-link', 'dialog-close']);
  // From the start of the dialog (the panel itself, where focus rests when a screen has nothing
  // to focus) forwards, in reading order: the title row, the tabs, the fields ... Sign up.
  await page.locator('mkt-login-popup [role="dialog"]').evaluate((dialog) => dialog.focus());
  const forwards = [];
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    const now = stop(await focused(page));
    if (forwards.includes(now)) break;
    forwards.push(now);
  }
  assert.deepEqual(forwards.slice(0, 6), ['dialog-close', 'login-qr-link', 'tab:true', 'tabpanel', 'field:loginName', 'field:password']);
  assert.equal(forwards.at(-1), 'login-signup-link', `Sign up ends the round: ${forwards.join(', ')}`);
  assert.deepEqual(demo.problems, []);
});

test('a click on the backdrop keeps focus in the dialog, so Escape still closes it (issue 16)', async () => {
  const { page, url } = demo;
  await page.goto(url);
  await page.locator('mkt-header-account [part="login-link"]').click();
  await page.locator('mkt-login-popup [data-screen="login"]').waitFor({ state: 'attached' });
  await page.locator('mkt-login-popup input[autocomplete~="username"]').fill(PHONE);
  // The backdrop, beside the dialog (the popup stays open: the mask does not close it).
  await page.mouse.click(5, 700);
  assert.equal((await focused(page))?.inDialog, true, 'focus stayed inside the dialog');
  await page.keyboard.press('Escape');
  await page.locator('mkt-login-popup [role="dialog"]').waitFor({ state: 'detached' });
  assert.deepEqual(demo.problems, []);
});
