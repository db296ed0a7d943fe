// <mkt-account-security> on the demo's /account.html, as a shopper walks it: the header's Log in,
// the element's buttons, the step-up dialog, the browser's passkey prompt (Chromium's virtual
// authenticator), and a second browser context as a second device. In English and Urdu, at
// 1280 x 800 and 360 x 740.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useDemo } from './harness.mjs';

const PHONE = '91234567';
const ACCOUNT = `65${PHONE}`;
const PASSWORD = 'Mkt@2024go';
const NEW_PASSWORD = 'Mkt@2025new';

const CASES = [
  { lang: 'en', viewport: { width: 1280, height: 800 } },
  { lang: 'ur', viewport: { width: 360, height: 740 } },
  { lang: 'en', viewport: { width: 360, height: 740 } },
  { lang: 'ur', viewport: { width: 1280, height: 800 } },
];

const demo = useDemo();

const pageUrl = (lang) => new URL(`/account.html?lang=${lang}`, demo.url).href;
const security = (page, selector) => page.locator(`mkt-account-security ${selector}`);
const section = (page, name) => security(page, `[data-section="${name}"]`);
const inPopup = (page, selector) => page.locator(`mkt-login-popup ${selector}`);
const toastText = async (page) => {
  const toast = page.locator('mkt-toast [part="toast"]');
  await toast.waitFor();
  return (await toast.textContent()).trim();
};

async function passwordLogin(page, password = PASSWORD) {
  await page.locator('mkt-header-account [part="login-link"]').click();
  await inPopup(page, 'input[autocomplete~="username"]').fill(PHONE);
  await inPopup(page, 'input[autocomplete="current-password"]').fill(password);
  await inPopup(page, '[part~="login-submit"]').click();
}

/** Logs in from the page's header; the element fills in without a reload. */
async function signIn(page, lang) {
  await page.goto(pageUrl(lang));
  await security(page, '[part~="log-in"]').waitFor();
  await passwordLogin(page);
  await section(page, 'devices').waitFor();
  await popupClosed(page);
}

/** The popup closes after a login, or offers a passkey first (where an authenticator is): "Not now". */
async function popupClosed(page) {
  const screen = await page.waitForFunction(() => {
    const popup = document.querySelector('mkt-login-popup');
    const view = popup?.shadowRoot?.querySelector('mkt-popup-view');
    const open = view?.shadowRoot?.querySelector('[data-screen]');
    return open ? open.getAttribute('data-screen') === 'passkey-offer' && 'offer' : 'closed';
  });
  if ((await screen.jsonValue()) === 'offer') {
    await inPopup(page, '[part~="passkey-not-now"]').click();
    await inPopup(page, '[data-screen]').waitFor({ state: 'detached' });
  }
}

/** The step-up dialog, answered with the password. */
async function verifyWithPassword(page, password = PASSWORD) {
  const dialog = security(page, '[part="step-up"]');
  await dialog.waitFor();
  await security(page, '[part="step-up-password"] input').fill(password);
  await security(page, '[part="step-up-password"] button[type="submit"]').click();
  await dialog.waitFor({ state: 'detached' });
}

async function addAuthenticator(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return {
    async remove() {
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
      await cdp.detach();
    },
  };
}

function recordChanges(page) {
  return page.evaluate(() => {
    window.__changes = [];
    document.querySelector('mkt-account-security').addEventListener('mkt-security-change', (event) => window.__changes.push(event.detail.kind));
  });
}

const changes = (page) => page.evaluate(() => window.__changes);

