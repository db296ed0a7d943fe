// <mkt-account-security> on the demo's /account.html, as a shopper walks it: the header's Log in,
// the element's buttons, the step-up dialog, the browser's passkey prompt (Chromium's virtual
// authenticator), and a second browser context as a second device. In English and Urdu, at
// 1280 x 800 and 360 x 740.
import { after, test, test as testOnce } from 'node:test';
import assert from 'node:assert/strict';
import { useDemo } from './harness.mjs';
import { startStorefront } from '../../sandbox/storefront-origin.mjs';
import { recordStoredPasswords, storedPasswords } from './reliability-helpers.mjs';

const PHONE = '91234567';
const ACCOUNT = `65${PHONE}`;
const PASSWORD = 'Mkt@2024go';
const NEW_PASSWORD = 'Mkt@2025new';
/** The Linked accounts row of a provider that is not linked (src/features/security/texts). */
const NOT_LINKED = { en: 'Not linked', ur: 'منسلک نہیں' };

const CASES = [
  { lang: 'en', viewport: { width: 1280, height: 800 } },
  { lang: 'ur', viewport: { width: 360, height: 740 } },
  { lang: 'en', viewport: { width: 360, height: 740 } },
  { lang: 'ur', viewport: { width: 1280, height: 800 } },
];

const demo = useDemo();

/**
 * The account page on the demo (one origin), or as production has it: the storefront page on its
 * own origin, the member host on a second and the package from a CDN on a third.
 */
let storefront;
let threeOrigins = false;
/** Started with the first walk that needs it, once the demo's server (the member host and the CDN) is up. */
async function useThreeOrigins() {
  const port = new URL(demo.url).port;
  storefront ??= await startStorefront({ apiOrigin: `http://localhost:${port}`, cdnOrigin: `http://127.0.0.1:${port}` });
  threeOrigins = true;
}
after(async () => {
  await storefront?.close();
});

const pageUrl = (lang) => new URL(`/account.html?lang=${lang}`, threeOrigins ? storefront.url : demo.url).href;
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

/**
 * Opens the account page signed in. The login is not what these walks are about (the walk
 * "signed out, the element explains itself ..." logs in through the element's own Log in): the
 * sandbox's sign-in hook gives the page's browser context its session on the member host (the
 * demo's server on both layouts).
 */
async function signIn(page, lang) {
  await demo.signIn(ACCOUNT, page.context());
  await page.goto(pageUrl(lang));
  await section(page, 'devices').waitFor();
}

/**
 * Signs in at `viewport` in `lang`, then asks to unlink Google and confirms: the step-up shows
 * (no proof is held yet). Answers Google's row.
 */
