// Journeys against the demo server and the sandbox API: forgot / reset password,
// sign-up with profile completion, and restoring an account in its closure cool-off.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useDemo } from './harness.mjs';
import { recordStoredPasswords, storedPasswords } from './reliability-helpers.mjs';

const OLD_PASSWORD = 'Mkt@2024go';
const NEW_PASSWORD = 'Fresh#2025go';
const STEP_TIMEOUT_MS = 15000;

const demo = useDemo();

const popup = (page) => page.locator('mkt-login-popup');
const screen = (page, name) => page.locator(`mkt-login-popup [data-screen="${name}"]`);
const toastText = (page) => page.locator('mkt-toast [part="toast"]');

async function latestCode(to, type) {
  const { messages } = await demo.sandbox(`/__sandbox/outbox?to=${encodeURIComponent(to)}`);
  const matching = messages.filter((message) => !type || message.type === type);
  assert.ok(matching.length > 0, `no code was sent to ${to}`);
  return matching[matching.length - 1].code;
}

async function typeCode(page, code) {
  await page.locator('mkt-login-popup [part="otp-box"]').first().click();
  await page.keyboard.type(code);
}

async function openLogin(page) {
  await page.goto(demo.url);
  await page.locator('mkt-header-account [part="login-link"]').click();
  await screen(page, 'login').waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
}

async function passwordLogin(page, loginName, password) {
  await openLogin(page);
  await page.locator('mkt-login-popup input[autocomplete~="username"]').fill(loginName);
  await page.locator('mkt-login-popup input[autocomplete="current-password"]').fill(password);
  await page.locator('mkt-login-popup [part~="login-submit"]').click();
}

