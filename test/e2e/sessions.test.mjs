// Journeys of issue 19: the account menu with Logout, and every open tab of the store agreeing
// on the session. Walked in the demo as a shopper does, with a second tab of the same browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useDemo } from './harness.mjs';
import { MEMBER_MESSAGES, inPopup, ownProblems, pause, popupDriver, toastText, waitFor } from './reliability-helpers.mjs';

const demo = useDemo();
const driver = popupDriver(demo);

const MENU_ITEMS = ['My account', 'My vouchers', 'Account security', 'Account settings', 'Log out'];

const header = (page) => ({
  label: page.locator('mkt-header-account [part="account-link"]'),
  menu: page.locator('mkt-header-account [part="account-menu"]'),
  items: page.locator('mkt-header-account [part~="account-menu-item"]'),
  login: page.locator('mkt-header-account [part="login-link"]'),
});

async function logIn() {
  await driver.openLogin();
  await driver.fillPassword();
  await demo.page.locator(inPopup('[part~="login-submit"]')).click();
  await header(demo.page).label.waitFor();
}

/** The element focused inside the header's shadow root, as its text. */
const focusedText = (page) => page.evaluate(() => document.querySelector('mkt-header-account').shadowRoot.activeElement?.textContent ?? null);

async function userIdCookie() {
  return (await demo.context.cookies()).find((cookie) => cookie.name === 'mkt_uid')?.value;
}

test('the account label is a menu button; Logout ends the session and leaves the shopper on the page, anonymous', async () => {
  const { page } = demo;
  await logIn();
  const { label, menu, items, login } = header(page);
  assert.equal(await label.getAttribute('aria-haspopup'), 'menu');
  assert.equal(await label.getAttribute('aria-expanded'), 'false');
  await page.evaluate(() => {
    window.__logouts = 0;
    document.addEventListener('mkt-logout', () => (window.__logouts += 1));
  });
  const pageUrl = page.url();

  await label.click();
  await menu.waitFor();
  assert.equal(await label.getAttribute('aria-expanded'), 'true');
  assert.deepEqual(await items.allTextContents(), MENU_ITEMS);
  assert.deepEqual(await items.evaluateAll((all) => all.map((item) => item.getAttribute('role'))), MENU_ITEMS.map(() => 'menuitem'));
  assert.deepEqual(
    await items.evaluateAll((all) => all.slice(0, 4).map((item) => item.getAttribute('href'))),
    ['/user/account', '/member/my-voucher', '/user/account-security', '/user/setting'],
  );
  assert.ok(await userIdCookie(), 'logged in: the user-id cookie is there');

  await items.filter({ hasText: 'Log out' }).click();
  await login.waitFor();
  assert.equal(page.url(), pageUrl, 'the shopper stays on the page');
  assert.equal(await page.evaluate(() => window.__logouts), 1, 'one mkt-logout');
  assert.equal(await userIdCookie(), undefined, 'the user-id cookie is cleared');
  const me = await page.evaluate(() => fetch('/user/api/currentUser', { headers: { 'X-Requested-With': 'XMLHttpRequest' } }).then((r) => r.json()));
  assert.equal(me.errorCode?.key, 'NEED_LOGIN', 'the session ended on the member host');
  // And the next login works.
  await login.click();
  await driver.screen('login').waitFor({ state: 'attached' });
  assert.deepEqual(ownProblems(demo), []);
});

test('the menu works by keyboard: Enter opens on the first item, arrows move and wrap, Escape closes back to the label', async () => {
  const { page } = demo;
  await logIn();
  const { label, menu } = header(page);
  await label.focus();
  await page.keyboard.press('Enter');
  await menu.waitFor();
  await waitFor(async () => (await focusedText(page)) === 'My account', 'focus on the first item');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focusedText(page), 'My vouchers');
  await page.keyboard.press('End');
  assert.equal(await focusedText(page), 'Log out');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focusedText(page), 'My account', 'wraps to the first');
  await page.keyboard.press('ArrowUp');
  assert.equal(await focusedText(page), 'Log out', 'wraps to the last');
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  assert.equal(await label.getAttribute('aria-expanded'), 'false');
  assert.equal(await focusedText(page), await label.textContent(), 'focus is back on the label');
  // ArrowUp opens on the last item; Space on it logs out.
  await page.keyboard.press('ArrowUp');
  await waitFor(async () => (await focusedText(page)) === 'Log out', 'focus on Logout');
  await page.keyboard.press('Space');
  await header(page).login.waitFor();
});

test('hovering the label opens the menu after a short pause; leaving closes it', async () => {
  const { page } = demo;
  await logIn();
  const { label, menu } = header(page);
  await label.hover();
  await menu.waitFor();
  await page.mouse.move(5, 700);
  await menu.waitFor({ state: 'hidden' });
});

test('a click on the label after hovering has opened the menu keeps it open, on its first item', async () => {
  const { page } = demo;
  await logIn();
  const { label, menu } = header(page);
  await label.hover();
  await menu.waitFor();
  await label.click();
  assert.equal(await menu.isVisible(), true, 'the click did not close the menu');
  assert.equal(await label.getAttribute('aria-expanded'), 'true');
  await waitFor(async () => (await focusedText(page)) === 'My account', 'focus on the first item');
  // Now pressed open, a second click closes it as a menu button does.
  await label.click();
  await menu.waitFor({ state: 'hidden' });
});

