// Issue 17 journeys: on a cold first open the Login screen is painted before React arrives, takes
// typing at once, and React's Login keeps what was typed. React's chunk is held back with request
// interception, so the shopper types into the pre-painted copy, in English and in Urdu.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useDemo } from './harness.mjs';
import { REACT_CHUNK, holdReact } from './reliability-helpers.mjs';

const PHONE = '91234567';
const PASSWORD = 'Mkt@2024go';
const demo = useDemo();

/** The name of the focused field, through shadow roots. */
const focusedField = (page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active?.getAttribute('name') ?? active?.localName;
  });

const copy = (page, selector = '') => page.locator(`mkt-login-popup [data-mkt-prepaint] ${selector}`.trim());
const react = (page, selector) => page.locator(`mkt-login-popup mkt-popup-view ${selector}`);

async function openCold(page, url) {
  const held = await holdReact(page);
  await page.goto(url);
  await page.locator('mkt-header-account [part="login-link"]').click();
  await copy(page, 'input[name="loginName"]').waitFor();
  // React has not arrived: what shows is the copy, and the login name has focus, as in React's Login.
  assert.equal(await react(page, '[role="dialog"]').count(), 0);
  assert.equal(await focusedField(page), 'loginName');
  // Issue 16: the link said it was heard, and says so until the popup is up.
  assert.equal(await page.locator('mkt-header-account [part="login-link"]').getAttribute('aria-busy'), 'true');
  return held;
}

for (const { lang, dir } of [
  { lang: 'en', dir: 'ltr' },
  { lang: 'ur', dir: 'rtl' },
]) {
  test(`${lang}: typing into the pre-painted Login before React arrives is kept, and the login works`, async () => {
    const { page, url } = demo;
    const held = await openCold(page, `${url}?lang=${lang}`);
    try {
      const title = await copy(page, '[part="login-title"]').textContent();
      assert.equal(await copy(page, '[part="root"]').getAttribute('dir'), dir);
      await page.keyboard.type(PHONE);
      await page.keyboard.press('Tab');
      await page.keyboard.type(PASSWORD);
      assert.equal(await copy(page, 'input[name="password"]').inputValue(), PASSWORD);
      held.release();
      await copy(page).waitFor({ state: 'detached' });
      await page.waitForFunction(() => !document.querySelector('mkt-header-account').shadowRoot.querySelector('[part="login-link"]').hasAttribute('aria-busy'));
      // React's Login, in the same language, with everything typed and focus where it was.
      assert.equal(await react(page, '[part="login-title"]').textContent(), title);
      assert.equal(await react(page, 'input[name="loginName"]').inputValue(), PHONE);
      assert.equal(await react(page, 'input[name="password"]').inputValue(), PASSWORD);
      assert.equal(await focusedField(page), 'password');
      await page.keyboard.press('Enter');
      const account = page.locator('mkt-header-account [part="account-link"]');
      await account.waitFor();
      // The header names the shopper in the page's language (en: "SITI TAN'S ACCOUNT").
      assert.match(await account.textContent(), /Siti Tan|SITI TAN/);
      assert.deepEqual(demo.problems, []);
    } finally {
      await held.stop();
    }
  });
}

test('a press on Login before React arrives is not lost: the login goes out once React is there', async () => {
  const { page, url } = demo;
  const held = await openCold(page, url);
  try {
    await copy(page, 'input[name="loginName"]').fill(PHONE);
    await copy(page, 'input[name="password"]').fill(PASSWORD);
    await copy(page, '[part~="login-submit"]').click();
    held.release();
    const account = page.locator('mkt-header-account [part="account-link"]');
    await account.waitFor();
    assert.equal(await account.textContent(), "SITI TAN'S ACCOUNT");
    assert.deepEqual(demo.problems, []);
  } finally {
    await held.stop();
  }
});

test('a press the shopper has moved on from is not replayed: a tab pressed, then the password typed, keeps focus and keys in the password', async () => {
  const { page, url } = demo;
  const held = await openCold(page, url);
  try {
    // The OTP tab does nothing on the copy; the shopper goes on to the password and types.
    await copy(page, '[role="tab"]').last().click();
    await copy(page, 'input[name="password"]').click();
    await page.keyboard.type(PASSWORD.slice(0, 4));
    held.release();
    await copy(page).waitFor({ state: 'detached' });
    // React's Login is on the Password tab with focus in the password: the next keys go there.
    await page.keyboard.type(PASSWORD.slice(4));
    assert.equal(await react(page, '[role="tab"][aria-selected="true"]').count(), 1);
    assert.equal(await react(page, 'input[name="password"]').inputValue(), PASSWORD);
    assert.equal(await focusedField(page), 'password');
    assert.deepEqual(demo.problems, []);
  } finally {
    await held.stop();
  }
});

test('Escape on the pre-painted Login closes the popup, and nothing shows when React arrives later', async () => {
  const { page, url } = demo;
  const held = await openCold(page, url);
  try {
    // Listening before the key is pressed (an evaluate not awaited could install it too late).
    await page.evaluate(() => {
      window.__closes = [];
      document.addEventListener('mkt-close', (event) => window.__closes.push(event.detail.reason));
    });
    await page.keyboard.press('Escape');
    await copy(page).waitFor({ state: 'detached' });
    const reactArrived = page.waitForResponse(REACT_CHUNK);
    held.release();
    // React arrives later: it must not show anything, nor close a second time.
    await reactArrived;
    // A fixed second after React's arrival on purpose: the test proves nothing shows in it.
    await page.waitForTimeout(1000);
    assert.deepEqual(await page.evaluate(() => window.__closes), ['user']);
    assert.equal(await react(page, '[role="dialog"]').count(), 0);
    // Focus went back to the page, not into a popup that is not there.
    assert.notEqual(await focusedField(page), 'loginName');
    // The next click opens React's Login at once.
    await page.locator('mkt-header-account [part="login-link"]').click();
    await react(page, 'input[name="loginName"]').waitFor();
    assert.deepEqual(demo.problems, []);
  } finally {
    await held.stop();
  }
});
