// The header's account label and menu on a phone (360 x 740, touch, 2x pixels), as a shopper
// meets them: the menu inside the screen in English, Thai and Urdu, the label's words apart from
// the name, a long name cut short, and the open menu surviving the header's redraws.
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { useDemo } from './harness.mjs';
import { REGION as LANGS, usePhone } from './phone.mjs';
import { SEEDED, inPopup, pause, waitFor } from './reliability-helpers.mjs';

const demo = useDemo();
const session = usePhone(demo);

let phone;
let page;
beforeEach(() => {
  // The test's page; the desktop test below swaps it for a while.
  ({ context: phone, page } = session);
});

const header = () => ({
  label: page.locator('mkt-header-account [part="account-link"]'),
  menu: page.locator('mkt-header-account [part="account-menu"]'),
  items: page.locator('mkt-header-account [part~="account-menu-item"]'),
  name: page.locator('mkt-header-account [part="account-menu-name"]'),
  login: page.locator('mkt-header-account [part="login-link"]'),
});

/** Logs in with the seeded account through the header's Login link, on the phone. */
async function logIn({ touch = true } = {}) {
  const press = (locator) => (touch ? locator.tap() : locator.click());
  await page.goto(demo.url);
  await press(page.locator('mkt-header-account [part="login-link"]'));
  await page.locator(inPopup('[data-screen="login"]')).waitFor({ state: 'attached' });
  await press(page.locator(inPopup('[role="tab"]'), { hasText: 'Password' }));
  await page.locator(inPopup('input[autocomplete~="username"]')).fill(SEEDED.phone);
  await page.locator(inPopup('input[autocomplete="current-password"]')).fill(SEEDED.password);
  await press(page.locator(inPopup('[part~="login-submit"]')));
  await header().label.waitFor();
}

/** The host page switches the header's language, as a storefront's language picker does. */
async function speak(lang) {
  await page.evaluate(
    ([language, region]) => {
      const element = document.querySelector('mkt-header-account');
      element.setAttribute('region', region);
      element.setAttribute('lang', language);
    },
    [lang, LANGS[lang]],
  );
}

/** Another tab of the store announces the same user with `name` (its session channel). */
async function otherTabAnnounces(name) {
  const id = (await page.context().cookies()).find((cookie) => cookie.name === 'mkt_uid')?.value;
  assert.ok(id, 'logged in');
  const other = await phone.newPage();
  await other.goto(new URL('/__sandbox/config', demo.url).href);
  await other.evaluate(([userId, userName]) => new BroadcastChannel('mkt-session').postMessage({ kind: 'login', user: { id: userId, name: userName } }), [id, name]);
  await other.close();
}

const focusedText = () => page.evaluate(() => document.querySelector('mkt-header-account').shadowRoot.activeElement?.textContent ?? null);

const box = (locator) => locator.evaluate((node) => JSON.parse(JSON.stringify(node.getBoundingClientRect())));

for (const lang of ['en', 'th', 'ur']) {
  test(`${lang}: the open account menu lies inside the 360 px screen, every item whole and 44 px tall`, async () => {
    await logIn();
    await speak(lang);
    const { label, menu, items } = header();
    await label.tap();
    await menu.waitFor();
    const width = await page.evaluate(() => window.visualViewport.width);
    const rect = await box(menu);
    assert.ok(rect.left >= 0 && rect.right <= width, `menu ${rect.left}..${rect.right} inside 0..${width}`);
    for (const item of await items.all()) {
      const r = await box(item);
      assert.ok(r.left >= 0 && r.right <= width, `item "${await item.textContent()}" inside the screen`);
      assert.ok(r.height >= 44, `item "${await item.textContent()}" is ${r.height} px tall`);
      // Nothing covers it: the item is what a thumb at its centre lands on.
      const hit = await item.evaluate((node) => {
        const r2 = node.getBoundingClientRect();
        return node.getRootNode().elementFromPoint(r2.left + r2.width / 2, r2.top + r2.height / 2) === node;
      });
      assert.ok(hit, `item "${await item.textContent()}" is not covered`);
    }
    const labelBox = await box(label);
    assert.ok(labelBox.height >= 44, `the label is ${labelBox.height} px tall`);
  });
}

