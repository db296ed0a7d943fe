// The popup on a phone (360 x 740, touch, 2x pixels), as a shopper meets it in English, Thai and
// Urdu: no QR entry on the device that would scan, an error about a field shown at that field, the
// keyboard-up view and a toast over the popup (every screen's controls: phone-layout.test.mjs).
import { test, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { useDemo } from './harness.mjs';
import { openLogin as openLoginIn, usePhone } from './phone.mjs';
import { SEEDED, inPopup, pause, steady, waitFor } from './reliability-helpers.mjs';

const demo = useDemo();
const session = usePhone(demo);

let page;
beforeEach(() => {
  page = session.page;
});

/**
 * Opens Login from the header's Login link, in `lang`, on the Password tab, and waits for React's
 * Login: these journeys are about the phone layout of React's screens. The hand-over from the
 * pre-painted copy has its own journeys (handover.test.mjs, prepaint.test.mjs); a tap landing in
 * it can lose its target (the sheet starts unscrolled; a field pressed on the copy and released on
 * React's Login takes no focus), which the first open has no bytes left to handle.
 */
async function openLogin(lang = 'en', target = page) {
  await openLoginIn(demo, target, lang);
  await target.locator(inPopup('[role="tab"]')).first().click();
  await target.locator(inPopup('[data-mkt-prepaint]')).waitFor({ state: 'detached' });
}

for (const lang of ['en', 'th', 'ur']) {
  test(`${lang}: Login on a phone offers no QR entry and shows no QR hint`, async () => {
    await openLogin(lang);
    // The hint would have come 1 s after opening and stayed 3 s.
    for (let i = 0; i < 8; i += 1) {
      assert.equal(await page.locator(inPopup('[part~="login-qr-link"]')).count(), 0, 'no QR button');
      assert.equal(await page.locator(inPopup('[part~="tooltip"]')).filter({ visible: true }).count(), 0, 'no hint');
      // Fixed steps on purpose: the test proves no hint shows at any of them.
      await pause(300);
    }
  });
}

test('on a desktop Login still offers QR login with its hint', async () => {
  const desk = await demo.browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const deskPage = await desk.newPage();
    await openLogin('en', deskPage);
    await deskPage.locator(inPopup('[part~="login-qr-link"]')).waitFor();
    await deskPage.locator(inPopup('[part~="tooltip"]')).filter({ visible: true }).first().waitFor({ timeout: 3000 });
  } finally {
    await desk.close();
  }
});

for (const lang of ['en', 'th', 'ur']) {
  test(`${lang}: a wrong password is said under the password field, stays there, and no toast covers a button`, async () => {
    await openLogin(lang);
    const name = page.locator(inPopup('input[autocomplete~="username"]'));
    const password = page.locator(inPopup('input[autocomplete="current-password"]'));
    await name.fill(SEEDED.phone);
    await password.fill('Wrong@2024go');
    await page.locator(inPopup('[part~="login-submit"]')).tap();
    await waitFor(async () => (await password.getAttribute('aria-invalid')) === 'true', 'the password field marked invalid');
    const said = async () =>
      password.evaluate((input) => {
        const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
        const described = ids.map((id) => input.getRootNode().getElementById(id)?.textContent ?? '').join(' ');
        const error = input.closest('[part~="input-field"]').querySelector('[part="input-error"]');
        const box = error?.getBoundingClientRect();
        return { invalid: input.getAttribute('aria-invalid'), described, text: error?.textContent ?? '', height: box?.height ?? 0 };
      });
    const first = await said();
    assert.ok(first.text.length > 0, 'a message under the field');
    assert.ok(first.height > 0, 'the message is drawn');
    assert.ok(first.described.includes(first.text), 'the field is described by it');
    assert.equal(await page.locator('mkt-toast [part="toast"]').count(), 0, 'no toast');
    // What was typed stays, the password selected so typing replaces it.
    assert.equal(await name.inputValue(), SEEDED.phone);
    assert.deepEqual(
      await password.evaluate((input) => [input.value, input.selectionStart, input.selectionEnd, input.getRootNode().activeElement === input]),
      ['Wrong@2024go', 0, 'Wrong@2024go'.length, true],
    );
    // A fixed 5 s on purpose: the test proves the message does not leave in that time.
    await pause(5000);
    assert.deepEqual(await said(), first, 'still there 5 s later');
    // Editing the field takes it away.
    await page.keyboard.type(SEEDED.password);
    assert.equal(await password.inputValue(), SEEDED.password, 'typing replaced the password');
    assert.equal((await said()).invalid, null);
  });
}