test('forgot password for 91234567: code from the outbox, new password, success view; the new password logs in, the old one does not', async () => {
  const { page, context } = demo;
  await openLogin(page);
  await page.locator('mkt-login-popup [part~="login-forgot-password"]').click();
  await screen(page, 'forget-password').waitFor({ state: 'attached' });
  await page.locator('mkt-login-popup input[autocomplete~="username"]').fill('91234567');
  await page.locator('mkt-login-popup button[type="submit"]').click();
  await page.locator('mkt-login-popup [part="otp-box"]').first().waitFor();
  await typeCode(page, await latestCode('6591234567', 'RESET_PASSWORD'));

  await screen(page, 'reset-password').waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
  // Password managers: the form names whose password this is, and the new one is handed to the browser.
  const username = page.locator('mkt-login-popup [data-screen="reset-password"] input[autocomplete="username"]');
  assert.equal(await username.inputValue(), '91234567');
  assert.equal(await username.isVisible(), false, 'hidden');
  await recordStoredPasswords(page);
  // A breached password is refused at the field (the range API's corpus), nothing reset.
  await page.locator('mkt-login-popup input[autocomplete="new-password"]').fill('Qwerty@123');
  await page.locator('mkt-login-popup button[type="submit"]').click();
  const refused = page.locator('mkt-login-popup [data-screen="reset-password"] [part="input-error"]');
  await refused.waitFor({ timeout: STEP_TIMEOUT_MS });
  assert.equal(await refused.textContent(), 'This password has appeared in a data breach, so others may know it. Choose a different one.');
  await page.locator('mkt-login-popup input[autocomplete="new-password"]').fill(NEW_PASSWORD);
  await page.locator('mkt-login-popup button[type="submit"]').click();
  await popup(page).getByText('Your password has been reset successfully!').waitFor({ timeout: STEP_TIMEOUT_MS });
  assert.deepEqual(await storedPasswords(page), [{ type: 'password', id: '91234567', password: NEW_PASSWORD }]);
  assert.match(await page.locator('mkt-login-popup [part~="go-shopping"]').textContent(), /^Go Shopping \(\d/);
  await Promise.all([page.waitForURL(demo.url, { timeout: STEP_TIMEOUT_MS }), page.locator('mkt-login-popup [part~="go-shopping"]').click()]);

  // A fresh visitor: the old password is refused, the new one logs in.
  await context.clearCookies();
  await passwordLogin(page, '91234567', OLD_PASSWORD);
  // The refusal is said under the password field.
  const refusal = page.locator('mkt-login-popup [part="input-error"]');
  await refusal.waitFor({ timeout: STEP_TIMEOUT_MS });
  assert.equal(await refusal.textContent(), 'The account or password you entered is incorrect.');
  assert.equal(await screen(page, 'login').count(), 1, 'the old password must not log in');
  await passwordLogin(page, '91234567', NEW_PASSWORD);
  await page.locator('mkt-header-account [part="account-link"]').waitFor({ timeout: STEP_TIMEOUT_MS });
  assert.equal(await page.locator('mkt-header-account [part="account-link"]').textContent(), "SITI TAN'S ACCOUNT");
  assert.deepEqual(demo.problems, []);
});

test('a new number signs up, completes both profile steps, and the header shows the nickname', async () => {
  const { page, context } = demo;
  await context.clearCookies();
  const phone = `8${String(Date.now()).slice(-7)}`;
  await page.goto(demo.url);
  await page.locator('mkt-header-account [part="signup-link"]').click();
  await screen(page, 'registry').waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
  await page.locator('mkt-login-popup input[autocomplete="tel-national"]').fill(phone);
  await page.locator('mkt-login-popup [part="checkbox-input"]').first().check();
  await page.locator('mkt-login-popup [part~="channel-button-primary"]').click();
  await page.locator('mkt-login-popup [part="otp-box"]').first().waitFor({ timeout: STEP_TIMEOUT_MS });
  await typeCode(page, await latestCode(`65${phone}`));

  await screen(page, 'profile-complete').waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
  await page.locator('mkt-login-popup input[autocomplete="nickname"]').fill('Journey Ana');
  await page.locator('mkt-login-popup input[autocomplete="new-password"]').fill(NEW_PASSWORD);
  await page.locator('mkt-login-popup button[type="submit"]').click();
  await popup(page).getByRole('heading', { name: 'Tell us more about yourself' }).waitFor({ timeout: STEP_TIMEOUT_MS });
  await page.locator('mkt-login-popup [part="select-trigger"]').first().click();
  await page.locator('mkt-login-popup [role="option"]', { hasText: 'Female' }).click();
  await page.locator('mkt-login-popup button[type="submit"]').click();

  await page.locator('mkt-header-account [part="account-link"]').waitFor({ timeout: STEP_TIMEOUT_MS });
  assert.equal(await page.locator('mkt-header-account [part="account-link"]').textContent(), "JOURNEY ANA'S ACCOUNT");
  // The sandbox stored step 2 too: the gateway getUser of this session answers the gender.
  const answer = await page.evaluate(async () => {
    const api = 'mtop.mkt.member.getUser';
    const query = new URLSearchParams({ appKey: '24600001', t: String(Date.now()), v: '1.0', type: 'originaljson', api, data: '{}' });
    const response = await fetch(`/h5/${api}/1.0/?${query}`, { credentials: 'include', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    return response.json();
  });
  assert.match(answer.ret[0], /^SUCCESS/);
  assert.equal(answer.data.gender, 'female');
  assert.equal(answer.data.name, 'Journey Ana');
  assert.deepEqual(demo.problems, []);
});

test('91230005 logs in into the cool-off page and restores the account there', async () => {
  const { page, context } = demo;
  await context.clearCookies();
  await passwordLogin(page, '91230005', OLD_PASSWORD);
  await page.waitForURL(/\/member\/close-account-restore\/\?token=/, { timeout: STEP_TIMEOUT_MS });
  const dialog = page.locator('mkt-restore-account [role="dialog"]');
  await dialog.getByText('Are you going to restore your account?').waitFor({ timeout: STEP_TIMEOUT_MS });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.getByText('Your account restored successfully').waitFor({ timeout: STEP_TIMEOUT_MS });
  assert.equal(await toastText(page).textContent(), 'Restore your account successfully');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await page.locator('mkt-restore-account').waitFor({ state: 'hidden' });
  await page.locator('mkt-header-account [part="account-link"]').waitFor({ timeout: STEP_TIMEOUT_MS });
  assert.equal(await page.locator('mkt-header-account [part="account-link"]').textContent(), "NUR CLOSING'S ACCOUNT");
  // Issue 16: the page says the account is restored (no dead end).
  assert.equal(await page.locator('#restore-title').textContent(), 'Your account is restored');

  // Restored for good: the next login goes straight in.
  await context.clearCookies();
  await passwordLogin(page, '91230005', OLD_PASSWORD);
  await page.locator('mkt-header-account [part="account-link"]').waitFor({ timeout: STEP_TIMEOUT_MS });
  assert.deepEqual(demo.problems, []);
});
