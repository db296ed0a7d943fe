// Issue 18: passkeys end to end, against the sandbox relying party, with Chromium's virtual
// authenticator (DevTools protocol: a CTAP2 platform authenticator with resident keys and user
// verification, which answers prompts by itself).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useDemo } from './harness.mjs';

const PHONE = '91234567';
const ACCOUNT = `65${PHONE}`;
const PASSWORD = 'Mkt@2024go';
const NAME_LABEL = "SITI TAN'S ACCOUNT";

const demo = useDemo();

const inPopup = (selector) => demo.page.locator(`mkt-login-popup ${selector}`);
const accountLink = () => demo.page.locator('mkt-header-account [part="account-link"]');

/** A platform authenticator on this page, removed again by the returned function. */
async function addAuthenticator() {
  const cdp = await demo.page.context().newCDPSession(demo.page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    async remove() {
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
      await cdp.send('WebAuthn.disable');
      await cdp.detach();
    },
  };
}

async function passwordLogin() {
  await demo.page.locator('mkt-header-account [part="login-link"]').click();
  await inPopup('input[autocomplete~="username"]').fill(PHONE);
  await inPopup('input[autocomplete="current-password"]').fill(PASSWORD);
  await inPopup('[part~="login-submit"]').click();
}

function recordLoginEvents(page) {
  return page.evaluate(() => {
    window.__logins = [];
    document.addEventListener('mkt-login-success', (event) => window.__logins.push(event.detail.loginType));
  });
}

test('password login, then "Create a passkey"; after cookies are cleared the passkey signs in', async () => {
  const { page, url, context } = demo;
  const authenticator = await addAuthenticator();
  try {
    await page.goto(url);
    await passwordLogin();
    // The offer comes before the popup closes; the header already shows the shopper.
    await inPopup('[part="passkey-offer"]').waitFor();
    assert.equal(await inPopup('[part="passkey-offer"] h2').textContent(), 'Log in faster next time');
    await accountLink().waitFor();
    await inPopup('[part~="passkey-create"]').click();
    const toast = page.locator('mkt-toast [part="toast"]');
    await toast.waitFor();
    assert.match(await toast.textContent(), /^Passkey created\./);
    await inPopup('[data-screen]').waitFor({ state: 'detached' });

    const held = await authenticator.credentials();
    assert.equal(held.length, 1, 'the authenticator holds one passkey');
    assert.equal(held[0].rpId, new URL(url).hostname);
    assert.equal(held[0].isResidentCredential, true);
    const listed = await demo.sandbox(`/__sandbox/passkeys?account=${ACCOUNT}`);
    assert.equal(listed.length, 1, 'the sandbox lists it');
    assert.ok(listed[0].credentialId && listed[0].createdAt);

    await context.clearCookies();
    await page.reload();
    await recordLoginEvents(page);
    await page.locator('mkt-header-account [part="login-link"]').click();
    const button = inPopup('[part~="passkey-login"]');
    await button.waitFor();
    assert.equal((await button.textContent()).trim(), 'Log in with a passkey');
    // The conditional request may already have signed in through autofill; else the button does.
    if (!(await accountLink().isVisible())) await button.click();
    await accountLink().waitFor();
    assert.equal(await accountLink().textContent(), NAME_LABEL);
    assert.deepEqual(await page.evaluate(() => window.__logins), ['PASSKEY']);
    const cookies = await context.cookies();
    assert.equal(cookies.find((c) => c.name === 'mkt_last_login_type')?.value, 'PASSKEY');
    // A passkey login is not offered a passkey.
    await inPopup('[data-screen]').waitFor({ state: 'detached' });
    assert.deepEqual(demo.problems, []);
  } finally {
    await authenticator.remove();
  }
});

test('"Not now" creates nothing, and the offer does not come again on this device', async () => {
  const { page, url, context } = demo;
  const authenticator = await addAuthenticator();
  try {
    await page.goto(url);
    await page.evaluate(() => localStorage.clear());
    await passwordLogin();
    await inPopup('[part~="passkey-not-now"]').click();
    await inPopup('[data-screen]').waitFor({ state: 'detached' });
    assert.equal(await accountLink().textContent(), NAME_LABEL);
    assert.deepEqual(await authenticator.credentials(), []);
    assert.deepEqual(await demo.sandbox(`/__sandbox/passkeys?account=${ACCOUNT}`), []);

    await context.clearCookies();
    await page.reload();
    await passwordLogin();
    await accountLink().waitFor();
    await inPopup('[data-screen]').waitFor({ state: 'detached' });
    assert.equal(await inPopup('[part="passkey-offer"]').count(), 0);
    assert.deepEqual(demo.problems, []);
  } finally {
    await page.evaluate(() => localStorage.clear());
    await authenticator.remove();
  }
});

test('an authenticator with no passkey: a short message, and the popup stays usable with what was typed', async () => {
  const { page, url } = demo;
  const authenticator = await addAuthenticator();
  try {
    await page.goto(url);
    await page.evaluate(() => localStorage.clear());
    await page.locator('mkt-header-account [part="login-link"]').click();
    await inPopup('input[autocomplete~="username"]').fill(PHONE);
    await inPopup('[part~="passkey-login"]').click();
    const toast = page.locator('mkt-toast [part="toast"]');
    await toast.waitFor();
    assert.equal(await toast.textContent(), 'The passkey request was cancelled or timed out. Please try again.');
    assert.equal(await inPopup('input[autocomplete~="username"]').inputValue(), PHONE);
    await inPopup('input[autocomplete="current-password"]').fill(PASSWORD);
    await inPopup('[part~="login-submit"]').click();
    await accountLink().waitFor();
    assert.deepEqual(demo.problems, []);
  } finally {
    await page.evaluate(() => localStorage.clear());
    await authenticator.remove();
  }
});

test('a passkey the server does not know gets its message, and the popup stays usable', async () => {
  const { page, url, context } = demo;
  const authenticator = await addAuthenticator();
  try {
    await page.goto(url);
    await page.evaluate(() => localStorage.clear());
    await passwordLogin();
    await inPopup('[part~="passkey-create"]').click();
    await inPopup('[data-screen]').waitFor({ state: 'detached' });
    assert.equal((await authenticator.credentials()).length, 1);
    // The server forgets it; the authenticator still offers it.
    await demo.sandbox('/__sandbox/reset', {});
    await context.clearCookies();
    await page.reload();
    await page.locator('mkt-header-account [part="login-link"]').click();
    const button = inPopup('[part~="passkey-login"]');
    await button.waitFor();
    const toast = page.locator('mkt-toast [part="toast"]');
    if (!(await toast.isVisible())) await button.click();
    await toast.waitFor();
    assert.match(await toast.textContent(), /not registered/);
    assert.equal(await page.locator('mkt-header-account [part="login-link"]').count(), 1);
    await inPopup('input[autocomplete~="username"]').fill(PHONE);
    await inPopup('input[autocomplete="current-password"]').fill(PASSWORD);
    await inPopup('[part~="login-submit"]').click();
    await accountLink().waitFor();
    assert.deepEqual(demo.problems, []);
  } finally {
    await page.evaluate(() => localStorage.clear());
    await authenticator.remove();
  }
});