test('a failed logout keeps the shopper logged in, in every tab, and says why', async () => {
  const { page, context, url } = demo;
  await logIn();
  const other = await context.newPage();
  await other.goto(url);
  await header(other).label.waitFor();
  await demo.sandbox('/__sandbox/faults', { match: 'logout', fault: 'http500', times: 1 });
  const { label, items } = header(page);
  await label.click();
  await items.filter({ hasText: 'Log out' }).click();
  // SPEC §8 / issue 16: a 500 gets the generic words, not the envelope's "Internal server error".
  assert.equal(await toastText(page, MEMBER_MESSAGES.http500), MEMBER_MESSAGES.http500);
  assert.equal(await label.count(), 1, 'still logged in');
  assert.ok(await userIdCookie(), 'nothing half cleared');
  await pause(1000);
  assert.equal(await header(other).label.count(), 1, 'still logged in in the other tab');
  await other.close();
  // The next try works.
  await label.click();
  await items.filter({ hasText: 'Log out' }).click();
  await header(page).login.waitFor();
});

test('two tabs agree: a login in one reaches the other within a second and closes its popup; so does a logout', async () => {
  const { page, context, url } = demo;
  const other = await context.newPage();
  try {
    await other.goto(url);
    await header(other).login.waitFor();
    // The other tab has its popup open.
    await header(other).login.click();
    await other.locator(inPopup('[data-screen="login"]')).waitFor({ state: 'attached' });
    await other.evaluate(() => {
      window.__closes = [];
      document.addEventListener('mkt-close', (event) => window.__closes.push(event.detail.reason));
    });
    const lookups = [];
    other.on('request', (request) => {
      if (/getUser|currentUser/.test(request.url())) lookups.push(request.url());
    });

    await logIn();
    const started = Date.now();
    await header(other).label.waitFor({ timeout: 1000 });
    assert.ok(Date.now() - started <= 1000);
    assert.equal(await header(other).label.textContent(), "SITI TAN'S ACCOUNT");
    await other.locator(inPopup('[data-screen]')).waitFor({ state: 'detached', timeout: 1000 });
    assert.deepEqual(await other.evaluate(() => window.__closes), ['elsewhere']);
    assert.deepEqual(lookups, [], 'the other tab did not look the user up itself');

    await header(page).label.click();
    await header(page).items.filter({ hasText: 'Log out' }).click();
    await header(other).login.waitFor({ timeout: 1000 });
  } finally {
    await other.close();
  }
  assert.deepEqual(ownProblems(demo), []);
});

test('logout() from the package entry logs out the same way', async () => {
  const { page } = demo;
  await logIn();
  const loggedOut = await page.evaluate(async () => {
    const { logout } = await import('/dist/esm/index.js');
    return logout();
  });
  assert.equal(loggedOut, true);
  await header(page).login.waitFor();
  assert.equal(await userIdCookie(), undefined);
  await pause(100);
  assert.deepEqual(ownProblems(demo), []);
});

test('inside a partner app, Logout is the full-page /user/logout route back to this page', async () => {
  const { page, url } = demo;
  await logIn();
  const { label, items } = header(page);
  await page.evaluate(() => {
    window.AlipayJSBridge = { call() {}, on() {} };
  });
  await label.click();
  const [request] = await Promise.all([page.waitForRequest((r) => new URL(r.url()).pathname === '/user/logout'), items.filter({ hasText: 'Log out' }).click()]);
  assert.equal(new URL(request.url()).searchParams.get('redirect'), new URL(url).href);
  await page.waitForURL((current) => new URL(current).pathname === new URL(url).pathname);
  await header(page).login.waitFor();
  assert.equal(await userIdCookie(), undefined);
});

test('a tab shown again re-checks the session once: a session ended elsewhere logs its header out', async () => {
  const { page } = demo;
  await logIn();
  // The server forgets every session (as a logout on another subdomain would), and no tab announced it.
  await demo.sandbox('/__sandbox/reset', {});
  await pause(5200); // the re-check runs at most every 5 s
  const lookups = [];
  page.on('request', (request) => {
    if (/getUser/.test(request.url())) lookups.push(request.url());
  });
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
  await header(page).login.waitFor({ timeout: 3000 });
  assert.equal(lookups.length, 1, 'one lookup');
  assert.equal(await userIdCookie(), undefined);
});

test('five tabs: one login makes exactly one current-user lookup across all of them', async () => {
  const { context, url } = demo;
  const others = [];
  try {
    for (let tab = 0; tab < 4; tab++) {
      const other = await context.newPage();
      await other.goto(url);
      await header(other).login.waitFor();
      others.push(other);
    }
    const lookups = [];
    const onRequest = (request) => {
      if (new URL(request.url()).pathname === '/user/api/currentUser') lookups.push(request.url());
    };
    context.on('request', onRequest);
    await logIn();
    for (const other of others) await header(other).label.waitFor({ timeout: 3000 });
    await pause(500);
    context.off('request', onRequest);
    assert.equal(lookups.length, 1, `current-user lookups across 5 tabs: ${lookups.length}`);
  } finally {
    for (const other of others) await other.close();
  }
});