for (const { lang, viewport } of CASES) {
  const label = `${lang} ${viewport.width}x${viewport.height}`;

  test(`${label}: add a passkey, rename it, sign in with it, remove it after the password, then it no longer signs in`, async () => {
    const { page, context } = demo;
    await page.setViewportSize(viewport);
    const authenticator = await addAuthenticator(page);
    try {
      await signIn(page, lang);
      await recordChanges(page);
      const root = security(page, '[part~="root"]');
      assert.equal(await root.getAttribute('lang'), lang);
      assert.equal(await root.getAttribute('dir'), lang === 'ur' ? 'rtl' : 'ltr');

      await section(page, 'passkeys').locator('[part~="add-passkey"]').click();
      const row = section(page, 'passkeys').locator('[part~="passkey"]');
      await row.first().waitFor();
      assert.equal(await row.count(), 1);
      assert.match(await row.locator('[part="item-title"]').textContent(), /^Chrome on /, 'named after the device');
      if (lang === 'en') assert.equal(await toastText(page), 'Passkey added');

      // Rename: a name over 64 characters is refused at the field and kept.
      await row.locator('button').first().click();
      const nameField = row.locator('input[name="passkey-name"]');
      await nameField.fill('x'.repeat(65));
      await row.locator('button[type="submit"]').click();
      assert.equal(await nameField.getAttribute('aria-invalid'), 'true');
      assert.equal(await nameField.inputValue(), 'x'.repeat(65));
      await nameField.fill('My phone');
      await row.locator('button[type="submit"]').click();
      await row.locator('[part="item-title"]', { hasText: 'My phone' }).waitFor();
      const listed = await demo.sandbox(`/__sandbox/passkeys?account=${ACCOUNT}`);
      assert.equal(listed.length, 1);

      // Sign out, then in with the passkey (the popup's button).
      await context.clearCookies();
      await page.goto(pageUrl(lang));
      await page.locator('mkt-header-account [part="login-link"]').click();
      const passkeyButton = inPopup(page, '[part~="passkey-login"]');
      await passkeyButton.waitFor();
      if (!(await section(page, 'devices').isVisible())) await passkeyButton.click();
      await section(page, 'devices').waitFor();
      await popupClosed(page);
      await recordChanges(page);

      // Remove: confirmation, then the step-up with the password, then the list is empty.
      const passkeyRow = section(page, 'passkeys').locator('[part~="passkey"]');
      await passkeyRow.locator('button').nth(1).click();
      await security(page, '[part~="dialog"] [part~="button"]').last().click();
      await verifyWithPassword(page);
      await passkeyRow.waitFor({ state: 'detached' });
      if (lang === 'en') assert.equal(await toastText(page), 'Passkey removed');
      assert.deepEqual(await changes(page), ['passkey-removed']);
      assert.deepEqual(await demo.sandbox(`/__sandbox/passkeys?account=${ACCOUNT}`), []);
      // This device used that passkey last: the "Last used" memory forgets it.
      assert.equal((await context.cookies()).find((c) => c.name === 'mkt_last_login_type'), undefined);

      // The authenticator still holds it, but the server refuses it.
      await context.clearCookies();
      await page.goto(pageUrl(lang));
      await page.locator('mkt-header-account [part="login-link"]').click();
      await inPopup(page, '[part~="passkey-login"]').click();
      const refused = await toastText(page);
      assert.ok(refused.length > 0, 'the refusal is said');
      assert.equal(await page.locator('mkt-header-account [part="account-link"]').count(), 0, 'still signed out');
      assert.deepEqual(demo.problems, []);
    } finally {
      await authenticator.remove();
    }
  });

  test(`${label}: change the password; a wrong current one is said at the field; the old one then fails and the new one works elsewhere`, async () => {
    const { page, browser } = demo;
    await page.setViewportSize(viewport);
    await signIn(page, lang);
    await recordChanges(page);
    const password = section(page, 'password');
    await password.locator('[part~="change-password"]').click();
    const current = password.locator('input[name="current-password"]');
    await current.fill('Wrong@2024go');
    await password.locator('input[name="new-password"]').fill(NEW_PASSWORD);
    await password.locator('button[type="submit"]').click();
    await password.locator('input[name="current-password"][aria-invalid="true"]').waitFor();
    if (lang === 'en') assert.equal((await password.locator('[part="input-error"]').first().textContent()).trim(), 'The current password is incorrect.');
    assert.equal(await current.inputValue(), 'Wrong@2024go', 'what was typed stays');
    await current.fill(PASSWORD);
    await password.locator('button[type="submit"]').click();
    await password.locator('[part~="change-password"]').waitFor();
    assert.deepEqual(await changes(page), ['password-changed']);

    const fresh = await browser.newContext({ viewport });
    try {
      const other = await fresh.newPage();
      await other.goto(pageUrl(lang));
      await passwordLogin(other, PASSWORD);
      const refused = inPopup(other, '[part="input-error"]');
      await refused.waitFor();
      if (lang === 'en') assert.equal(await refused.textContent(), 'The account or password you entered is incorrect.');
      assert.equal(await other.locator('mkt-header-account [part="account-link"]').count(), 0, 'the old password fails');
      await inPopup(other, 'input[autocomplete="current-password"]').fill(NEW_PASSWORD);
      await inPopup(other, '[part~="login-submit"]').click();
      await section(other, 'devices').waitFor();
    } finally {
      await fresh.close();
    }
    assert.deepEqual(demo.problems, []);
  });

  test(`${label}: "Sign out of other devices" signs the other context out at its next check, and this one stays`, async () => {
    const { page, browser } = demo;
    await page.setViewportSize(viewport);
    const secondDevice = await browser.newContext({ viewport });
    try {
      const other = await secondDevice.newPage();
      await signIn(other, lang);
      await signIn(page, lang);
      const devices = section(page, 'devices').locator('[part~="device"]');
      await devices.nth(1).waitFor();
      assert.equal(await devices.count(), 2);
      assert.equal(await section(page, 'devices').locator('[part~="current-device"]').count(), 1);
      await recordChanges(page);

      await section(page, 'devices').locator('[part~="sign-out-others"]').click();
      await security(page, '[part~="dialog"] [part~="button"]').last().click();
      await verifyWithPassword(page);
      await devices.nth(1).waitFor({ state: 'detached' });
      assert.equal(await devices.count(), 1);
      assert.deepEqual(await changes(page), ['sessions-ended']);

      // The other device: its element's next check (the tab shown again) shows the signed-out state,
      // and the header there shows Log in after its page's check.
      await other.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await security(other, '[part~="log-in"]').waitFor();
      await other.reload();
      await other.locator('mkt-header-account [part="login-link"]').waitFor();
      // This device stays signed in.
      await page.reload();
      await section(page, 'devices').waitFor();
      await page.locator('mkt-header-account [part="account-link"]').waitFor();
    } finally {
      await secondDevice.close();
    }
    assert.deepEqual(demo.problems, []);
  });

  test(`${label}: unlink Google while the account keeps its password`, async () => {
    const { page } = demo;
    await page.setViewportSize(viewport);
    await signIn(page, lang);
    await recordChanges(page);
    const google = section(page, 'linked').locator('[data-provider="GOOGLE"]');
    await google.locator('button').click();
    await security(page, '[part~="dialog"] [part~="button"]').last().click();
    await verifyWithPassword(page);
    await page.waitForFunction(() => window.__changes?.includes('provider-unlinked'));
    if (lang === 'en') {
      assert.equal(await toastText(page), 'Google unlinked');
      assert.equal((await google.locator('[part="item-meta"]').textContent()).trim(), 'Not linked');
    }
    assert.deepEqual(demo.problems, []);
  });

  test(`${label}: signed out, the element explains itself; its Log in opens the popup and it fills in after the login`, async () => {
    const { page } = demo;
    await page.setViewportSize(viewport);
    await page.goto(pageUrl(lang));
    const logIn = security(page, '[part~="log-in"]');
    await logIn.click();
    await inPopup(page, 'input[autocomplete~="username"]').fill(PHONE);
    await inPopup(page, 'input[autocomplete="current-password"]').fill(PASSWORD);
    await inPopup(page, '[part~="login-submit"]').click();
    await section(page, 'passkeys').waitFor();
    await section(page, 'devices').locator('[part~="current-device"]').waitFor();
    assert.deepEqual(demo.problems, []);
  });
}
