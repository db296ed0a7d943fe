// Issue 18: the method used last. A shopper who signed in one way finds that way selected, first
// and marked "Last used" the next time the popup opens on this device.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useDemo } from './harness.mjs';

const PHONE = '91234567';
const PASSWORD = 'Mkt@2024go';

const demo = useDemo();

const inPopup = (selector) => demo.page.locator(`mkt-login-popup ${selector}`);
const loginLink = () => demo.page.locator('mkt-header-account [part="login-link"]');
const accountLink = () => demo.page.locator('mkt-header-account [part="account-link"]');
const badges = () => inPopup('[part="last-used-badge"]');

async function codeFromOutbox() {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { messages } = await demo.sandbox(`/__sandbox/outbox?to=65${PHONE}`);
    if (messages.length) return messages.at(-1);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no code in the outbox');
}

async function logOut() {
  await accountLink().click();
  await demo.page.locator('mkt-header-account [part~="account-menu-item"]', { hasText: 'Log out' }).click();
  await loginLink().waitFor();
}

test('after a WhatsApp OTP login and a logout, the OTP tab is open and WhatsApp comes first, marked "Last used"', async () => {
  const { page, url } = demo;
  await page.goto(url);
  await loginLink().click();
  await inPopup('[role="tab"]').filter({ hasText: 'OTP' }).click();
  await inPopup('input[name="phone"]').fill(PHONE);
  // Before any login here: no badge anywhere.
  await inPopup('[data-channel="WHATSAPP"]').waitFor();
  assert.equal(await badges().count(), 0);
  await inPopup('[data-channel="WHATSAPP"]').click();
  await inPopup('[data-screen="verify"]').waitFor({ state: 'attached' });
  const message = await codeFromOutbox();
  assert.equal(message.channel, 'WHATSAPP');
  await inPopup('[part="otp-box"]').first().click();
  await page.keyboard.type(message.code);
  await accountLink().waitFor();
  await inPopup('[data-screen]').waitFor({ state: 'detached' });

  await logOut();
  await page.evaluate(() => localStorage.removeItem('mkt_login_tab'));
  await loginLink().click();
  const otpTab = inPopup('[role="tab"]').filter({ hasText: 'OTP' });
  await otpTab.waitFor();
  assert.equal(await otpTab.getAttribute('aria-selected'), 'true');
  assert.equal(await otpTab.locator('[part="last-used-badge"]').textContent(), 'Last used');
  const channels = inPopup('[data-channel]');
  await inPopup('[data-channel="WHATSAPP"]').waitFor();
  assert.equal(await channels.first().getAttribute('data-channel'), 'WHATSAPP', 'WhatsApp comes first');
  assert.match(await inPopup('[data-channel="WHATSAPP"]').getAttribute('part'), /channel-button-primary/);
  assert.equal(await inPopup('[data-channel="WHATSAPP"] [part="last-used-badge"]').textContent(), 'Last used');
  assert.equal(await inPopup('[data-channel="SMS"] [part="last-used-badge"]').count(), 0);
  assert.equal(await badges().count(), 2, 'the OTP tab and the WhatsApp button, nothing else');
  // The badge is part of the button's name for assistive technology.
  assert.match(await inPopup('[data-channel="WHATSAPP"]').evaluate((b) => b.textContent), /Last used/);
  assert.deepEqual(demo.problems, []);
});

test('after a password login the Password tab opens marked "Last used", in the pre-painted copy and in React\'s screen alike', async () => {
  const { page, url } = demo;
  await page.goto(url);
  await page.evaluate(() => localStorage.setItem('mkt_login_tab', 'otp'));
  await loginLink().click();
  // The remembered OTP tab: no copy is painted; log in by password.
  await inPopup('[role="tab"]').filter({ hasText: 'Password' }).click();
  await inPopup('input[autocomplete~="username"]').fill(PHONE);
  await inPopup('input[autocomplete="current-password"]').fill(PASSWORD);
  await inPopup('[part~="login-submit"]').click();
  await accountLink().waitFor();
  await logOut();
  await page.evaluate(() => localStorage.setItem('mkt_login_tab', 'otp'));
  await page.reload();
  await loginLink().click();
  const passwordTab = inPopup('[role="tab"]').filter({ hasText: 'Password' }).first();
  await passwordTab.waitFor();
  assert.equal(await passwordTab.getAttribute('aria-selected'), 'true', 'the method used last wins over the tab shown last');
  assert.equal(await passwordTab.locator('[part="last-used-badge"]').textContent(), 'Last used');
  await inPopup('mkt-popup-view [part="login-title"]').waitFor();
  await inPopup('mkt-popup-view [part~="third-party-google"]').waitFor();
  assert.equal(await inPopup('mkt-popup-view [part="last-used-badge"]').count(), 1);
  assert.deepEqual(demo.problems, []);
});

test('with Facebook used last, the Facebook button moves before Google and is marked; the OTP channel buttons are not', async () => {
  const { page, url } = demo;
  await page.goto(url);
  // What a Facebook login leaves behind (SPEC §3 last-login-type cookie); the site lists Google first.
  await page.evaluate(() => (document.cookie = 'mkt_last_login_type=FACEBOOK; path=/; max-age=600'));
  await page.reload();
  await loginLink().click();
  const providers = inPopup('[data-provider]');
  await inPopup('[data-provider="GOOGLE"]').waitFor();
  assert.deepEqual(await providers.evaluateAll((all) => all.map((b) => b.dataset.provider)), ['FACEBOOK', 'GOOGLE']);
  assert.equal(await inPopup('[data-provider="FACEBOOK"] [part="last-used-badge"]').textContent(), 'Last used');
  assert.equal(await inPopup('[data-provider="GOOGLE"] [part="last-used-badge"]').count(), 0);
  assert.equal(await inPopup('[role="tab"] [part="last-used-badge"]').count(), 0);
  await inPopup('[role="tab"]').filter({ hasText: 'OTP' }).click();
  await inPopup('[data-channel="SMS"]').waitFor();
  assert.equal(await inPopup('[data-channel] [part="last-used-badge"]').count(), 0);
  assert.deepEqual(demo.problems, []);
});