async function startUnlinkingGoogle(page, lang, viewport) {
  await page.setViewportSize(viewport);
  await signIn(page, lang);
  const google = section(page, 'linked').locator('[data-provider="GOOGLE"]');
  await google.locator('button').click();
  await security(page, '[part~="dialog"] [part~="button"]').last().click();
  return google;
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

/** The five walks of one language and size; `onThreeOrigins`: on the storefront's own origin. */
function walks({ lang, viewport }, onThreeOrigins) {
  const label = `${onThreeOrigins ? 'three origins, ' : ''}${lang} ${viewport.width}x${viewport.height}`;
  const test = (name, run) =>
    testOnce(name, async () => {
      if (onThreeOrigins) await useThreeOrigins();
      try {
        await run();
      } finally {
        threeOrigins = false;
      }
    });

  test(`${label}: add a passkey after the password (no prompt before it), rename it, sign in with it, remove it after the password, then it no longer signs in`, async () => {
    const { page, context } = demo;
    await page.setViewportSize(viewport);
    const authenticator = await addAuthenticator(page);
    try {
      await signIn(page, lang);
      await recordChanges(page);
      const root = security(page, '[part~="root"]');
      assert.equal(await root.getAttribute('lang'), lang);
      assert.equal(await root.getAttribute('dir'), lang === 'ur' ? 'rtl' : 'ltr');

      // A new way in: the verification comes first. The authenticator answers at once, so a
      // ceremony started before it would already have registered a passkey.
      await section(page, 'passkeys').locator('[part~="add-passkey"]').click();
      await security(page, '[part="step-up"]').waitFor();
      assert.deepEqual(await demo.sandbox(`/__sandbox/passkeys?account=${ACCOUNT}`), [], 'no passkey before the verification');
      await verifyWithPassword(page);
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

  test(`${label}: change the password; a wrong current one is said at the field; the other device is signed out (the default), this one stays; the old one then fails and the new one works elsewhere`, async () => {
    const { page, browser } = demo;
    await page.setViewportSize(viewport);
    const secondDevice = await browser.newContext({ viewport });
    const secondPage = await secondDevice.newPage();
    await signIn(secondPage, lang);
    await signIn(page, lang);
    await recordChanges(page);
    const devices = section(page, 'devices').locator('[part~="device"]');
    await devices.nth(1).waitFor();
    const password = section(page, 'password');
    await password.locator('[part~="change-password"]').click();
    // Password managers: the form names whose password this is (hidden), and the new one is handed to the browser.
    const username = password.locator('input[autocomplete="username"]');
    assert.equal(await username.inputValue(), PHONE);
    assert.equal(await username.isVisible(), false);
    await recordStoredPasswords(page);
    const signOutOthers = password.locator('input[name="sign-out-others"]');
    assert.equal(await signOutOthers.isChecked(), true, '"Sign out of other devices" is ticked');
    if (lang === 'en') assert.equal((await password.locator('[part="checkbox-label"]').textContent()).trim(), 'Sign out of other devices');
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
    assert.deepEqual(await storedPasswords(page), [{ type: 'password', id: PHONE, password: NEW_PASSWORD }], 'only the accepted change is stored');
    // The account hears of it on its phone, with the device it came from.
    const { messages } = await demo.sandbox(`/__sandbox/outbox?to=${ACCOUNT}`);
    const notices = messages.filter((message) => message.type === 'SECURITY_NOTICE');
    assert.deepEqual(notices.map((notice) => notice.change), ['password-changed', 'sessions-ended']);
    assert.match(notices[0].device, /^Chrome on /);
    // Devices, read again after the change, lists this device alone; the other one shows the
    // signed-out state at its next check, and this one stays signed in.
    await devices.nth(1).waitFor({ state: 'detached' });
    assert.equal(await section(page, 'devices').locator('[part~="current-device"]').count(), 1);
    await secondPage.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await security(secondPage, '[part~="log-in"]').waitFor();
    await secondDevice.close();
    await page.reload();
    await section(page, 'devices').waitFor();

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
      if (lang === 'en') assert.equal((await security(other, '[part="signed-out"] [role="status"]').textContent()).trim(), 'You were logged out on this device.');
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
    if (lang === 'en') assert.equal(await toastText(page), 'Google unlinked');
    // The list is read again after the change: Google's row says it is not linked.
    await google.locator('[part="item-meta"]', { hasText: NOT_LINKED[lang] }).waitFor();
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

// On the demo's origin: the sandbox's Google stands in for Google's own script there (the
// storefront origin's configuration loads Google's real one, which its CSP does not allow).
for (const { lang, viewport } of CASES) {
  test(`${lang} ${viewport.width}x${viewport.height}: with the proofs expired, Link asks to verify first, and the provider's step comes only after it`, async () => {
    const { page } = demo;
    const google = await startUnlinkingGoogle(page, lang, viewport);
    await verifyWithPassword(page);
    await google.locator('[part="item-meta"]', { hasText: NOT_LINKED[lang] }).waitFor();
    // Every proof ends; the page shown again holds none.
    await demo.sandbox('/__sandbox/expire-proofs', {});
    await page.reload();
    await recordChanges(page);
    await google.locator('button').click();
    await security(page, '[part="step-up"]').waitFor();
    const chooser = page.locator('[data-sandbox-chooser="google"]');
    assert.equal(await chooser.count(), 0, 'no provider step before the verification');
    await verifyWithPassword(page);
    await chooser.locator('[data-sandbox-identity="siti"]').click();
    await page.waitForFunction(() => window.__changes?.includes('provider-linked'));
    await google.locator('[part="item-meta"]', { hasText: /shopper@example\.com/ }).waitFor();
    assert.deepEqual(demo.problems, []);
  });
}

test('the well-known change-password URL leads to the account page, on the demo and on a storefront origin', async () => {
  const { page } = demo;
  for (const origin of [demo.url, (await useThreeOrigins(), storefront.url)]) {
    await page.goto(new URL('/.well-known/change-password', origin).href);
    await security(page, '[part~="log-in"]').waitFor();
    assert.match(page.url(), /\/(user\/account-security|account\.html)$/);
  }
  threeOrigins = false;
});

/** The new-password field's message for a breached password (src/i18n). */
const BREACHED_SAID = { en: 'This password has appeared in a data breach, so others may know it. Choose a different one.', ur: 'یہ پاس ورڈ ڈیٹا کی خلاف ورزی میں سامنے آ چکا ہے، اس لیے دوسرے اسے جان سکتے ہیں۔ کوئی اور پاس ورڈ چنیں۔' };
/** SHA-1 of Qwerty@123, upper-case hex: the range API may see its first 5 characters, no more. */
const QWERTY_SHA1 = '03072DF361CF6A6DBC90A41AE19BADC47CA2F079';

for (const { lang, viewport } of CASES) {
  test(`${lang} ${viewport.width}x${viewport.height}: a breached new password is refused at its field with the reason; nothing is sent but its hash's first 5 characters, and the old password still works`, async () => {
    const { page, browser } = demo;
    await page.setViewportSize(viewport);
    await signIn(page, lang);
    const sent = [];
    page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`));
    const password = section(page, 'password');
    await password.locator('[part~="change-password"]').click();
    await password.locator('input[name="current-password"]').fill(PASSWORD);
    const next = password.locator('input[name="new-password"]');
    await next.fill('Qwerty@123');
    await password.locator('button[type="submit"]').click();
    await password.locator('input[name="new-password"][aria-invalid="true"]').waitFor();
    const said = (await password.locator('[part="input-error"]').allTextContents()).map((text) => text.trim());
    assert.deepEqual(said, [BREACHED_SAID[lang]]);
    assert.equal(await next.inputValue(), 'Qwerty@123', 'what was typed stays');
    assert.ok(sent.some((line) => line.includes(`/__sandbox/pwned-range/${QWERTY_SHA1.slice(0, 5)} `)), 'the range was asked');
    assert.deepEqual(sent.filter((line) => line.includes('Qwerty@123') || line.includes(QWERTY_SHA1.slice(0, 6)) || line.includes('securityChangePassword')), []);
    // Editing the field takes the message away.
    await next.press('End');
    await next.press('x');
    assert.equal(await password.locator('[part="input-error"]').count(), 0);

    const fresh = await browser.newContext({ viewport });
    try {
      const other = await fresh.newPage();
      await other.goto(pageUrl(lang));
      await passwordLogin(other, PASSWORD);
      await section(other, 'devices').waitFor();
    } finally {
      await fresh.close();
    }
    assert.deepEqual(demo.problems, []);
  });
}

test('three origins: the range API is asked across origins from the storefront page, and a breached password is refused there too', async () => {
  const { page } = demo;
  await useThreeOrigins();
  try {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, 'ur');
    const asked = page.waitForRequest((request) => request.url().includes(`/__sandbox/pwned-range/${QWERTY_SHA1.slice(0, 5)}`));
    const password = section(page, 'password');
    await password.locator('[part~="change-password"]').click();
    await password.locator('input[name="current-password"]').fill(PASSWORD);
    await password.locator('input[name="new-password"]').fill('Qwerty@123');
    await password.locator('button[type="submit"]').click();
    assert.notEqual(new URL((await asked).url()).origin, new URL(page.url()).origin, 'on the member host, not the page');
    await password.locator('input[name="new-password"][aria-invalid="true"]').waitFor();
    assert.equal((await password.locator('[part="input-error"]').textContent()).trim(), BREACHED_SAID.ur);
    assert.deepEqual(demo.problems, []);
  } finally {
    threeOrigins = false;
  }
});

/** The step-up field's message once locked: "Too many wrong tries. Try again in m:ss." (src/features/security/texts). */
const LOCKED = { en: /^Too many wrong tries\. Try again in (\d+:\d\d)\.$/, ur: /^بہت زیادہ غلط کوششیں۔ (\d+:\d\d) بعد دوبارہ کوشش کریں۔$/ };

for (const { lang, viewport } of CASES) {
  test(`${lang} ${viewport.width}x${viewport.height}: five wrong passwords in the verification, then the right one, is refused at the field with the time left counting down; after it, the right one works`, async () => {
    const { page } = demo;
    const google = await startUnlinkingGoogle(page, lang, viewport);
    const field = security(page, '[part="step-up-password"] input');
    const submit = security(page, '[part="step-up-password"] button[type="submit"]');
    const message = security(page, '[part="step-up-password"] [part="input-error"]');
    const send = async (password) => {
      await field.fill(password);
      await Promise.all([page.waitForResponse('**/user/api/securityVerifyRecent'), submit.click()]);
    };
    for (let i = 0; i < 5; i++) await send('Wrong@2024go');
    await send(PASSWORD);
    await message.filter({ hasText: LOCKED[lang] }).waitFor();
    const first = LOCKED[lang].exec((await message.textContent()).trim())[1];
    assert.match(first, /^1[45]:\d\d$/, 'about 15 minutes left');
    await message.filter({ hasNotText: first }).waitFor({ timeout: 5000 });
    assert.match((await message.textContent()).trim(), LOCKED[lang], 'the time left counts down');
    assert.equal(await field.inputValue(), PASSWORD, 'what was typed stays');
    assert.equal(await google.locator('[part="item-meta"]').textContent().then((text) => text.includes(NOT_LINKED[lang])), false, 'nothing changed');
    // The lock's 15 minutes pass on the sandbox's clock.
    await demo.sandbox('/__sandbox/clock', { advanceMs: 15 * 60 * 1000 });
    await send(PASSWORD);
    await security(page, '[part="step-up"]').waitFor({ state: 'detached' });
    await google.locator('[part="item-meta"]', { hasText: NOT_LINKED[lang] }).waitFor();
    assert.deepEqual(demo.problems, []);
  });
}

for (const pair of CASES) walks(pair, false);
// Every walk on three origins too, in English on the desktop and Urdu on the phone.
for (const pair of CASES.slice(0, 2)) walks(pair, true);

test('offline while the lists reload: what was listed stays, the element says so, and Try again restores it; an unlink that failed changes nothing and succeeds on retry with the same verification', async () => {
  const { page } = demo;
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'en');
  const offline = (route) => route.abort('internetdisconnected');
  await page.route('**/user/api/security*', offline);
  // The tab shown again checks the lists.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const failed = security(page, '[part="load-failed"]');
  await failed.waitFor();
  assert.match(await failed.textContent(), /^We couldn't load this\. Check your connection and try again\./);
  assert.equal(await section(page, 'devices').locator('[part~="device"]').count(), 1, 'the list stays');
  await page.unroute('**/user/api/security*', offline);
  await failed.locator('button').click();
  await failed.waitFor({ state: 'detached' });

  // Unlink offline: the SPEC §8 message, Google still linked, the step-up's proof kept for the retry.
  await page.route('**/user/api/securityUnlinkProvider', offline);
  const google = section(page, 'linked').locator('[data-provider="GOOGLE"]');
  await google.locator('button').click();
  await security(page, '[part~="dialog"] [part~="button"]').last().click();
  await verifyWithPassword(page);
  assert.equal(await toastText(page), 'Network error');
  assert.equal((await google.locator('[part="item-meta"]').textContent()).trim(), 'Linked · shopper@example.com');
  await page.unroute('**/user/api/securityUnlinkProvider', offline);
  await recordChanges(page);
  await google.locator('button').click();
  await security(page, '[part~="dialog"] [part~="button"]').last().click();
  // A proof less than 5 minutes old: no second verification.
  await page.waitForFunction(() => window.__changes?.includes('provider-unlinked'));
  assert.equal(await security(page, '[part="step-up"]').count(), 0);
  // The browser itself logs each request it could not send; nothing else went wrong.
  assert.deepEqual(demo.problems.filter((line) => !line.includes('net::ERR_INTERNET_DISCONNECTED')), []);
});

test('the step-up by a one-time code: Send code by SMS, the code from the outbox, and the change goes on', async () => {
  const { page, browser } = demo;
  await page.setViewportSize({ width: 360, height: 740 });
  const secondDevice = await browser.newContext();
  try {
    await signIn(await secondDevice.newPage(), 'en');
    await signIn(page, 'en');
    await recordChanges(page);
    await section(page, 'devices').locator('[part~="sign-out-others"]').click();
    await security(page, '[part~="dialog"] [part~="button"]').last().click();
    await security(page, '[part~="step-up-channel"][data-channel="SMS"]').click();
    const boxes = security(page, '[part="otp-box"]');
    await boxes.first().waitFor();
    assert.match(await security(page, '[part="step-up-code"]').textContent(), /Enter the code sent to \+65 \*+4567/);
    const { messages } = await demo.sandbox(`/__sandbox/outbox?to=${ACCOUNT}`);
    const code = messages.findLast((message) => message.type === 'STEP_UP').code;
    // A wrong code is said at the boxes, which are cleared.
    await boxes.first().click();
    await page.keyboard.type(code === '000000' ? '111111' : '000000');
    await security(page, '[part="step-up-code"] [role="alert"]').waitFor();
    await page.keyboard.type(code);
    await page.waitForFunction(() => window.__changes?.includes('sessions-ended'));
    // The list is read again after the change: the other device leaves it.
    await section(page, 'devices').locator('[part~="device"]').nth(1).waitFor({ state: 'detached' });
    assert.equal(await section(page, 'devices').locator('[part~="device"]').count(), 1);
  } finally {
    await secondDevice.close();
  }
  assert.deepEqual(demo.problems, []);
});

test('the step-up by a passkey: after adding one, unlinking Facebook is verified with it', async () => {
  const { page } = demo;
  await page.setViewportSize({ width: 1280, height: 800 });
  const authenticator = await addAuthenticator(page);
  try {
    await signIn(page, 'en');
    await section(page, 'passkeys').locator('[part~="add-passkey"]').click();
    await verifyWithPassword(page);
    await section(page, 'passkeys').locator('[part~="passkey"]').waitFor();
    // The password's proof ends: the unlink needs a new verification, given by the passkey.
    await demo.sandbox('/__sandbox/expire-proofs', {});
    await page.reload();
    await section(page, 'linked').waitFor();
    await recordChanges(page);
    await section(page, 'linked').locator('[data-provider="FACEBOOK"] button').click();
    await security(page, '[part~="dialog"] [part~="button"]').last().click();
    await security(page, '[part~="step-up-passkey"]').click();
    await page.waitForFunction(() => window.__changes?.includes('provider-unlinked'));
    assert.equal(await toastText(page), 'Facebook unlinked');
  } finally {
    await authenticator.remove();
  }
  assert.deepEqual(demo.problems, []);
});

test('an account made with Google has no password: Set a password after a code by SMS, then Link Facebook (the popup\'s provider flow)', async () => {
  const { page } = demo;
  const newPhone = '91239871';
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(pageUrl('en'));
  await page.locator('mkt-header-account [part="signup-link"]').click();
  await page.locator('mkt-login-popup [part="checkbox-input"]').first().check();
  await page.locator('mkt-login-popup button[data-provider="GOOGLE"]').click();
  await page.locator('[data-sandbox-chooser="google"] [data-sandbox-identity="new-shopper"]').click();
  await page.locator('mkt-login-popup [data-screen="add-phone"]').waitFor({ state: 'attached' });
  await page.locator('mkt-login-popup input[name="phone"]').fill(newPhone);
  await page.locator('mkt-login-popup [data-channel]').first().click();
  await page.locator('mkt-login-popup [data-screen="verify"]').waitFor({ state: 'attached' });
  const codeTo = async (type) => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const { messages } = await demo.sandbox(`/__sandbox/outbox?to=65${newPhone}`);
      const message = messages.findLast((item) => item.type === type);
      if (message) return message.code;
      await page.waitForTimeout(100); // the outbox is the sandbox's, not the page's: polled
    }
    throw new Error(`no ${type} code`);
  };
  await page.locator('mkt-login-popup [part="otp-box"]').first().click();
  await page.keyboard.type(await codeTo('ADD_PHONE'));
  await section(page, 'password').waitFor();
  await popupClosed(page);
  await recordChanges(page);

  const password = section(page, 'password');
  assert.equal((await password.locator('[part~="change-password"]').textContent()).trim(), 'Set a password');
  await password.locator('[part~="change-password"]').click();
  assert.equal(await password.locator('input[name="current-password"]').count(), 0, 'no current password to ask for');
  await password.locator('input[name="new-password"]').fill(NEW_PASSWORD);
  await password.locator('button[type="submit"]').click();
  // No password yet: the step-up offers the code only.
  await security(page, '[part="step-up"]').waitFor();
  assert.equal(await security(page, '[part="step-up-password"]').count(), 0);
  await security(page, '[part~="step-up-channel"][data-channel="SMS"]').click();
  await security(page, '[part="otp-box"]').first().click();
  await page.keyboard.type(await codeTo('STEP_UP'));
  await page.waitForFunction(() => window.__changes?.includes('password-changed'));
  assert.equal(await toastText(page), 'Password set');
  await password.locator('[part~="change-password"]', { hasText: 'Change password' }).waitFor();

  const facebook = section(page, 'linked').locator('[data-provider="FACEBOOK"]');
  assert.equal((await facebook.locator('[part="item-meta"]').textContent()).trim(), 'Not linked');
  await facebook.locator('button').click();
  await page.locator('[data-sandbox-chooser="facebook"] [data-sandbox-identity="new-shopper"]').click();
  await page.waitForFunction(() => window.__changes?.includes('provider-linked'));
  await facebook.locator('[part="item-meta"]', { hasText: /^Linked/ }).waitFor();
  assert.deepEqual(demo.problems, []);
});