test('the label keeps a space between its words and the name in ms, th and ur', async () => {
  await logIn();
  const expected = { ms: 'AKAUN SITI TAN', th: 'บัญชีของ Siti Tan', ur: 'Siti Tan کا اکاؤنٹ' };
  for (const [lang, text] of Object.entries(expected)) {
    await speak(lang);
    await waitFor(async () => (await header().label.textContent()) === text, `the ${lang} label`);
    // What is drawn: the rendered text (innerText) keeps the space, and the name's box starts
    // apart from the words' box.
    assert.equal(await header().label.evaluate((node) => node.innerText), text, `${lang}: a visible space`);
    const gap = await header().label.evaluate((node) => {
      const name = node.querySelector('[part="account-name"]').getBoundingClientRect();
      const range = document.createRange();
      const words = [...node.querySelector('[part="account-label"]').childNodes].find((child) => child.nodeType === Node.TEXT_NODE);
      // The words without the space itself: the space is what must show between the boxes.
      const text = words.textContent;
      range.setStart(words, text.length - text.trimStart().length);
      range.setEnd(words, text.trimEnd().length);
      const wordsBox = range.getBoundingClientRect();
      return name.left >= wordsBox.right ? name.left - wordsBox.right : wordsBox.left - name.right;
    });
    assert.ok(gap >= 2, `${lang}: ${gap} px between the words and the name`);
  }
});

test('a 200-character name keeps the label within 320 px, ends in an ellipsis and is whole in the menu', async () => {
  await logIn();
  const long = 'Siti '.repeat(40).trim().padEnd(200, 'x');
  await otherTabAnnounces(long);
  const { label, menu, name } = header();
  await waitFor(async () => (await label.textContent()).includes(long.toLocaleUpperCase('en')), 'the long name in the label');
  const rect = await box(label);
  assert.ok(rect.width <= 320, `label ${rect.width} px wide`);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360, 'no sideways scroll');
  const clipped = await label.evaluate((node) => {
    const text = node.querySelector('[part="account-label"]');
    return { overflow: getComputedStyle(text).textOverflow, cut: text.scrollWidth > text.clientWidth };
  });
  assert.deepEqual(clipped, { overflow: 'ellipsis', cut: true });
  await label.tap();
  await menu.waitFor();
  assert.equal(await name.textContent(), long);
  const nameBox = await box(name);
  assert.ok(nameBox.right <= 360 && nameBox.left >= 0, 'the full name lies inside the screen');
});

test('the open menu survives a same-user message from another tab and a language change, focus on the same item', async () => {
  await logIn();
  const { label, menu } = header();
  await label.focus();
  await page.keyboard.press('Enter');
  await menu.waitFor();
  await page.keyboard.press('ArrowDown');
  assert.equal(await focusedText(), 'My vouchers');
  await otherTabAnnounces('Siti Tan');
  // A fixed 300 ms on purpose: the test proves the menu stays open after the other tab spoke.
  await pause(300);
  assert.equal(await menu.isVisible(), true, 'still open after the other tab spoke');
  assert.equal(await focusedText(), 'My vouchers', 'focus stays on the item');
  assert.equal(await label.getAttribute('aria-expanded'), 'true');
  await speak('th');
  await waitFor(async () => (await focusedText()) === 'บัตรกำนัลของฉัน', 'the same item, now in Thai, keeps focus');
  assert.equal(await menu.isVisible(), true, 'still open after the language change');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focusedText(), 'ความปลอดภัยของบัญชี', 'the keys still move');
});

test('a redraw while the menu code is loading: no uncaught error, the press opens the menu', async () => {
  await logIn();
  // The menu's code arrives late; the header redraws in between.
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(/account-menu.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const { label, menu } = header();
  await label.tap();
  await speak('ur');
  await otherTabAnnounces('Siti Tan');
  await pause(200);
  release();
  await menu.waitFor();
  assert.equal(await label.getAttribute('aria-expanded'), 'true');
});

test('after a keyboard Logout focus is on the Login link; after a failed logout it is back on the label', async () => {
  await logIn();
  const { label, menu, login } = header();
  await demo.sandbox('/__sandbox/faults', { match: 'logout', fault: 'http500', times: 1 });
  await label.focus();
  await page.keyboard.press('ArrowUp');
  await waitFor(async () => (await focusedText()) === 'Log out', 'focus on Logout');
  await page.keyboard.press('Enter');
  await menu.waitFor({ state: 'hidden' });
  await waitFor(async () => (await focusedText()) === (await label.textContent()), 'focus back on the label after the failed logout');
  await page.keyboard.press('ArrowUp');
  await waitFor(async () => (await focusedText()) === 'Log out', 'focus on Logout again');
  await page.keyboard.press('Enter');
  await login.waitFor();
  await waitFor(async () => (await focusedText()) === 'Log in', 'focus on the Login link');
});

test('Escape on the label closes a menu opened by hovering', async () => {
  const desk = await demo.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const previous = page;
  page = await desk.newPage();
  try {
    await logIn({ touch: false });
    const { label, menu } = header();
    await label.hover();
    await menu.waitFor();
    await label.focus();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    assert.equal(await label.getAttribute('aria-expanded'), 'false');
  } finally {
    await desk.close();
    page = previous;
  }
});