/** Whether `locator` lies wholly inside the visible part of the screen. */
const wholly = (locator) =>
  locator.evaluate((node) => {
    const r = node.getBoundingClientRect();
    const v = window.visualViewport;
    return r.top >= v.offsetTop - 0.5 && r.bottom <= v.offsetTop + v.height + 0.5 && r.left >= 0 && r.right <= v.width + 0.5;
  });

for (const lang of ['en', 'th', 'ur']) {
  test(`${lang}: with the keyboard up (360 x 420) the focused password and the Login button are both in view`, async () => {
    await page.setViewportSize({ width: 360, height: 420 });
    await openLogin(lang);
    const password = page.locator(inPopup('input[autocomplete="current-password"]'));
    await password.tap();
    // Once the scroll to the focused field is over: the field no longer moves.
    await steady(password);
    assert.equal(await wholly(password), true, 'the password field is in view');
    assert.equal(await wholly(page.locator(inPopup('[part~="login-submit"]'))), true, 'the Login button is in view');
  });
}

for (const lang of ['en', 'th', 'ur']) {
  test(`${lang}: the password focused at 360 x 740, a keyboard that shrinks the layout viewport to 360 x 420 leaves it and the Login button in view`, async () => {
    // Firefox for Android, older Android Chrome and pages with interactive-widget=resizes-content
    // resize the layout viewport, not only the visual one, when the keyboard comes up.
    await openLogin(lang);
    const password = page.locator(inPopup('input[autocomplete="current-password"]'));
    await password.tap();
    // Focused first: the keyboard comes up for a focused field.
    await waitFor(() => password.evaluate((input) => input.getRootNode().activeElement === input), 'the password focused');
    await page.setViewportSize({ width: 360, height: 420 });
    const button = page.locator(inPopup('[part~="login-submit"]'));
    await waitFor(async () => (await wholly(password)) && (await wholly(button)), 'the password and the Login button in view', 3000);
    assert.equal(await password.evaluate((input) => input.getRootNode().activeElement === input), true, 'the password keeps focus');
  });
}

for (const lang of ['en', 'th', 'ur']) {
  test(`${lang}: a toast (a failed login) covers no control of the popup`, async () => {
    await openLogin(lang);
    await page.locator(inPopup('input[autocomplete~="username"]')).fill(SEEDED.phone);
    await page.locator(inPopup('input[autocomplete="current-password"]')).fill(SEEDED.password);
    await demo.sandbox('/__sandbox/faults', { match: 'login', fault: 'http500', times: 1 });
    await page.locator(inPopup('[part~="login-submit"]')).tap();
    const toast = page.locator('mkt-toast [part="toast"]');
    await toast.waitFor();
    const bubble = await toast.evaluate((node) => JSON.parse(JSON.stringify(node.getBoundingClientRect())));
    const controls = page.locator(inPopup('[data-screen] :is(button, input, a[href], [role="tab"])')).filter({ visible: true });
    const covered = [];
    for (const control of await controls.all()) {
      const r = await control.evaluate((node) => JSON.parse(JSON.stringify(node.getBoundingClientRect())));
      const overlaps = r.left < bubble.right && r.right > bubble.left && r.top < bubble.bottom && r.bottom > bubble.top;
      if (overlaps) covered.push(await control.evaluate((node) => node.getAttribute('part') ?? node.tagName));
    }
    assert.deepEqual(covered, []);
    // The title and Close too.
    for (const part of ['login-title', 'dialog-close']) {
      const r = await page.locator(inPopup(`[part~="${part}"]`)).evaluate((node) => JSON.parse(JSON.stringify(node.getBoundingClientRect())));
      assert.ok(!(r.left < bubble.right && r.right > bubble.left && r.top < bubble.bottom && r.bottom > bubble.top), `${part} is not covered`);
    }
  });
}

/** A number of each region the sandbox accepts, and one it refuses though it has enough digits. */
const NUMBERS = {
  en: { prefix: '65', valid: '87654321', refused: '12345678' },
  th: { prefix: '66', valid: '812345678', refused: '112345678' },
  ur: { prefix: '92', valid: '3001234567', refused: '12345' },
};

