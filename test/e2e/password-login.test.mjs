// Journeys: password login from the demo header against the sandbox API (issue 4 "Done when").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useDemo } from './harness.mjs';

const PHONE = '91234567';
const PASSWORD = 'Mkt@2024go';
/** Seeded account whose password login answers COMPLETE_PASSWORD_FOR_LOGIN. */
const COMPLETE_PASSWORD_PHONE = '91230006';

const demo = useDemo();

/** Opens the popup from the header's Login link and fills the Password tab. */
async function openAndFill(page, loginName, password) {
  await page.locator('mkt-header-account [part="login-link"]').click();
  const name = page.locator('mkt-login-popup input[autocomplete~="username"]');
  await name.waitFor();
  await name.fill(loginName);
  await page.locator('mkt-login-popup input[autocomplete="current-password"]').fill(password);
  await page.locator('mkt-login-popup [part~="login-submit"]').click();
}

test('logging in from the demo header shows the account label without a page reload', async () => {
  const { page, url } = demo;
  await page.goto(url);
  await page.evaluate(() => {
    window.__sameDocument = true;
  });
  await openAndFill(page, PHONE, PASSWORD);
  const account = page.locator('mkt-header-account [part="account-link"]');
  await account.waitFor();
  assert.equal(await account.textContent(), "SITI TAN'S ACCOUNT");
  assert.equal(await page.evaluate(() => window.__sameDocument), true);
  await page.locator('mkt-login-popup [data-screen]').waitFor({ state: 'detached' });
  assert.deepEqual(demo.problems, []);
});

test("a wrong password shows the server's message under the password field and keeps the typed phone", async () => {
  const { page, url } = demo;
  await page.goto(url);
  await openAndFill(page, PHONE, 'Wrong@2024');
  const password = page.locator('mkt-login-popup input[autocomplete="current-password"]');
  const error = page.locator('mkt-login-popup [part="input-error"]');
  await error.waitFor();
  assert.equal(await error.textContent(), 'The account or password you entered is incorrect.');
  assert.equal(await password.getAttribute('aria-invalid'), 'true');
  assert.equal(await page.locator('mkt-toast [part="toast"]').count(), 0, 'a field error, not a toast');
  assert.equal(await page.locator('mkt-login-popup input[autocomplete~="username"]').inputValue(), PHONE);
  assert.equal(await password.inputValue(), 'Wrong@2024');
  assert.equal(await page.locator('mkt-header-account [part="login-link"]').count(), 1);
  // The right password then logs in; editing the field took the message away.
  await password.fill(PASSWORD);
  assert.equal(await error.count(), 0);
  await page.locator('mkt-login-popup [part~="login-submit"]').click();
  await page.locator('mkt-header-account [part="account-link"]').waitFor();
  assert.deepEqual(demo.problems, []);
});

test('an account without a password lands on the ResetPassword screen, told why it must set one', async () => {
  const { page, url } = demo;
  await page.goto(url);
  await openAndFill(page, COMPLETE_PASSWORD_PHONE, PASSWORD);
  await page.locator('mkt-login-popup [data-screen="reset-password"]').waitFor({ state: 'attached' });
  const description = page.locator('mkt-login-popup [part~="reset-password-description"]');
  assert.equal(await description.textContent(), 'You have no password yet. Set one to finish logging in; next time you can log in with it.');
  assert.equal(await description.isVisible(), true);
  assert.deepEqual(demo.problems, []);
});

test('a redirect off the allow-list ends on the account dashboard after login', async () => {
  const { page, url } = demo;
  await page.goto(`${url}?redirect=${encodeURIComponent('https://evil.example')}`);
  await openAndFill(page, PHONE, PASSWORD);
  await page.waitForURL((target) => target.pathname === '/user/account');
  assert.equal(new URL(page.url()).origin, new URL(url).origin);
  // A page loaded with the session cookie says "MY ACCOUNT" until get-user has named the shopper.
  const account = page.locator('mkt-header-account [part="account-link"]', { hasText: "SITI TAN'S ACCOUNT" });
  await account.waitFor();
  assert.equal(await account.textContent(), "SITI TAN'S ACCOUNT");
  assert.deepEqual(demo.problems, []);
});
