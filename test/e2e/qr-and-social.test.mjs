// Journeys (issue 6 "Done when"): QR login confirmed from the sandbox's phone-app hooks, Google
// sign-in with the fake identity linked to Siti, and a third-party sign-up through REGISTER and
// AddPhone with the unregistered fake identity.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useDemo } from './harness.mjs';

/** Seeded plain account (Siti Tan), linked to the fake identity "siti". */
const PHONE = '91234567';
/** An SG number with no account, for the new account's AddPhone step. */
const NEW_PHONE = '87650077';
const SG_PREFIX = '65';
/** The journeys' QR poll interval is 0.5 s (harness.mjs): room for a slow machine. */
const QR_WAIT_MS = 20_000;

const demo = useDemo();

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(condition, what = 'condition', attempts = 50) {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const value = await condition();
    if (value) return value;
    await pause(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function openLogin(page, url) {
  await page.goto(url);
  await page.locator('mkt-header-account [part="login-link"]').click();
  await page.locator('mkt-login-popup [data-screen="login"]').waitFor({ state: 'attached' });
}

async function accountLabel(page) {
  const account = page.locator('mkt-header-account [part="account-link"]');
  await account.waitFor({ timeout: QR_WAIT_MS });
  return account.textContent();
}

test('QR login: open it from Login, scan and confirm from the phone-app hooks, end logged in', async () => {
  const { page, url } = demo;
  await openLogin(page, url);
  await page.locator('mkt-login-popup [part="login-qr-link"]').click();
  await page.locator('mkt-login-popup [data-screen="qrcode"]').waitFor({ state: 'attached' });
  await page.getByRole('heading', { name: 'Scan QR Code with the mobile app' }).waitFor();
  const canvas = page.locator('mkt-login-popup canvas[part="qr-code"][data-drawn]');
  await canvas.waitFor();

  // The phone app: find the code on screen among the sandbox's pending requests.
  const qrUrl = await canvas.getAttribute('data-qr-url');
  const pending = await waitFor(async () => {
    const list = await demo.sandbox('/__sandbox/qr');
    return list.find((request) => qrUrl.endsWith(`/${encodeURIComponent(request.requestId)}`));
  }, 'the QR request');
  const hook = `/__sandbox/qr/${encodeURIComponent(pending.requestId)}`;

  assert.equal((await demo.sandbox(`${hook}/scan`, {})).scanned, true);
  const scanned = page.locator('mkt-login-popup [part="qr-scanned"]');
  await scanned.waitFor({ timeout: QR_WAIT_MS });
  assert.equal(await scanned.textContent(), 'Please finish logging in on your mobile phone.');

  assert.equal((await demo.sandbox(`${hook}/confirm`, { account: PHONE })).status, 'SUCCESS');
  assert.equal(await accountLabel(page), "SITI TAN'S ACCOUNT");
  await page.locator('mkt-login-popup [data-screen]').waitFor({ state: 'detached' });
  await page.locator('mkt-toast [part="toast"]', { hasText: 'You are logged in' }).waitFor();
  assert.deepEqual(demo.problems, []);
});

test('Google sign-in with the fake identity linked to Siti ends logged in', async () => {
  const { page, url } = demo;
  await openLogin(page, url);
  await page.locator('mkt-login-popup button[data-provider="GOOGLE"]').click();
  await page.locator('[data-sandbox-chooser="google"] [data-sandbox-identity="siti"]').click();
  assert.equal(await accountLabel(page), "SITI TAN'S ACCOUNT");
  await page.locator('mkt-login-popup [data-screen]').waitFor({ state: 'detached' });
  assert.deepEqual(demo.problems, []);
});

test('third-party sign-up from Registry: terms first, then REGISTER and AddPhone for the unregistered identity', async () => {
  const { page, url } = demo;
  await page.goto(url);
  await page.locator('mkt-header-account [part="signup-link"]').click();
  await page.locator('mkt-login-popup [data-screen="registry"]').waitFor({ state: 'attached' });
  const google = page.locator('mkt-login-popup button[data-provider="GOOGLE"]');

  // Without the terms no provider opens.
  await google.click();
  await page.locator('mkt-login-popup [part="checkbox-error"]', { hasText: 'You should agree to our Terms of Use and Privacy Policy.' }).waitFor();
  assert.equal(await page.locator('[data-sandbox-chooser]').count(), 0);

  await page.locator('mkt-login-popup [part="checkbox-input"]').first().check();
  await google.click();
  await page.locator('[data-sandbox-chooser="google"] [data-sandbox-identity="new-shopper"]').click();
  // LOGIN answered PL_USER_LOGIN_OAUTH_NOT_EXIST, REGISTER created the account: add a phone next.
  await page.locator('mkt-login-popup [data-screen="add-phone"]').waitFor({ state: 'attached' });

  await page.locator('mkt-login-popup input[name="phone"]').fill(NEW_PHONE);
  await page.locator('mkt-login-popup [data-channel]').first().click();
  await page.locator('mkt-login-popup [data-screen="verify"]').waitFor({ state: 'attached' });
  const message = await waitFor(async () => {
    const { messages } = await demo.sandbox(`/__sandbox/outbox?to=${SG_PREFIX}${NEW_PHONE}`);
    return messages.at(-1);
  }, 'the AddPhone code');
  assert.equal(message.type, 'ADD_PHONE');
  await page.locator('mkt-login-popup [part="otp-box"]').first().click();
  await page.keyboard.type(message.code);
  assert.equal(await accountLabel(page), "NEW SHOPPER'S ACCOUNT");
  assert.deepEqual(demo.problems, []);
});

test('Facebook sign-in with the linked identity ends logged in', async () => {
  const { page, url } = demo;
  await openLogin(page, url);
  await page.locator('mkt-login-popup button[data-provider="FACEBOOK"]').click();
  await page.locator('[data-sandbox-chooser="facebook"] [data-sandbox-identity="siti"]').click();
  assert.equal(await accountLabel(page), "SITI TAN'S ACCOUNT");
  assert.deepEqual(demo.problems, []);
});