/** From Login's OTP tab, the code for `number` sent by SMS: Verify shows. */
async function reachVerify(lang) {
  await page.locator(inPopup('[role="tab"]')).nth(1).tap();
  const phoneField = page.locator(inPopup('input[name="phone"]'));
  await phoneField.fill(NUMBERS[lang].valid);
  await page.locator(inPopup('[data-channel="SMS"]')).tap();
  await page.locator(inPopup('[data-screen="verify"] [part="otp-box"]')).first().waitFor();
}

async function sentCode(lang) {
  const { prefix, valid } = NUMBERS[lang];
  let code;
  await waitFor(async () => {
    const { messages } = await demo.sandbox(`/__sandbox/outbox?to=${prefix}${valid}`);
    code = messages.at(-1)?.code;
    return Boolean(code);
  }, 'a code in the outbox');
  return code;
}

/** What the shopper and a screen reader learn about a field: marked invalid, described by the message under it. */
const fieldState = (locator) =>
  locator.evaluate((input) => {
    const ids = (input.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const described = ids.map((id) => input.getRootNode().getElementById(id)?.textContent ?? '').join(' ');
    return { invalid: input.getAttribute('aria-invalid'), described, value: input.value };
  });

for (const lang of ['en', 'th', 'ur']) {
  test(`${lang}: a wrong code is said under the boxes, no toast, and the boxes are cleared (SPEC §4); typing the right one goes on`, async () => {
    await openLogin(lang);
    await reachVerify(lang);
    const code = await sentCode(lang);
    const wrong = code === '000000' ? '111111' : '000000';
    const boxes = page.locator(inPopup('[part="otp-box"]'));
    await boxes.first().tap();
    await page.keyboard.type(wrong);
    const error = page.locator(inPopup('[part="otp-error"]'));
    await waitFor(async () => (await error.textContent()).trim() !== '', 'a message under the boxes');
    const message = await error.textContent();
    assert.equal(await page.locator('mkt-toast [part="toast"]').count(), 0, 'no toast');
    for (const box of await boxes.all()) {
      const state = await fieldState(box);
      assert.equal(state.invalid, 'true');
      assert.equal(state.described, message);
    }
    // SPEC §4: failed verification shows the error and clears the code entry.
    await waitFor(async () => (await boxes.evaluateAll((inputs) => inputs.map((input) => input.value).join(''))) === '', 'the boxes cleared');
    assert.equal(await boxes.first().evaluate((input) => input.getRootNode().activeElement === input), true, 'the first box focused');
    const box = await error.evaluate((node) => node.getBoundingClientRect().height);
    assert.ok(box > 0, 'the message is drawn');
    // A fixed 3.5 s on purpose: the test proves the message outlasts a toast's time.
    await pause(3500);
    assert.equal(await error.textContent(), message, 'still there after a toast would have gone');
    await page.keyboard.type(code);
    // The number has no account: the right code signs up and asks to complete the profile.
    await page.locator(inPopup('[data-screen="profile-complete"]')).waitFor({ state: 'attached' });
  });

  test(`${lang}: a number the server refuses is said under the phone field, no toast; it stays until the number is edited`, async () => {
    await openLogin(lang);
    await page.locator(inPopup('[role="tab"]')).nth(1).tap();
    const phoneField = page.locator(inPopup('input[name="phone"]'));
    await phoneField.fill(NUMBERS[lang].refused);
    await page.locator(inPopup('[data-channel="SMS"]')).tap();
    await waitFor(async () => (await fieldState(phoneField)).invalid === 'true', 'the phone field marked invalid');
    const first = await fieldState(phoneField);
    assert.ok(first.described.length > 0, 'described by a message');
    assert.equal(first.value, NUMBERS[lang].refused, 'the number is kept');
    assert.equal(await page.locator('mkt-toast [part="toast"]').count(), 0, 'no toast');
    // A fixed 3.5 s on purpose: the test proves the message outlasts a toast's time.
    await pause(3500);
    assert.deepEqual(await fieldState(phoneField), first, 'still there');
    await phoneField.tap();
    await page.keyboard.press('Backspace');
    assert.equal((await fieldState(phoneField)).invalid, null, 'editing takes it away');
  });
}

test('en: the send refusing the number (bound to another account) is said under the phone field of sign-up', async () => {
  await openLogin('en');
  await page.locator(inPopup('[part~="login-signup-link"]')).tap();
  const phoneField = page.locator(inPopup('[data-screen="registry"] input[name="phone"]'));
  await phoneField.fill(NUMBERS.en.valid);
  await page.locator(inPopup('[part="checkbox-input"]')).first().tap();
  await demo.sandbox('/__sandbox/faults', { match: 'sendVerificationSms', fault: 'error:PL_USER_PHONE_ALREADY_BOUND', times: 1 });
  await page.locator(inPopup('[data-channel="SMS"]')).tap();
  await waitFor(async () => (await fieldState(phoneField)).invalid === 'true', 'the phone field marked invalid');
  assert.ok((await fieldState(phoneField)).described.includes('This phone number is already linked to another account.'), 'described by the message');
  assert.equal(await page.locator('mkt-toast [part="toast"]').count(), 0, 'no toast');
});

/**
 * With the keyboard up (360 x 420): tapping each field of the screen leaves that field and the
 * screen's way forward both wholly in view. Verify has no button before its countdown ends: the
 * whole code entry is its way forward (it sends itself when full).
 */
const KEYBOARD_SCREENS = {
  login: {
    reach: async () => {},
    fields: ['input[autocomplete~="username"]', 'input[autocomplete="current-password"]'],
    forward: '[part~="login-submit"]',
  },
  registry: {
    reach: () => page.locator(inPopup('[part~="login-signup-link"]')).tap(),
    fields: ['[data-screen="registry"] input[name="phone"]'],
    forward: '[data-screen="registry"] [data-channel]',
  },
  verify: {
    reach: (lang) => reachVerify(lang),
    fields: ['[data-screen="verify"] [part="otp-box"]'],
    forward: '[data-screen="verify"] [part="otp-boxes"]',
  },
  'forget-password': {
    reach: () => page.locator(inPopup('[part~="login-forgot-password"]')).tap(),
    fields: ['[data-screen="forget-password"] input'],
    forward: '[data-screen="forget-password"] button[type="submit"]',
  },
};

for (const lang of ['en', 'th', 'ur']) {
  for (const [name, screen] of Object.entries(KEYBOARD_SCREENS)) {
    test(`${lang}: with the keyboard up (360 x 420) every field of ${name} and its way forward are in view together`, async () => {
      await page.setViewportSize({ width: 360, height: 420 });
      await openLogin(lang);
      await screen.reach(lang);
      for (const selector of screen.fields) {
        const field = page.locator(inPopup(selector)).first();
        await field.waitFor({ timeout: 15000 }).catch(async (error) => {
          // What the popup shows instead, for the failure message.
          const screens = await page.locator(inPopup('[data-screen]')).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-screen')));
          const toasts = await page.locator('mkt-toast [part="toast"]').allTextContents();
          const shown = `screens: ${screens.join(', ') || 'none'}; toast: ${toasts.join(' ') || 'none'}`;
          throw new Error(`${selector} did not appear (${shown}): ${error.message}`);
        });
        await field.tap();
        // Once the scroll to the focused field is over: the field no longer moves.
        await steady(field);
        assert.equal(await wholly(field), true, `${selector} is in view`);
        assert.equal(await wholly(page.locator(inPopup(screen.forward)).first()), true, `${screen.forward} is in view with ${selector}`);
      }
    });
  }
}

test('with the keyboard up, a tap on Forgot at the bottom edge of the sheet opens it: a button taking focus scrolls nothing from under the finger', async () => {
  await page.setViewportSize({ width: 360, height: 420 });
  await openLogin('en');
  const sheet = page.locator(inPopup('[part="dialog"]'));
  const forgot = page.locator(inPopup('[part~="login-forgot-password"]'));
  const submit = page.locator(inPopup('[part~="login-submit"]'));
  await page.locator(inPopup('[data-mkt-prepaint]')).waitFor({ state: 'detached' });
  // The shopper scrolled the sheet just far enough to see Forgot at its bottom edge: the Login
  // button below it is out of view.
  await sheet.evaluate((node) => {
    const link = node.querySelector('[part~="login-forgot-password"]');
    node.scrollBy({ top: link.getBoundingClientRect().bottom - node.getBoundingClientRect().bottom + 1 });
  });
  assert.equal(await wholly(forgot), true, 'Forgot is in view');
  assert.equal(await wholly(submit), false, 'the Login button is below the fold');
  await forgot.tap();
  await page.locator(inPopup('[data-screen="forget-password"] input')).first().waitFor({ timeout: 10_000 });
});
